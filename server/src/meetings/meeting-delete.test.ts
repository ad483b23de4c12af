import { MEETING_SERVER_MESSAGES } from '@scheduler/shared-domain/meeting-messages';
import { MEETING_MESSAGES as M } from '@scheduler/shared-domain/meeting-schema';
import { FORBIDDEN_MESSAGE } from '@scheduler/shared-domain/server-messages';
import { teamInUseMessage } from '@scheduler/shared-domain/team-messages';
import { venueInUseMessage } from '@scheduler/shared-domain/venue-messages';
import { expectRefused, useApiTest } from '../../test/api-test';
import { addMeetings, meetingRequests, on, useMeetingPlaces } from '../../test/meeting-test';
import { teamRequests } from '../../test/team-test';
import { testDatabaseEngines } from '../../test/test-databases';
import { venueRequests } from '../../test/venue-test';
import { sqlStateOf } from '../db/database';

describe.each(testDatabaseEngines())('deleting meetings on $name', (engine) => {
  const env = useApiTest(engine);
  const people = useMeetingPlaces(env);
  const meetings = meetingRequests(() => env.app);
  const teams = teamRequests(() => env.app);
  const venues = venueRequests(() => env.app);

  beforeEach(async () => {
    await addMeetings(env.app, people.chief.token, [
      { _id: 'Kickoff' },
      { _id: 'after_Kickoff', ...on('2030-05-07', '10:00', '11:00') },
      { _id: 'Open Day', team: 'Outreach', ...on('2030-05-08', '10:00', '11:00') },
    ]);
  });

  describe('GET /api/meetings/delete/:id', () => {
    it('deletes the meeting and says so by its stored id, whatever the case asked for', async () => {
      const response = await meetings.remove(people.chief.token, 'KICKOFF');

      expect([response.statusCode, response.json()]).toEqual([200, { message: 'Meeting Kickoff deleted.' }]);
      expect((await meetings.edit(people.chief.token, 'Kickoff')).statusCode).toBe(404);
      expect((await meetings.list(people.chief.token)).json()).toHaveLength(2);
    });

    it('answers 404 for a meeting that does not exist, changing nothing', async () => {
      await expectRefused(
        env.db,
        () => meetings.remove(people.chief.token, 'Retro'),
        404,
        MEETING_SERVER_MESSAGES.meetingNotFound,
      );
    });

    it('answers 400 for an id no meeting can have', async () => {
      await expectRefused(env.db, () => meetings.remove(people.chief.token, 'x'.repeat(49)), 400, M.idTooLong);
    });

    it('is refused to a User, even of the meeting’s team', async () => {
      await expectRefused(env.db, () => meetings.remove(people.plain.token, 'Kickoff'), 403, FORBIDDEN_MESSAGE);
    });
  });

  describe('the team and the venue of meetings', () => {
    it('cannot be deleted while meetings name them: 409, saying how many and which, changing nothing', async () => {
      await expectRefused(
        env.db,
        () => venues.remove(people.chief.token, 'Main Hall'),
        409,
        venueInUseMessage('Main Hall', ['after_Kickoff', 'Kickoff', 'Open Day']),
      );
      await expectRefused(
        env.db,
        () => teams.remove(people.chief.token, 'Data Science'),
        409,
        teamInUseMessage('Data Science', ['after_Kickoff', 'Kickoff']),
      );
    });

    it('can be deleted once their meetings are, leaving nothing that names them', async () => {
      for (const id of ['Kickoff', 'after_Kickoff', 'Open Day']) {
        expect((await meetings.remove(people.chief.token, id)).statusCode).toBe(200);
      }

      expect((await teams.remove(people.chief.token, 'Data Science')).statusCode).toBe(200);
      expect((await venues.remove(people.chief.token, 'Main Hall')).statusCode).toBe(200);
      expect(await env.db.query('select * from meetings')).toEqual([]);
    });

    it('are kept by the foreign keys even when a delete skips the check', async () => {
      const sqlStateOfDelete = (sql: string) =>
        env.db.query(sql).then(
          () => 'deleted',
          (error: unknown) => sqlStateOf(error),
        );

      // `on delete restrict` reports restrict_violation on PGlite (PostgreSQL 18), foreign_key_violation on 15.
      const refused = ['23001', '23503'];
      expect(refused).toContain(await sqlStateOfDelete(`delete from venues where name = 'Main Hall'`));
      expect(refused).toContain(await sqlStateOfDelete(`delete from teams where name = 'Outreach'`));
      expect(await sqlStateOfDelete(`delete from venues where name = 'Annex'`)).toBe('deleted');
    });
  });
});
