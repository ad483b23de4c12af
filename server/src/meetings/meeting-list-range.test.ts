import type { Meeting } from '@scheduler/shared-domain/meeting';
import { MEETING_RANGE_MESSAGES as R } from '@scheduler/shared-domain/meeting-range';
import { useApiTest } from '../../test/api-test';
import { addMeetings, meetingRequests, on, useMeetingPlaces } from '../../test/meeting-test';
import { testDatabaseEngines } from '../../test/test-databases';

/** Warsaw is UTC+1 in November: its days start at 23:00 UTC the day before. */
const TIME_ZONE = 'Europe/Warsaw';

describe.each(testDatabaseEngines())('GET /api/meetings?from&to on $name', (engine) => {
  const env = useApiTest(engine, { settings: { timeZone: TIME_ZONE } });
  const people = useMeetingPlaces(env);
  const meetings = meetingRequests(() => env.app);
  const idsIn = async (query: string | Record<string, string>) => {
    const response = await meetings.list(people.plain.token, query);
    expect([response.statusCode, response.headers['content-type']]).toEqual([200, 'application/json; charset=utf-8']);
    return response.json<Meeting[]>().map((meeting) => meeting._id);
  };

  beforeEach(async () => {
    await addMeetings(env.app, people.chief.token, [
      // Monday 23:00 to midnight in Warsaw.
      { _id: 'Ends at midnight', ...on('2026-11-23', '22:00', '23:00') },
      // Tuesday 23:30 to Wednesday 01:30 in Warsaw.
      {
        _id: 'Crosses midnight',
        meetingDate: '2026-11-24',
        startTime: '2026-11-24T22:30:00.000Z',
        endTime: '2026-11-25T00:30:00.000Z',
      },
      // Wednesday noon in Warsaw.
      { _id: 'Midday', team: 'Outreach', venue: 'Annex', ...on('2026-11-25', '11:00', '12:00') },
      // Thursday from midnight in Warsaw.
      {
        _id: 'Starts at midnight',
        meetingDate: '2026-11-26',
        startTime: '2026-11-25T23:00:00.000Z',
        endTime: '2026-11-26T00:00:00.000Z',
      },
    ]);
  });

  it.each([
    [{ from: '2026-11-23', to: '2026-11-23' }, ['Ends at midnight']],
    [{ from: '2026-11-24', to: '2026-11-24' }, ['Crosses midnight']],
    [{ from: '2026-11-25', to: '2026-11-25' }, ['Crosses midnight', 'Midday']],
    [{ from: '2026-11-26', to: '2026-11-26' }, ['Starts at midnight']],
    [{ from: '2026-11-24', to: '2026-11-25' }, ['Crosses midnight', 'Midday']],
    [{ from: '2026-11-27', to: '2026-12-31' }, []],
    [{ from: '2026-11-25' }, ['Crosses midnight', 'Midday', 'Starts at midnight']],
    [{ to: '2026-11-24' }, ['Ends at midnight', 'Crosses midnight']],
    [
      { from: '1900-01-01', to: '2999-12-31' },
      ['Ends at midnight', 'Crosses midnight', 'Midday', 'Starts at midnight'],
    ],
  ])('answers for %j the meetings that overlap those days in TIME_ZONE: %j', async (query, ids) => {
    expect(await idsIn(query)).toEqual(ids);
  });

  it('answers each meeting as the list of all does', async () => {
    const all = (await meetings.list(people.plain.token)).json<Meeting[]>();
    const ranged = (await meetings.list(people.plain.token, { from: '2026-11-25', to: '2026-11-25' })).json();
    expect(ranged).toEqual(all.filter((meeting) => ['Crosses midnight', 'Midday'].includes(meeting._id)));
  });

  it('answers every meeting, as before, without a range, with blank ends, or with other parameters only', async () => {
    const all = (await meetings.list(people.plain.token)).body;
    expect(JSON.parse(all).map((meeting: Meeting) => meeting._id)).toEqual([
      'Ends at midnight',
      'Crosses midnight',
      'Midday',
      'Starts at midnight',
    ]);
    expect((await meetings.list(people.plain.token, 'from=&to=')).body).toBe(all);
    expect((await meetings.list(people.plain.token, { view: 'week' })).body).toBe(all);
  });

  it.each([
    [{ from: '2026-11-31' }, R.fromNotADate],
    [{ from: '0001-01-01' }, R.fromNotADate],
    [{ from: '25/11/2026' }, R.fromNotADate],
    [{ to: '2026-11-25T00:00:00Z' }, R.toNotADate],
    [{ from: '2026-11-26', to: '2026-11-25' }, R.fromAfterTo],
    ['from=2026-11-25&from=2026-11-26', 'From must be text.'],
  ])('answers 400 for %j', async (query, message) => {
    const response = await meetings.list(people.plain.token, query);
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
  });
});
