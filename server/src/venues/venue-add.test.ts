import { duplicateKeyMessage } from '@scheduler/shared-domain/server-messages';
import { DELETE_CONTACT_VALUE } from '@scheduler/shared-domain/venue';
import { internalContactRefusedMessage, venueContactRefusedMessage } from '@scheduler/shared-domain/venue-messages';
import { VENUE_MESSAGES as M } from '@scheduler/shared-domain/venue-schema';
import { expectRefused, useApiTest } from '../../test/api-test';
import { useGroupPeople } from '../../test/people-test';
import { addUser, newVenuePayload } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { venueRequests } from '../../test/venue-test';

const long = (length: number, prefix = '') => prefix + 'a'.repeat(length - prefix.length);

describe.each(testDatabaseEngines())('POST /api/venues/add on $name', (engine) => {
  const env = useApiTest(engine);
  const people = useGroupPeople(env);
  const venues = venueRequests(() => env.app);
  const add = (payload: object) => venues.add(people.chief.token, payload);
  const expectAddRefused = (payload: object, statusCode: number, message: string) =>
    expectRefused(env.db, () => add(payload), statusCode, message);

  it('stores the venue and answers 201 with its record, contacts as usernames, the date its own', async () => {
    env.clock.advanceMinutes(7);

    const response = await add(
      newVenuePayload({
        _id: '  Main Hall ',
        description: ' Lecture hall, 120 seats ',
        RG_contact: 'chief',
        contact: 'kowalski',
        updatedDate: '2001-01-01T00:00:00.000Z',
        extra: 'dropped',
      }),
    );

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      ...newVenuePayload(),
      _id: 'Main Hall',
      description: 'Lecture hall, 120 seats',
      RG_contact: 'chief',
      contact: 'kowalski',
      updatedDate: new Date(env.clock.now()).toISOString(),
    });
    expect((await venues.edit(people.plain.token, 'Main Hall')).json()).toEqual(response.json());
    const [row] = await env.db.query<{ internal_contact_id: string; venue_contact_id: string }>(
      'select internal_contact_id, venue_contact_id from venues',
    );
    expect(row).toEqual({ internal_contact_id: people.chief.userId, venue_contact_id: people.kowalskiId });
  });

  it('takes blank fields, and a single space (the <delete> choice) as no contact', async () => {
    const response = await add({
      _id: 'Bare Room',
      RG_contact: DELETE_CONTACT_VALUE,
      contact: DELETE_CONTACT_VALUE,
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      _id: 'Bare Room',
      RG_contact: '',
      contact: '',
      website: '',
      iconimage: '',
    });
  });

  describe('contacts', () => {
    it('take any user who is not a Contact as internal contact, found whatever the case, answered as stored', async () => {
      await addUser(env.app, { username: 'Sleeper', role: 'User', inActive: true });

      for (const [name, internal, stored] of [
        ['Room A', 'CHIEF', 'chief'],
        ['Room B', 'plain', 'plain'],
        ['Room C', 'sleeper', 'Sleeper'],
      ]) {
        const response = await add(newVenuePayload({ _id: name, RG_contact: internal }));
        expect([name, response.statusCode, response.json().RG_contact]).toEqual([name, 201, stored]);
      }
    });

    it.each([
      ['an unknown internal contact', { RG_contact: 'nobody' }, internalContactRefusedMessage('nobody')],
      ['a Contact as internal contact', { RG_contact: 'kowalski' }, internalContactRefusedMessage('kowalski')],
      ['an unknown venue contact', { contact: 'nobody' }, venueContactRefusedMessage('nobody')],
      ['a User as venue contact', { contact: 'plain' }, venueContactRefusedMessage('plain')],
      ['an Admin as venue contact', { contact: 'chief' }, venueContactRefusedMessage('chief')],
    ])('refuse %s with 400, storing nothing', async (_case, contacts, message) => {
      await expectAddRefused(newVenuePayload(contacts), 400, message);
    });
  });

  it('refuses a name taken in any case with 403 and the name as typed, storing nothing', async () => {
    expect((await add(newVenuePayload({ _id: 'Main Hall' }))).statusCode).toBe(201);
    await expectAddRefused(newVenuePayload({ _id: 'MAIN hall' }), 403, duplicateKeyMessage('venues', 'MAIN hall'));
  });

  describe('validation', () => {
    it.each([
      ['a blank name', { _id: '   ' }, M.nameRequired],
      ['no name at all', { _id: undefined }, M.nameRequired],
      ['a name that is not text', { _id: 42 }, 'Venue Name must be text.'],
      ['a name over 48 characters', { _id: long(49) }, M.nameTooLong],
      ['a name with other characters', { _id: 'Hall/1' }, M.nameCharacters],
      ['a description over 254 characters', { description: long(255) }, M.descriptionTooLong],
      ['a description with other characters', { description: 'Hall <b>' }, M.descriptionCharacters],
      ['a website over 254 characters', { website: long(255, 'https://example.org/') }, M.websiteTooLong],
      ['a website that is not an http URL', { website: 'ftp://example.org' }, M.websiteInvalid],
      ['a website with a vertical tab', { website: 'https://example.org/a\u000bb' }, M.websiteInvalid],
      ['a calendar with an escape', { calendar: 'https://example.org/cal\u001b[2J.ics' }, M.calendarInvalid],
      ['a calendar over 254 characters', { calendar: long(255, 'https://example.org/') }, M.calendarTooLong],
      ['a calendar that is not a URL', { calendar: 'every Monday' }, M.calendarInvalid],
      ['an address over 35 characters', { address: long(36) }, M.addressTooLong],
      ['an address with other characters', { address: 'Flat 1/2' }, M.addressCharacters],
      ['a town over 25 characters', { town: long(26) }, M.townTooLong],
      ['a town with other characters', { town: 'Springfield!' }, M.townCharacters],
      ['a location over 254 characters', { location: long(255, 'https://maps.example.org/') }, M.locationTooLong],
      ['a location that is not an http URL', { location: 'javascript:alert(1)' }, M.locationInvalid],
      ['an icon path over 128 characters', { iconimage: `/${long(124)}.png` }, M.iconTooLong],
      ['an icon path that climbs', { iconimage: '../jwt-secret.png' }, M.iconInvalid],
      ['a photo path over 128 characters', { photoimage: `/${long(124)}.jpg` }, M.photoTooLong],
      ['a photo path that is not an image', { photoimage: '/uploads/venues/tool.exe' }, M.photoInvalid],
    ])('answers 400 for %s, storing nothing', async (_case, changes, message) => {
      await expectAddRefused(newVenuePayload(changes), 400, message);
    });

    it.each([
      ['the name first', { _id: '', description: 'Hall <b>', RG_contact: 'nobody' }, M.nameRequired],
      ['name length before characters', { _id: long(49, 'Hall/') }, M.nameTooLong],
      ['description length before its characters', { description: long(255, '<') }, M.descriptionTooLong],
      ['description before website', { description: '<', website: 'nope' }, M.descriptionCharacters],
      ['website before calendar', { website: 'nope', calendar: 'nope' }, M.websiteInvalid],
      ['address before town', { address: 'a/b', town: 'b!' }, M.addressCharacters],
      ['location before the images', { location: 'nope', iconimage: 'x.exe' }, M.locationInvalid],
      ['icon before photo', { iconimage: 'x.exe', photoimage: 'y.exe' }, M.iconInvalid],
      ['every form rule before the contacts', { photoimage: 'y.exe', RG_contact: 'nobody' }, M.photoInvalid],
    ])('checks in the order of SPEC §5: %s', async (_case, changes, message) => {
      await expectAddRefused(newVenuePayload(changes), 400, message);
    });
  });
});

describe.each(testDatabaseEngines())('the internal contact wire name on $name', (engine) => {
  const env = useApiTest(engine, { settings: { groupAbbreviation: 'CSL' } });
  const people = useGroupPeople(env);
  const venues = venueRequests(() => env.app);

  it('follows GROUP_ABBREVIATION, in what the API takes and what it answers', async () => {
    const added = await venues.add(
      people.chief.token,
      newVenuePayload({ _id: 'Main Hall', CSL_contact: 'plain', RG_contact: 'chief' }, 'CSL'),
    );

    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ CSL_contact: 'plain' });
    expect(added.json()).not.toHaveProperty('RG_contact');
    const [listed] = (await venues.list(people.plain.token)).json();
    expect(listed).toMatchObject({ _id: 'Main Hall', CSL_contact: 'plain' });
    expect(listed).not.toHaveProperty('RG_contact');
    const refused = await venues.add(people.chief.token, newVenuePayload({ _id: 'Annex', CSL_contact: 'kowalski' }));
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: internalContactRefusedMessage('kowalski') }]);
  });
});
