import type { Meeting } from '@scheduler/shared-domain/meeting';
import {
  MEETING_SCHEDULE_MESSAGES,
  MEETING_SERVER_MESSAGES,
  meetingTeamMissingMessage,
  meetingVenueMissingMessage,
} from '@scheduler/shared-domain/meeting-messages';
import { MEETING_MESSAGES as M } from '@scheduler/shared-domain/meeting-schema';
import { FORBIDDEN_MESSAGE, staleEditMessage } from '@scheduler/shared-domain/server-messages';
import { expectRefused, useApiTest } from '../../test/api-test';
import { addMeeting, meetingRequests, newMeetingPayload, on, useMeetingPlaces } from '../../test/meeting-test';
import { testDatabaseEngines } from '../../test/test-databases';

describe.each(testDatabaseEngines())('POST /api/meetings/update on $name', (engine) => {
  const env = useApiTest(engine);
  const people = useMeetingPlaces(env);
  const meetings = meetingRequests(() => env.app);
  const update = (payload: object, token = people.chief.token) => meetings.update(token, payload);
  const expectUpdateRefused = (payload: object, statusCode: number, message: string, token?: string) =>
    expectRefused(env.db, () => update(payload, token), statusCode, message);
  let kickoff: Meeting;

  beforeEach(async () => {
    kickoff = await addMeeting(env.app, people.chief.token, newMeetingPayload({ _id: 'Kickoff' }));
  });

  /** What the edit screen sends back: the record as loaded, with its changes. */
  const edited = (changes: object = {}): Meeting => ({ ...kickoff, ...changes });

  it('changes every field but the id, and answers the record with a new updatedDate', async () => {
    env.clock.advanceMinutes(9);
    const changes = {
      team: 'outreach',
      venue: 'ANNEX',
      ...on('2030-05-07', '14:00', '15:30'),
      comments: 'Moved to Tuesday.',
    };

    const response = await update(edited(changes));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...edited(changes),
      team: 'Outreach',
      venue: 'Annex',
      updatedDate: new Date(env.clock.now()).toISOString(),
    });
    expect((await meetings.edit(people.plain.token, 'Kickoff')).json()).toEqual(response.json());
  });

  it('never renames: an id in another case finds the meeting, which keeps its own', async () => {
    const response = await update(edited({ _id: 'KICKOFF', comments: 'Found' }));

    expect([response.statusCode, response.json()._id, response.json().comments]).toEqual([200, 'Kickoff', 'Found']);
    expect(await env.db.query('select id from meetings')).toEqual([{ id: 'Kickoff' }]);
  });

  describe('against lost updates', () => {
    it('refuses an update from an older version with 409, changing nothing', async () => {
      env.clock.advanceMinutes(1);
      const first = await update(edited({ comments: 'First editor' }));
      expect(first.statusCode).toBe(200);

      await expectUpdateRefused(edited({ comments: 'Second editor' }), 409, staleEditMessage('meeting', 'Kickoff'));

      const fresh = await update({ ...first.json(), comments: 'Second editor, reloaded' });
      expect([fresh.statusCode, fresh.json().comments]).toEqual([200, 'Second editor, reloaded']);
    });

    it('compares the version to the millisecond, whatever offset it is written in', async () => {
      const updated = new Date(kickoff.updatedDate);
      const inWarsaw = new Date(updated.getTime() + 2 * 3_600_000).toISOString().replace('Z', '+02:00');
      const oneMillisecondOff = new Date(updated.getTime() - 1).toISOString();

      await expectUpdateRefused(
        edited({ updatedDate: oneMillisecondOff }),
        409,
        staleEditMessage('meeting', 'Kickoff'),
      );
      expect((await update(edited({ updatedDate: inWarsaw }))).statusCode).toBe(200);
    });

    it('gives each version its own updatedDate, even within one millisecond', async () => {
      const first = await update(edited({ comments: 'Same instant' }));
      const second = await update(edited({ comments: 'Same instant, stale' }));

      expect(Date.parse(first.json().updatedDate)).toBeGreaterThan(Date.parse(kickoff.updatedDate));
      expect([second.statusCode, second.json()]).toEqual([409, { message: staleEditMessage('meeting', 'Kickoff') }]);
    });
  });

  it('answers 404 for a meeting that does not exist, changing nothing', async () => {
    await expectUpdateRefused(edited({ _id: 'Retro' }), 404, MEETING_SERVER_MESSAGES.meetingNotFound);
  });

  it.each([
    ['a team', { team: 'Robotics' }, meetingTeamMissingMessage('Robotics')],
    ['a venue', { venue: 'Roof Terrace' }, meetingVenueMissingMessage('Roof Terrace')],
  ])('refuses %s that does not exist with 400, changing nothing', async (_case, changes, message) => {
    await expectUpdateRefused(edited(changes), 400, message);
  });

  describe('by a User (schedule mode)', () => {
    it('changes a meeting of a team it belongs to', async () => {
      const response = await update(edited({ comments: 'Agenda on the shared drive' }), people.plain.token);
      expect([response.statusCode, response.json().comments]).toEqual([200, 'Agenda on the shared drive']);
    });

    it('is refused a meeting of a team it does not belong to, with 403', async () => {
      await expectUpdateRefused(edited({ comments: 'Not mine' }), 403, FORBIDDEN_MESSAGE, people.outsider.token);
    });

    it('is refused a move of its meeting to a team it does not belong to, with 403', async () => {
      await expectUpdateRefused(edited({ team: 'Outreach' }), 403, FORBIDDEN_MESSAGE, people.plain.token);
    });

    it('answers 404 for a meeting that does not exist, as to an Admin', async () => {
      await expectUpdateRefused(
        edited({ _id: 'Retro' }),
        404,
        MEETING_SERVER_MESSAGES.meetingNotFound,
        people.plain.token,
      );
    });
  });

  describe('validation: checks 6 to 13 of SPEC §5, then the id, team, venue and version', () => {
    it.each([
      ['6: no date', { meetingDate: '' }, M.dateRequired],
      ['7: no start time', { startTime: 'later' }, M.startRequired],
      ['8: no end time', { endTime: '' }, M.endRequired],
      ['6: a null date', { meetingDate: null }, M.dateRequired],
      ['8: a null end time', { endTime: null }, M.endRequired],
      ['9: an end before the start', on('2030-05-06', '10:00', '09:00'), M.endNotAfterStart],
      ['10: a year after 2030', on('2031-05-06', '10:00', '11:00'), M.yearTooLate],
      ['11: a start in the past', on('2020-05-06', '10:00', '11:00'), M.inThePast],
      ['12: comments over 254 characters', { comments: 'c'.repeat(255) }, M.commentsTooLong],
      ['13: comments with other characters', { comments: '<script>' }, M.commentsCharacters],
      ['an end in the year 275000', { endTime: '+275000-01-01T00:00:00Z' }, MEETING_SCHEDULE_MESSAGES.longerThanADay],
      [
        'a start far from its date',
        { ...on('2030-05-09', '10:00', '11:00'), meetingDate: '2030-05-06' },
        MEETING_SCHEDULE_MESSAGES.startNotOnDate,
      ],
      ['no id', { _id: ' ' }, M.idRequired],
      ['no team', { team: '' }, M.teamRequired],
      ['no venue', { venue: '' }, M.venueRequired],
      ['no version', { updatedDate: undefined }, M.updatedDateRequired],
      ['a version that is no time', { updatedDate: 'yesterday' }, M.updatedDateRequired],
      ['the date before the id', { meetingDate: '', _id: '' }, M.dateRequired],
      ['comments before the team', { comments: '<', team: '' }, M.commentsCharacters],
      ['the id before the team', { _id: '', team: '' }, M.idRequired],
      ['the venue before the version', { venue: '', updatedDate: '' }, M.venueRequired],
      [
        'the day rules before the id',
        { endTime: '+275000-01-01T00:00:00Z', _id: '' },
        MEETING_SCHEDULE_MESSAGES.longerThanADay,
      ],
      [
        'every form rule before the version',
        { comments: '<', updatedDate: '2001-01-01T00:00:00Z' },
        M.commentsCharacters,
      ],
    ])('answers 400: %s, changing nothing', async (_case, changes, message) => {
      await expectUpdateRefused(edited(changes), 400, message);
    });

    it('does not check the id characters: an id is never changed, only found', async () => {
      await expectUpdateRefused(edited({ _id: 'Kick-off' }), 404, MEETING_SERVER_MESSAGES.meetingNotFound);
    });
  });
});
