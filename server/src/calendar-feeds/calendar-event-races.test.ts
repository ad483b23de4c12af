import { useApiTest } from '../../test/api-test';
import { addMeeting, meetingRequests, newMeetingPayload, useMeetingPlaces } from '../../test/meeting-test';
import { teamRequests } from '../../test/team-test';
import { testDatabaseEngines } from '../../test/test-databases';
import { venueRequests } from '../../test/venue-test';

/** Races are won by chance: run each several times so a wrong lock order shows on PostgreSQL. */
const ROUNDS = 8;

/**
 * A change of a team's or venue's details that its meetings' events show, and an edit of one of those meetings, at
 * once: each is allowed alone and both must be made (never a deadlock's 500), each raising the event's SEQUENCE.
 */
describe.each(testDatabaseEngines())('calendar event changes racing meeting edits on $name', (engine) => {
  const env = useApiTest(engine);
  const places = useMeetingPlaces(env);
  const meetings = meetingRequests(() => env.app);
  const teams = teamRequests(() => env.app);
  const venues = venueRequests(() => env.app);

  const sequenceOf = async (id: string) =>
    (await env.db.query<{ sequence: number }>('select sequence from meetings where id = $1', [id]))[0]?.sequence;

  it.each([
    [
      'its team’s meeting link',
      (round: number) => ({
        requests: teams,
        name: 'Data Science',
        changes: { zoomLink: `https://meet.example.org/${round}` },
      }),
    ],
    [
      'its venue’s address',
      (round: number) => ({ requests: venues, name: 'Main Hall', changes: { address: `${round} New Road` } }),
    ],
  ])('makes both a change of %s and an edit of one of its meetings', async (_case, placeChange) => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const id = `Kickoff ${round}`;
      await addMeeting(env.app, places.chief.token, newMeetingPayload({ _id: id, ...onDay(round) }));
      const { requests, name, changes } = placeChange(round);
      const [place, meeting] = await Promise.all([
        requests.edit(places.chief.token, name),
        meetings.edit(places.chief.token, id),
      ]);
      const [placeSaved, meetingSaved] = await Promise.all([
        requests.update(places.chief.token, { ...place.json(), ...changes }),
        meetings.update(places.chief.token, { ...meeting.json(), comments: `Round ${round}` }),
      ]);
      expect([round, placeSaved.statusCode, meetingSaved.statusCode]).toEqual([round, 200, 200]);
      expect(await sequenceOf(id)).toBe(2);
    }
  });
});

/** One hour on a day of its own, so that the meetings of the rounds never clash. */
function onDay(round: number) {
  const day = `2030-05-${String(round + 1).padStart(2, '0')}`;
  return { meetingDate: day, startTime: `${day}T10:00:00.000Z`, endTime: `${day}T11:00:00.000Z` };
}
