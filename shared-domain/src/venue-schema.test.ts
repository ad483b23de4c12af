import type * as v from 'valibot';
import { validateInOrder } from './validation';
import { VENUE_MESSAGES as M, venueSchemas } from './venue-schema';

const { addVenueSchema, updateVenueSchema } = venueSchemas('RG');
const validVenue = {
  _id: 'Main Hall-2.b',
  description: 'Big room: 40 seats, projector & "good" coffee!',
  RG_contact: 'jsmith',
  contact: 'akowalski',
  website: 'https://example.org/hall',
  calendar: 'http://calendar.example.org/hall',
  address: '12 High St. (rear), #4',
  town: 'Springfield',
  location: 'https://maps.example.org/?q=hall',
  iconimage: '/uploads/venues/0b7f5c1e.png',
  photoimage: 'images/hall.jpg',
};
/** C0, DEL and C1. */
const CONTROL_CHARACTERS = [...Array(32).keys(), 0x7f, ...Array.from({ length: 32 }, (_, index) => 0x80 + index)].map(
  (code) => String.fromCodePoint(code),
);
const firstFailure = (schema: typeof addVenueSchema | typeof updateVenueSchema, change: object) => {
  const result = validateInOrder<v.GenericSchema>(schema, {
    ...validVenue,
    updatedDate: '2026-11-20T09:00:00.000Z',
    ...change,
  });
  return result.ok ? null : result.message;
};

describe('addVenueSchema (SPEC §5)', () => {
  it('takes the internal contact from its wire name, RG_contact', () => {
    const result = validateInOrder(addVenueSchema, validVenue);
    expect(result).toMatchObject({
      ok: true,
      value: { _id: 'Main Hall-2.b', internalContact: 'jsmith', contact: 'akowalski' },
    });
  });

  it.each([
    [{ _id: ' ' }, 'Venue Name is required.'],
    [{ _id: 'v'.repeat(49) }, 'Venue Name field exceeds max length of 48 characters'],
    [{ _id: 'Hall/1' }, 'Venue Name must consist only of a-z A-Z 0-9 . - _ and space characters'],
    [{ description: 'd'.repeat(255) }, 'Description field exceeds max length of 254 characters'],
    [
      { description: 'a < b' },
      'Description must consist only of a-z A-Z 0-9 _ . , ? : ; " \' = - + ( ) * & % $ # @ ! and space characters',
    ],
    [{ website: `https://example.org/${'w'.repeat(240)}` }, 'Website URL field exceeds max length of 254 characters'],
    [{ website: 'javascript:alert(1)' }, 'Website URL format is invalid,'],
    [{ calendar: `https://example.org/${'c'.repeat(240)}` }, 'Calendar URL field exceeds max length of 254 characters'],
    [{ calendar: 'ftp://example.org' }, 'Calendar URL format is invalid,'],
    [{ address: 'a'.repeat(36) }, 'Address field exceeds max length of 35 characters'],
    [{ address: '12 High St; rear' }, 'Address must consist only of a-z A-Z 0-9 . , % # @ - ( ) and space characters'],
    [{ town: 't'.repeat(26) }, 'Town field exceeds max length of 25 characters'],
    [{ town: 'Spring_field' }, 'Town must consist only of a-z A-Z 0-9 . , % # @ - ( ) and space characters'],
    [
      { location: `https://maps.example.org/${'l'.repeat(240)}` },
      'Location URL field exceeds max length of 254 characters',
    ],
    [{ location: 'maps' }, 'Location URL format is invalid,'],
    [{ iconimage: `/${'i'.repeat(124)}.png` }, 'Venue Icon Image field exceeds max length of 128 characters'],
    [{ iconimage: '../secret.png' }, 'Venue Icon Image path format is invalid.'],
    [{ photoimage: `/${'p'.repeat(124)}.png` }, 'Venue Photo Image field exceeds max length of 128 characters'],
    [{ photoimage: 'photo.exe' }, 'Venue Photo Image path format is invalid.'],
  ])('refuses %j with its message', (change, message) => {
    expect(firstFailure(addVenueSchema, change)).toBe(message);
  });

  it.each([
    ['website', 'https://example.org/', M.websiteInvalid],
    ['calendar', 'http://calendar.example.org/', M.calendarInvalid],
    ['location', 'https://maps.example.org/?q=', M.locationInvalid],
    ['iconimage', 'https://example.org/icon', M.iconInvalid],
    ['photoimage', 'https://example.org/photo', M.photoInvalid],
  ])('refuses %s with any control character in it (they would reach the iCalendar text raw)', (field, url, message) => {
    const taken = CONTROL_CHARACTERS.filter(
      (character) => firstFailure(addVenueSchema, { [field]: `${url}a${character}b.png` }) !== message,
    );
    expect(taken.map((character) => character.codePointAt(0)?.toString(16))).toEqual([]);
  });

  it('checks the name first, then the fields in SPEC order', () => {
    expect(firstFailure(addVenueSchema, { _id: '', description: '<', website: 'x' })).toBe(M.nameRequired);
    expect(firstFailure(addVenueSchema, { description: 'd'.repeat(255).replace('d', '<') })).toBe(M.descriptionTooLong);
    expect(firstFailure(addVenueSchema, { town: 'x'.repeat(30), website: 'x' })).toBe(M.websiteInvalid);
  });

  it('accepts a venue with only a name, and a single space as no contact', () => {
    const result = validateInOrder(addVenueSchema, { _id: 'Annex', RG_contact: ' ', contact: ' ' });
    expect(result).toMatchObject({ ok: true, value: { _id: 'Annex', internalContact: '', contact: '', website: '' } });
  });
});

describe('updateVenueSchema (SPEC §5: on edit the description character check runs first)', () => {
  it('checks the description characters before anything else', () => {
    expect(firstFailure(updateVenueSchema, { description: 'a < b', _id: '', website: 'x' })).toBe(
      M.descriptionCharacters,
    );
    expect(firstFailure(updateVenueSchema, { description: 'd'.repeat(255) })).toBe(M.descriptionTooLong);
  });

  it('still needs the name of the venue it changes', () => {
    expect(firstFailure(updateVenueSchema, { _id: '' })).toBe(M.nameRequired);
  });

  it('needs the updatedDate the edit started from, after the SPEC checks', () => {
    expect(firstFailure(updateVenueSchema, { updatedDate: '' })).toBe(M.updatedDateRequired);
    expect(firstFailure(updateVenueSchema, { updatedDate: 'soon', town: '<' })).toBe(M.townCharacters);
  });
});
