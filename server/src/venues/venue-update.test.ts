import type { Venue } from '@scheduler/shared-domain/venue';
import { DELETE_CONTACT_VALUE } from '@scheduler/shared-domain/venue';
import {
  internalContactRefusedMessage,
  VENUE_SERVER_MESSAGES,
  venueContactRefusedMessage,
} from '@scheduler/shared-domain/venue-messages';
import { VENUE_MESSAGES as M } from '@scheduler/shared-domain/venue-schema';
import { expectRefused, useApiTest } from '../../test/api-test';
import { useGroupPeople } from '../../test/people-test';
import { bearer, newVenuePayload } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { venueRequests } from '../../test/venue-test';

describe.each(testDatabaseEngines())('POST /api/venues/update/ on $name', (engine) => {
  const env = useApiTest(engine);
  const people = useGroupPeople(env);
  const venues = venueRequests(() => env.app);
  const update = (payload: object) => venues.update(people.chief.token, payload);
  const expectUpdateRefused = (payload: object, statusCode: number, message: string) =>
    expectRefused(env.db, () => update(payload), statusCode, message);

  beforeEach(async () => {
    const added = await venues.add(
      people.chief.token,
      newVenuePayload({ _id: 'Main Hall', RG_contact: 'chief', contact: 'kowalski' }),
    );
    if (added.statusCode !== 201) throw new Error(`adding Main Hall failed: ${added.body}`);
  });

  /** What the edit screen sends back: the record as loaded, with its changes. */
  const edited = async (changes: object = {}): Promise<Venue> => ({
    ...(await venues.edit(people.chief.token, 'Main Hall')).json(),
    ...changes,
  });

  it('changes every field but the name, and answers the record with a new updatedDate', async () => {
    env.clock.advanceMinutes(9);
    const changes = {
      description: 'Refurbished: 140 seats',
      RG_contact: 'plain',
      website: 'https://example.org/hall',
      calendar: '',
      address: '2 College Road',
      town: 'Shelbyville',
      location: '',
      iconimage: '/uploads/venues/3f0c1a52-6a1e-4c1b-9d1e-0b4c2f7f9a10.png',
      photoimage: 'images/hall.webp',
    };

    const response = await update(await edited(changes));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: 'Main Hall',
      contact: 'kowalski',
      ...changes,
      updatedDate: new Date(env.clock.now()).toISOString(),
    });
    expect((await venues.edit(people.plain.token, 'Main Hall')).json()).toEqual(response.json());
  });

  it('never renames: a name in another case finds the venue, which keeps its own', async () => {
    const response = await update(await edited({ _id: 'MAIN HALL', description: 'Found' }));

    expect([response.statusCode, response.json()._id, response.json().description]).toEqual([
      200,
      'Main Hall',
      'Found',
    ]);
    expect((await venues.names(people.chief.token)).json()).toEqual(['Main Hall']);
  });

  it('clears a contact sent as a single space (the <delete> choice), each on its own', async () => {
    const withoutVenueContact = await update(await edited({ contact: DELETE_CONTACT_VALUE }));
    expect(withoutVenueContact.json()).toMatchObject({ RG_contact: 'chief', contact: '' });

    const withoutBoth = await update(await edited({ RG_contact: DELETE_CONTACT_VALUE }));
    expect(withoutBoth.json()).toMatchObject({ RG_contact: '', contact: '' });
    expect(await env.db.query('select internal_contact_id, venue_contact_id from venues')).toEqual([
      { internal_contact_id: null, venue_contact_id: null },
    ]);
  });

  it('answers 404 for a venue that does not exist, changing nothing', async () => {
    await expectUpdateRefused(
      newVenuePayload({ _id: 'Annex', updatedDate: new Date(env.clock.now()).toISOString() }),
      404,
      VENUE_SERVER_MESSAGES.venueNotFound,
    );
  });

  it.each([
    ['a Contact as internal contact', { RG_contact: 'kowalski' }, internalContactRefusedMessage('kowalski')],
    ['a User as venue contact', { contact: 'plain' }, venueContactRefusedMessage('plain')],
    ['an unknown venue contact', { contact: 'gone' }, venueContactRefusedMessage('gone')],
  ])('refuses %s with 400, changing nothing', async (_case, changes, message) => {
    await expectUpdateRefused(await edited(changes), 400, message);
  });

  describe('validation, in the edit order of SPEC §5', () => {
    it.each([
      ['description characters before the name', { _id: '', description: 'Hall <b>' }, M.descriptionCharacters],
      ['description characters before its length', { description: `<${'d'.repeat(254)}` }, M.descriptionCharacters],
      [
        'description characters before the contacts',
        { description: '<', RG_contact: 'nobody' },
        M.descriptionCharacters,
      ],
      ['description characters before a missing venue', { _id: 'Annex', description: '<' }, M.descriptionCharacters],
      ['then the name', { _id: ' ', description: 'd'.repeat(255) }, M.nameRequired],
      ['then the description length', { description: 'd'.repeat(255), website: 'nope' }, M.descriptionTooLong],
      ['then the other fields', { website: 'nope', town: 'b!' }, M.websiteInvalid],
      ['the photo path', { photoimage: '../../etc/passwd.png' }, M.photoInvalid],
    ])('answers 400: %s, changing nothing', async (_case, changes, message) => {
      await expectUpdateRefused(await edited(changes), 400, message);
    });
  });

  it('is refused to a User', async () => {
    const response = await env.app.inject({
      method: 'POST',
      url: '/api/venues/update/',
      headers: bearer(people.plain.token),
      payload: await edited({ description: 'Mine now' }),
    });
    expect(response.statusCode).toBe(403);
    expect((await venues.edit(people.plain.token, 'Main Hall')).json().description).not.toBe('Mine now');
  });
});
