import { meetingTeamMissingMessage, meetingVenueMissingMessage } from '@scheduler/shared-domain/meeting-messages';
import { staleEditMessage } from '@scheduler/shared-domain/server-messages';
import { teamInUseMessage } from '@scheduler/shared-domain/team-messages';
import { venueInUseMessage } from '@scheduler/shared-domain/venue-messages';
import { useApiTest } from '../../test/api-test';
import { addMeeting, meetingRequests, newMeetingPayload, on, useMeetingPlaces } from '../../test/meeting-test';
import { teamRequests } from '../../test/team-test';
import { newTeamPayload, newVenuePayload } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { venueRequests } from '../../test/venue-test';

/** Races are won by chance: run each several times so a missing lock shows on PostgreSQL. */
const ROUNDS = 8;

/**
 * A meeting add and the deletion of its team or venue, each allowed alone but not both: the meeting is added and
 * the delete refused because the place is in use (409), or the place is deleted and the add refused because it no
 * longer exists (400). Never a 500 from the foreign key, never both.
 */
describe.each(testDatabaseEngines())('meeting adds racing team and venue deletes on $name', (engine) => {
  const env = useApiTest(engine);
  const people = useMeetingPlaces(env);
  const meetings = meetingRequests(() => env.app);
  const teams = teamRequests(() => env.app);
  const venues = venueRequests(() => env.app);
  const places = {
    team: {
      add: () => teams.add(people.chief.token, newTeamPayload({ _id: 'Outreach', members: ['outsider'] })),
      remove: () => teams.remove(people.chief.token, 'Outreach'),
      inUse: teamInUseMessage('Outreach', ['Race']),
      missing: meetingTeamMissingMessage('Outreach'),
    },
    venue: {
      add: () => venues.add(people.chief.token, newVenuePayload({ _id: 'Annex' })),
      remove: () => venues.remove(people.chief.token, 'Annex'),
      inUse: venueInUseMessage('Annex', ['Race']),
      missing: meetingVenueMissingMessage('Annex'),
    },
  };
  const payload = newMeetingPayload({
    _id: 'Race',
    team: 'Outreach',
    venue: 'Annex',
    ...on('2030-07-01', '09:00', '10:00'),
  });

  it.each(['team', 'venue'] as const)('let a meeting add or the delete of its %s succeed, never both', async (kind) => {
    const place = places[kind];
    let deleted = false;
    for (let round = 1; round <= ROUNDS; round += 1) {
      // Each round starts with the place and without the meeting, whoever won the last one.
      await env.db.query(`delete from meetings where id = 'Race'`);
      if (deleted) expect((await place.add()).statusCode).toBe(201);

      const [added, removed] = await Promise.all([meetings.add(people.chief.token, payload), place.remove()]);

      const outcome = [round, added.statusCode, removed.statusCode];
      expect([
        [round, 201, 409],
        [round, 400, 200],
      ]).toContainEqual(outcome);
      expect(added.statusCode === 201 ? removed.json() : added.json()).toEqual({
        message: added.statusCode === 201 ? place.inUse : place.missing,
      });
      deleted = removed.statusCode === 200;
    }
  });

  it('let one of two updates of the same version of a meeting succeed, whatever places they move it to', async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      await env.db.query('delete from meetings');
      const stored = await addMeeting(env.app, people.chief.token, newMeetingPayload({ _id: 'Moved' }));
      env.clock.advanceMinutes(1);

      // Each reads the meeting before it takes the place locks: only the row lock makes the second read it again.
      const responses = await Promise.all([
        meetings.update(people.chief.token, { ...stored, team: 'Outreach', venue: 'Annex', comments: 'First' }),
        meetings.update(people.chief.token, { ...stored, comments: 'Second' }),
      ]);

      const statuses = responses.map((response) => response.statusCode).sort();
      expect([round, statuses]).toEqual([round, [200, 409]]);
      const loser = responses.find((response) => response.statusCode === 409);
      expect(loser?.json()).toEqual({ message: staleEditMessage('meeting', 'Moved') });
    }
  });
});
