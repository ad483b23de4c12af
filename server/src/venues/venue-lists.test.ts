import { VENUE_SERVER_MESSAGES } from '@scheduler/shared-domain/venue-messages';
import { VENUE_MESSAGES as M } from '@scheduler/shared-domain/venue-schema';
import { useApiTest } from '../../test/api-test';
import { useGroupPeople } from '../../test/people-test';
import { newVenuePayload } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { venueRequests } from '../../test/venue-test';

/** What the add form sends, and the date the server keeps. */
const VENUE_KEYS = [...Object.keys(newVenuePayload()), 'updatedDate'].sort();

describe.each(testDatabaseEngines())('reading venues on $name', (engine) => {
  const env = useApiTest(engine);
  const people = useGroupPeople(env);
  const venues = venueRequests(() => env.app);
  const addVenue = async (changes: Record<string, unknown>) => {
    const response = await venues.add(people.chief.token, newVenuePayload(changes));
    if (response.statusCode !== 201) throw new Error(`adding a venue failed: ${response.body}`);
    return response.json();
  };

  it('answer empty lists when there are no venues', async () => {
    expect((await venues.list(people.plain.token)).json()).toEqual([]);
    expect((await venues.names(people.plain.token)).json()).toEqual([]);
  });

  describe('GET /api/venues and /api/venues/venues', () => {
    it('answer every venue record, and every name, sorted by name whatever its case', async () => {
      for (const name of ['Main Hall', 'annex', 'Zeta Room', 'b-Room', 'Annex 2']) await addVenue({ _id: name });

      const list = await venues.list(people.plain.token);
      const names = await venues.names(people.plain.token);

      const sorted = ['annex', 'Annex 2', 'b-Room', 'Main Hall', 'Zeta Room'];
      expect(list.statusCode).toBe(200);
      expect(list.json().map((venue: { _id: string }) => venue._id)).toEqual(sorted);
      for (const venue of list.json()) expect(Object.keys(venue).sort()).toEqual(VENUE_KEYS);
      expect([names.statusCode, names.json()]).toEqual([200, sorted]);
    });

    it('name the contacts by their current usernames, so a renamed user follows', async () => {
      const added = await addVenue({ _id: 'Main Hall', RG_contact: 'plain', contact: 'kowalski' });
      await env.db.query(`update users set username = 'anna_k' where id = $1`, [people.kowalskiId]);

      const [listed] = (await venues.list(people.plain.token)).json();

      expect(listed).toEqual({ ...added, RG_contact: 'plain', contact: 'anna_k' });
    });
  });

  describe('GET /api/venues/edit/:id', () => {
    it('answers one venue with its updatedDate, found whatever the case of the name', async () => {
      const added = await addVenue({ _id: 'Library Room 2.14', RG_contact: 'chief' });

      for (const name of ['Library Room 2.14', 'library ROOM 2.14']) {
        const response = await venues.edit(people.plain.token, name);
        expect([name, response.statusCode, response.json()]).toEqual([name, 200, added]);
      }
      expect(added.updatedDate).toBe(new Date(env.clock.now()).toISOString());
    });

    it('answers 404 for a venue that does not exist', async () => {
      const response = await venues.edit(people.chief.token, 'Nowhere');
      expect([response.statusCode, response.json()]).toEqual([404, { message: VENUE_SERVER_MESSAGES.venueNotFound }]);
    });

    it('answers 400 for a name no venue can have', async () => {
      const response = await venues.edit(people.chief.token, 'x'.repeat(49));
      expect([response.statusCode, response.json()]).toEqual([400, { message: M.nameTooLong }]);
    });
  });
});
