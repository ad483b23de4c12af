import { gunzipSync } from 'node:zlib';
import { MEETING_SERVER_MESSAGES } from '@scheduler/shared-domain/meeting-messages';
import { MEETING_MESSAGES as M } from '@scheduler/shared-domain/meeting-schema';
import * as v from 'valibot';
import { useApiTest } from '../../test/api-test';
import {
  addMeeting,
  addMeetings,
  meetingRequests,
  newMeetingPayload,
  on,
  useMeetingPlaces,
} from '../../test/meeting-test';
import { bearer } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { meetingRecordSchema } from './meeting-wire';
import { createMeetingsRepository } from './meetings-repository';

describe.each(testDatabaseEngines())('reading meetings on $name', (engine) => {
  const env = useApiTest(engine);
  const people = useMeetingPlaces(env);
  const meetings = meetingRequests(() => env.app);

  /** A meeting that has already happened: the API would refuse to add it, so it goes straight to the table. */
  const addPastMeeting = (id: string, startTime: string, endTime: string) =>
    createMeetingsRepository(env.db).create(
      {
        id,
        teamName: 'Outreach',
        venueName: 'Annex',
        startTime: new Date(startTime),
        endTime: new Date(endTime),
        comments: '',
      },
      new Date(env.clock.now()),
    );

  describe('GET /api/meetings', () => {
    it('answers an empty list when there are no meetings', async () => {
      const response = await meetings.list(people.plain.token);
      expect([response.statusCode, response.headers['content-type'], response.body]).toEqual([
        200,
        'application/json; charset=utf-8',
        '[]',
      ]);
    });

    it('answers every meeting, past to future, each exactly as one meeting is read', async () => {
      await addMeetings(env.app, people.chief.token, [
        { _id: 'Later', ...on('2030-05-07', '09:00', '10:00') },
        { _id: 'Sooner', ...on('2030-05-06', '09:00', '10:00') },
        { _id: 'Alongside', team: 'Outreach', venue: 'Annex', ...on('2030-05-06', '09:00', '09:30') },
      ]);
      await addPastMeeting('Last year', '2025-03-04T08:00:00.000Z', '2025-03-04T09:15:00.000Z');

      const response = await meetings.list(people.plain.token);

      const listed = v.parse(v.array(meetingRecordSchema), response.json());
      expect(listed.map((meeting) => meeting._id)).toEqual(['Last year', 'Alongside', 'Sooner', 'Later']);
      for (const meeting of listed) {
        expect((await meetings.edit(people.plain.token, meeting._id)).json()).toEqual(meeting);
      }
      expect(listed[0]).toEqual({
        _id: 'Last year',
        team: 'Outreach',
        venue: 'Annex',
        meetingDate: '2025-03-04',
        startTime: '2025-03-04T08:00:00.000Z',
        endTime: '2025-03-04T09:15:00.000Z',
        comments: '',
        updatedDate: new Date(env.clock.now()).toISOString(),
      });
    });

    it('is the same JSON text as JSON.stringify would write, quotes and all', async () => {
      await addMeeting(
        env.app,
        people.chief.token,
        newMeetingPayload({ comments: `Say "hi" & don't @ me: 100% (ok)!` }),
      );

      const { body } = await meetings.list(people.plain.token);

      expect(body).toBe(JSON.stringify(JSON.parse(body)));
      expect(JSON.parse(body)[0].comments).toBe(`Say "hi" & don't @ me: 100% (ok)!`);
    });

    it('is gzipped when the client accepts it, holding byte for byte the JSON sent to one that does not', async () => {
      for (let day = 1; day <= 20; day += 1) {
        const date = `2030-05-${String(day).padStart(2, '0')}`;
        await addMeeting(
          env.app,
          people.chief.token,
          newMeetingPayload({ _id: `Daily ${day}`, ...on(date, '09:00', '09:30') }),
        );
      }

      const plain = await meetings.list(people.plain.token);
      const gzipped = await env.app.inject({
        method: 'GET',
        url: '/api/meetings',
        headers: { ...bearer(people.plain.token), 'accept-encoding': 'gzip' },
      });

      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(gunzipSync(gzipped.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect(JSON.parse(plain.body)).toHaveLength(20);
    });
  });

  describe('GET /api/meetings/edit/:id', () => {
    it('answers one meeting, found whatever the case of its id', async () => {
      const added = await addMeeting(env.app, people.chief.token, newMeetingPayload({ _id: 'Kickoff 2030' }));

      for (const id of ['Kickoff 2030', 'kickoff 2030']) {
        const response = await meetings.edit(people.plain.token, id);
        expect([id, response.statusCode, response.json()]).toEqual([id, 200, added]);
      }
    });

    it('answers 404 for a meeting that does not exist', async () => {
      const response = await meetings.edit(people.plain.token, 'Retro');
      expect([response.statusCode, response.json()]).toEqual([
        404,
        { message: MEETING_SERVER_MESSAGES.meetingNotFound },
      ]);
    });

    it('answers 400 for an id no meeting can have', async () => {
      const response = await meetings.edit(people.plain.token, 'x'.repeat(49));
      expect([response.statusCode, response.json()]).toEqual([400, { message: M.idTooLong }]);
    });
  });
});
