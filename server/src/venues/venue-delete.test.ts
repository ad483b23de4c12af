import { VENUE_SERVER_MESSAGES, venueInUseMessage } from '@scheduler/shared-domain/venue-messages';
import { VENUE_MESSAGES as M } from '@scheduler/shared-domain/venue-schema';
import { expectRefused, useApiTest } from '../../test/api-test';
import { useGroupPeople } from '../../test/people-test';
import { bearer, newVenuePayload } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { venueRequests } from '../../test/venue-test';

describe.each(testDatabaseEngines())('GET /api/venues/delete/:id on $name', (engine) => {
  const env = useApiTest(engine);
  const people = useGroupPeople(env);
  const venues = venueRequests(() => env.app);
  const remove = (name: string) => venues.remove(people.chief.token, name);

  beforeEach(async () => {
    const added = await venues.add(
      people.chief.token,
      newVenuePayload({ _id: 'Main Hall', RG_contact: 'plain', contact: 'kowalski' }),
    );
    if (added.statusCode !== 201) throw new Error(`adding Main Hall failed: ${added.body}`);
  });

  it('deletes the venue and says so by its stored name, whatever the case asked for', async () => {
    const response = await remove('main HALL');

    expect([response.statusCode, response.json()]).toEqual([200, { message: 'Venue Main Hall deleted.' }]);
    expect((await venues.edit(people.chief.token, 'Main Hall')).statusCode).toBe(404);
    expect((await venues.names(people.chief.token)).json()).toEqual([]);
  });

  it('frees its contacts, who may then be deleted', async () => {
    await remove('Main Hall');

    const response = await env.app.inject({
      method: 'GET',
      url: `/api/users/delete/${people.kowalskiId}`,
      headers: bearer(people.chief.token),
    });
    expect([response.statusCode, response.json()]).toEqual([200, { message: 'User kowalski deleted.' }]);
  });

  it('answers 404 for a venue that does not exist, changing nothing', async () => {
    await expectRefused(env.db, () => remove('Annex'), 404, VENUE_SERVER_MESSAGES.venueNotFound);
  });

  it('answers 400 for a name no venue can have', async () => {
    await expectRefused(env.db, () => remove('x'.repeat(49)), 400, M.nameTooLong);
  });

  it('is refused to a User', async () => {
    const response = await venues.remove(people.plain.token, 'Main Hall');
    expect(response.statusCode).toBe(403);
    expect((await venues.names(people.plain.token)).json()).toEqual(['Main Hall']);
  });
});
describe('venueInUseMessage', () => {
  it.each([
    [['Kickoff'], 'Venue Main Hall cannot be deleted while 1 meeting uses it: Kickoff.'],
    [['Kickoff', 'Sync'], 'Venue Main Hall cannot be deleted while 2 meetings use it: Kickoff, Sync.'],
  ])('says how many meetings and which: %j', (meetingIds, message) => {
    expect(venueInUseMessage('Main Hall', meetingIds)).toBe(message);
  });
});
