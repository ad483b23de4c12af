import type { FreeSlot } from '@scheduler/shared-domain/meeting-range';
import { FREE_SLOT_MESSAGES as F, MEETING_RANGE_MESSAGES as R } from '@scheduler/shared-domain/meeting-range';
import { NOT_SIGNED_IN_MESSAGE } from '@scheduler/shared-domain/server-messages';
import { TEAM_SERVER_MESSAGES } from '@scheduler/shared-domain/team-messages';
import { VENUE_SERVER_MESSAGES } from '@scheduler/shared-domain/venue-messages';
import { useApiTest } from '../../test/api-test';
import { addMeetings, meetingRequests, on, useMeetingPlaces } from '../../test/meeting-test';
import { signIn } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';

/** Warsaw is UTC+1 in November: working hours 08:00 to 18:00 there are 07:00 to 17:00 UTC. */
const TIME_ZONE = 'Europe/Warsaw';
/** The test clock's Sunday, 2026-11-22 10:00 in Warsaw, and the working days after it. */
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';

describe.each(testDatabaseEngines())('GET /api/meetings/free-slots on $name', (engine) => {
  const env = useApiTest(engine, { settings: { timeZone: TIME_ZONE } });
  const people = useMeetingPlaces(env);
  const meetings = meetingRequests(() => env.app);
  const search = (query: Record<string, string>) =>
    meetings.freeSlots(people.plain.token, {
      team: 'Data Science',
      minutes: '60',
      from: MONDAY,
      to: TUESDAY,
      ...query,
    });
  /** The start of each slot found, in UTC. */
  const startsOf = async (query: Record<string, string>) => {
    const response = await search(query);
    expect(response.statusCode).toBe(200);
    return response.json<FreeSlot[]>().map((slot) => slot.startTime);
  };

  it('answers the first 10 slots, earliest first and one an hour, as startTime and endTime', async () => {
    const response = await search({ minutes: '90' });

    expect(response.statusCode).toBe(200);
    // A 90-minute slot last starts at 16:30 in Warsaw (15:30 UTC): the tenth is on Tuesday.
    const starts = [
      ...['07', '08', '09', '10', '11', '12', '13', '14', '15'].map((hour) => `${MONDAY}T${hour}:00:00.000Z`),
      `${TUESDAY}T07:00:00.000Z`,
    ];
    expect(response.json()).toEqual(
      starts.map((startTime) => ({
        startTime,
        endTime: new Date(Date.parse(startTime) + 90 * 60_000).toISOString(),
      })),
    );
  });

  it('goes on after the start of the last slot shown, from the next hour', async () => {
    expect(await startsOf({ after: `${TUESDAY}T07:00:00.000Z`, to: TUESDAY })).toEqual(
      ['08', '09', '10', '11', '12', '13', '14', '15', '16'].map((hour) => `${TUESDAY}T${hour}:00:00.000Z`),
    );
    // An offset is read as written: 09:40 in Warsaw is in the hour of 08:00 UTC.
    expect((await startsOf({ after: `${TUESDAY}T09:40:00+01:00` }))[0]).toBe(`${TUESDAY}T09:00:00.000Z`);
  });

  it('offers a slot only when the team and the venue are both free', async () => {
    await addMeetings(env.app, people.chief.token, [
      { _id: 'Team away', team: 'Data Science', venue: 'Annex', ...on(MONDAY, '07:00', '08:00') },
      { _id: 'Hall taken', team: 'Outreach', venue: 'Main Hall', ...on(MONDAY, '08:00', '09:30') },
    ]);

    expect((await startsOf({ venue: 'Main Hall' }))[0]).toBe(`${MONDAY}T09:30:00.000Z`);
    expect((await startsOf({}))[0]).toBe(`${MONDAY}T08:00:00.000Z`);
    expect((await startsOf({ team: 'Outreach', venue: 'Annex' }))[0]).toBe(`${MONDAY}T09:30:00.000Z`);
    expect((await startsOf({ team: 'Outreach' }))[0]).toBe(`${MONDAY}T07:00:00.000Z`);
  });

  it('finds the team and the venue whatever the case of their names', async () => {
    await addMeetings(env.app, people.chief.token, [{ _id: 'Early', ...on(MONDAY, '07:00', '08:00') }]);

    expect((await startsOf({ team: 'data SCIENCE', venue: 'main hall' }))[0]).toBe(`${MONDAY}T08:00:00.000Z`);
  });

  it('offers nothing before the clock, starting on the next 10-minute step (Monday 09:03 in Warsaw: 09:10)', async () => {
    env.clock.advanceMinutes(23 * 60 + 3);
    const { token } = await signIn(env.app, 'plain');

    const response = await meetings.freeSlots(token, { team: 'Data Science', minutes: '60', from: MONDAY, to: MONDAY });
    expect(response.json<FreeSlot[]>()[0]?.startTime).toBe(`${MONDAY}T08:10:00.000Z`);
  });

  it('keeps to the working hours and days of the settings', async () => {
    await env.rebuildApp({
      timeZone: TIME_ZONE,
      workingHours: { start: { hour: 10, minute: 0 }, end: { hour: 12, minute: 0 }, days: [7] },
    });

    // Sunday the 22nd is the test clock's day: 10:00 in Warsaw is past.
    expect(await startsOf({ from: '2026-11-22', to: '2026-11-30' })).toEqual([
      '2026-11-22T09:10:00.000Z',
      '2026-11-22T10:00:00.000Z',
      '2026-11-29T09:00:00.000Z',
      '2026-11-29T10:00:00.000Z',
    ]);
  });

  it('offers no slot after 2030-12-31, the last day a meeting may be added on', async () => {
    const starts = await startsOf({ from: '2030-12-30', to: '2031-01-31', minutes: '600' });
    expect(starts).toEqual(['2030-12-30T07:00:00.000Z', '2030-12-31T07:00:00.000Z']);
  });

  it('answers none when nothing fits', async () => {
    expect(await startsOf({ minutes: '1440' })).toEqual([]);
  });

  it.each([
    [{ team: 'Robotics' }, TEAM_SERVER_MESSAGES.teamNotFound],
    [{ venue: 'Basement' }, VENUE_SERVER_MESSAGES.venueNotFound],
  ])('answers 404 for %j', async (query, message) => {
    const response = await search(query);
    expect([response.statusCode, response.json()]).toEqual([404, { message }]);
  });

  // One of each kind; shared-domain's meeting-range.test.ts tries every rule.
  it.each([
    [{ team: '' }, F.teamRequired],
    [{ minutes: '1441' }, F.minutesInvalid],
    [{ to: '24.11.2026' }, R.toNotADate],
    [{ from: '2026-11-01', to: '2027-02-01' }, F.rangeTooLong],
    [{ after: 'Tuesday' }, F.afterInvalid],
  ])('answers 400 for %j', async (query, message) => {
    const response = await search(query);
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
  });

  it('answers 400 for a parameter given twice, and for none at all', async () => {
    const twice = await meetings.freeSlots(people.plain.token, `team=Outreach&team=Outreach&minutes=60`);
    expect([twice.statusCode, twice.json()]).toEqual([400, { message: 'Team must be text.' }]);
    const none = await meetings.freeSlots(people.plain.token, '');
    expect([none.statusCode, none.json()]).toEqual([400, { message: F.teamRequired }]);
  });

  it('answers a User of another team as any signed-in user, and nobody else', async () => {
    expect(
      (
        await meetings.freeSlots(people.outsider.token, {
          team: 'Data Science',
          minutes: '60',
          from: MONDAY,
          to: MONDAY,
        })
      ).statusCode,
    ).toBe(200);
    const signedOut = await meetings.freeSlots('', { team: 'Data Science', minutes: '60', from: MONDAY, to: MONDAY });
    expect([signedOut.statusCode, signedOut.json()]).toEqual([401, { message: NOT_SIGNED_IN_MESSAGE }]);
  });
});
