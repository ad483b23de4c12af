import {
  meetingTeamMissingMessage,
  meetingVenueMissingMessage,
  MEETING_SCHEDULE_MESSAGES as S,
} from '@scheduler/shared-domain/meeting-messages';
import { MEETING_MESSAGES as M } from '@scheduler/shared-domain/meeting-schema';
import { duplicateKeyMessage, FORBIDDEN_MESSAGE } from '@scheduler/shared-domain/server-messages';
import { expectRefused, useApiTest } from '../../test/api-test';
import { meetingRequests, newMeetingPayload, on, useMeetingPlaces } from '../../test/meeting-test';
import { testDatabaseEngines } from '../../test/test-databases';

const MINUTE_MS = 60_000;

describe.each(testDatabaseEngines())('POST /api/meetings/add on $name', (engine) => {
  const env = useApiTest(engine);
  const people = useMeetingPlaces(env);
  const meetings = meetingRequests(() => env.app);
  const add = (payload: object) => meetings.add(people.chief.token, payload);
  const expectAddRefused = (payload: object, statusCode: number, message: string) =>
    expectRefused(env.db, () => add(payload), statusCode, message);

  it('stores the meeting and answers 201 with its record: instants in UTC, names as stored, the date its own', async () => {
    env.clock.advanceMinutes(3);

    const response = await add({
      _id: ' Kickoff 2030 ',
      team: 'data SCIENCE',
      venue: 'main hall',
      meetingDate: '2030-05-06',
      startTime: '2030-05-06T12:00:00+02:00',
      endTime: '2030-05-06T13:30:00.000+02:00',
      comments: ' Goals, roles & dates. ',
      updatedDate: '2001-01-01T00:00:00.000Z',
      extra: 'dropped',
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      _id: 'Kickoff 2030',
      team: 'Data Science',
      venue: 'Main Hall',
      meetingDate: '2030-05-06',
      startTime: '2030-05-06T10:00:00.000Z',
      endTime: '2030-05-06T11:30:00.000Z',
      comments: 'Goals, roles & dates.',
      updatedDate: new Date(env.clock.now()).toISOString(),
    });
    expect((await meetings.edit(people.plain.token, 'Kickoff 2030')).json()).toEqual(response.json());
  });

  it('takes empty comments, and no comments at all', async () => {
    const response = await add(newMeetingPayload({ comments: undefined }));
    expect([response.statusCode, response.json().comments]).toEqual([201, '']);
  });

  it.each([
    ['a team', { team: 'Robotics' }, meetingTeamMissingMessage('Robotics')],
    ['a venue', { venue: 'Roof Terrace' }, meetingVenueMissingMessage('Roof Terrace')],
  ])(
    'refuses %s that does not exist with 400, naming it as typed, storing nothing',
    async (_case, changes, message) => {
      await expectAddRefused(newMeetingPayload(changes), 400, message);
    },
  );

  it('refuses an id taken in any case with 403 and the id as typed, storing nothing', async () => {
    expect((await add(newMeetingPayload({ _id: 'Kickoff' }))).statusCode).toBe(201);
    await expectAddRefused(
      newMeetingPayload({ _id: 'KICKOFF', ...on('2030-05-07', '10:00', '11:00') }),
      403,
      duplicateKeyMessage('meetings', 'KICKOFF'),
    );
  });

  it('names a taken id before the clash with the meeting that holds it', async () => {
    expect((await add(newMeetingPayload({ _id: 'Kickoff' }))).statusCode).toBe(201);
    await expectAddRefused(newMeetingPayload({ _id: 'KICKOFF' }), 403, duplicateKeyMessage('meetings', 'KICKOFF'));
  });

  it('is refused to a User, even for its own team', async () => {
    await expectRefused(env.db, () => meetings.add(people.plain.token, newMeetingPayload()), 403, FORBIDDEN_MESSAGE);
  });

  describe('the 13 checks of SPEC §5', () => {
    it.each([
      ['1: a blank id', { _id: '   ' }, M.idRequired],
      ['1: no id at all', { _id: undefined }, M.idRequired],
      ['2: an id over 48 characters', { _id: 'a'.repeat(49) }, M.idTooLong],
      ['3: an id with other characters', { _id: 'Kick-off' }, M.idCharacters],
      ['4: no team', { team: '' }, M.teamRequired],
      ['5: no venue', { venue: ' ' }, M.venueRequired],
      ['6: no date', { meetingDate: '' }, M.dateRequired],
      ['6: a null date', { meetingDate: null }, M.dateRequired],
      ['7: a null start time', { startTime: null }, M.startRequired],
      ['8: a null end time', { endTime: null }, M.endRequired],
      ['6: a date not written YYYY-MM-DD', { meetingDate: '06/05/2030' }, M.dateRequired],
      ['7: no start time', { startTime: '' }, M.startRequired],
      ['8: an end time that is no time', { endTime: 'noon' }, M.endRequired],
      ['9: an end at the start', on('2030-05-06', '10:00', '10:00'), M.endNotAfterStart],
      ['9: an end before the start', on('2030-05-06', '10:00', '09:50'), M.endNotAfterStart],
      ['10: a year after 2030', on('2031-01-06', '10:00', '11:00'), M.yearTooLate],
      ['11: a start in the past', on('2020-05-06', '10:00', '11:00'), M.inThePast],
      ['12: comments over 254 characters', { comments: 'c'.repeat(255) }, M.commentsTooLong],
      ['13: comments with other characters', { comments: 'Agenda <b>' }, M.commentsCharacters],
      ['a field that is not text', { team: 42 }, 'Meeting Team must be text.'],
    ])('answers 400 for %s, storing nothing', async (_case, changes, message) => {
      await expectAddRefused(newMeetingPayload(changes), 400, message);
    });

    it.each([
      ['1 before 3', { _id: '', team: '', comments: '<' }, M.idRequired],
      ['2 before 3', { _id: `${'a'.repeat(48)}-` }, M.idTooLong],
      ['3 before 4', { _id: 'Kick-off', team: '' }, M.idCharacters],
      ['4 before 5', { team: '', venue: '' }, M.teamRequired],
      ['5 before 6', { venue: '', meetingDate: '' }, M.venueRequired],
      ['6 before 7', { meetingDate: 'soon', startTime: '' }, M.dateRequired],
      ['7 before 8', { startTime: '', endTime: '' }, M.startRequired],
      ['8 before 9', { endTime: '' }, M.endRequired],
      ['9 before 10', { ...on('2031-01-06', '10:00', '09:00') }, M.endNotAfterStart],
      ['10 before 11', { ...on('2020-01-06', '10:00', '11:00'), meetingDate: '2031-01-06' }, M.yearTooLate],
      ['11 before 12', { ...on('2020-05-06', '10:00', '11:00'), comments: 'c'.repeat(255) }, M.inThePast],
      ['12 before 13', { comments: '<'.repeat(255) }, M.commentsTooLong],
      ['every form rule before the team and venue', { team: 'Robotics', comments: '<' }, M.commentsCharacters],
    ])('stops at the first failure: %s', async (_case, changes, message) => {
      await expectAddRefused(newMeetingPayload(changes), 400, message);
    });

    it('takes the last day of 2030', async () => {
      expect((await add(newMeetingPayload(on('2030-12-31', '22:00', '23:00')))).statusCode).toBe(201);
    });

    it('reads "the past" from the server clock, to the minute', async () => {
      const thisMinute = Math.floor(env.clock.now() / MINUTE_MS) * MINUTE_MS;
      const startingAt = (ms: number, _id: string, place: object = {}) => {
        const startTime = new Date(ms).toISOString();
        return newMeetingPayload({
          _id,
          ...place,
          meetingDate: startTime.slice(0, 10),
          startTime,
          endTime: new Date(ms + 30 * MINUTE_MS).toISOString(),
        });
      };

      await expectAddRefused(startingAt(thisMinute, 'This minute'), 400, M.inThePast);
      expect((await add(startingAt(thisMinute + MINUTE_MS, 'Next minute'))).statusCode).toBe(201);
      env.clock.advanceMinutes(1);
      await expectAddRefused(startingAt(thisMinute + MINUTE_MS, 'Now this minute'), 400, M.inThePast);
      expect(
        (await add(startingAt(thisMinute + 2 * MINUTE_MS, 'The one after', { team: 'Outreach', venue: 'Annex' })))
          .statusCode,
      ).toBe(201);
    });
  });

  describe('a meeting held on one day', () => {
    it.each([
      ['over 24 hours', { endTime: '2030-05-07T10:00:00.001Z' }, S.longerThanADay],
      ['ending in the year 275000', { endTime: '+275000-01-01T00:00:00.000Z' }, S.longerThanADay],
      ['held in the year 275000', on('+275000-01-01', '10:00', '11:00'), M.dateRequired],
      [
        'starting in the year 275000',
        { startTime: '+275000-01-01T10:00:00.000Z', endTime: '+275000-01-01T11:00:00.000Z' },
        S.startNotOnDate,
      ],
      [
        'starting two days after its date',
        { ...on('2030-05-08', '10:00', '11:00'), meetingDate: '2030-05-06' },
        S.startNotOnDate,
      ],
    ])('answers 400 for a meeting %s, storing nothing', async (_case, changes, message) => {
      await expectAddRefused(newMeetingPayload(changes), 400, message);
    });

    it.each([
      ['of 24 hours', { startTime: '2030-05-06T10:00:00.000Z', endTime: '2030-05-07T10:00:00.000Z' }],
      [
        'starting on its date at UTC+14',
        { startTime: '2030-05-05T10:00:00.000Z', endTime: '2030-05-05T11:00:00.000Z' },
      ],
      [
        'starting on its date at UTC-12',
        { startTime: '2030-05-07T11:59:00.000Z', endTime: '2030-05-07T12:30:00.000Z' },
      ],
    ])('takes a meeting %s', async (_case, times) => {
      expect((await add(newMeetingPayload({ meetingDate: '2030-05-06', ...times }))).statusCode).toBe(201);
    });

    it('takes a meetingDate sent as a date-time, by its date in TIME_ZONE', async () => {
      await env.rebuildApp({ timeZone: 'Europe/Warsaw' });
      const response = await add(
        newMeetingPayload({ ...on('2030-05-06', '22:30', '23:30'), meetingDate: '2030-05-06T22:00:00.000Z' }),
      );
      expect([response.statusCode, response.json().meetingDate]).toEqual([201, '2030-05-07']);
      await expectAddRefused(
        newMeetingPayload({
          _id: 'New year',
          ...on('2030-12-31', '22:30', '23:30'),
          meetingDate: '2030-12-31T23:00:00Z',
        }),
        400,
        M.yearTooLate,
      );
    });
  });

  describe('the meeting date', () => {
    const lateEvening = { ...on('2030-05-06', '22:30', '23:30'), meetingDate: '2030-05-06' };

    it('is the date of the start in TIME_ZONE, whatever date the form sent', async () => {
      await env.rebuildApp({ timeZone: 'Europe/Warsaw' });
      const response = await add(newMeetingPayload({ _id: 'Late', ...lateEvening }));
      expect([response.statusCode, response.json().meetingDate]).toEqual([201, '2030-05-07']);
      expect((await meetings.edit(people.chief.token, 'Late')).json().meetingDate).toBe('2030-05-07');
    });

    it('follows a change of TIME_ZONE at the next start', async () => {
      await env.rebuildApp({ timeZone: 'UTC' });
      expect((await add(newMeetingPayload({ _id: 'Late', ...lateEvening }))).json().meetingDate).toBe('2030-05-06');

      await env.rebuildApp({ timeZone: 'Europe/Warsaw' });

      const [listed] = (await meetings.list(people.chief.token)).json();
      expect(listed.meetingDate).toBe('2030-05-07');
      expect(await env.db.query('select meeting_date::text as date from meetings')).toEqual([{ date: '2030-05-07' }]);
    });
  });
});
