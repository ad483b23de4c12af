import { venueInUseMessage } from '@scheduler/shared-domain/venue-messages';
import { useApiTest } from '../../../test/api-test';
import { databaseSnapshot } from '../../../test/test-app';
import { testDatabaseEngines } from '../../../test/test-databases';
import { HttpError } from '../../http-error';
import { createVenueManagement } from './venue-management';
import { findVenueMeetings } from './venue-meetings';

/** The service behind `/venues/delete`; routes/meetings/delete.test.ts deletes venues that real meetings use. */
describe.each(testDatabaseEngines())('deleting a venue on $name', (engine) => {
  const env = useApiTest(engine);

  const managementWith = (findMeetings = findVenueMeetings) =>
    createVenueManagement({ db: env.db, now: env.clock.now, findMeetings });
  const addVenue = (name: string) =>
    managementWith().add({
      _id: name,
      description: '',
      internalContact: '',
      contact: '',
      website: '',
      calendar: '',
      address: '',
      town: '',
      location: '',
      iconimage: '',
      photoimage: '',
    });

  it('refuses a venue that meetings use with 409, saying how many and which, changing nothing', async () => {
    await addVenue('Main Hall');
    const findMeetings = jest.fn(async () => ['Kickoff 2030', 'Weekly sync']);
    const before = await databaseSnapshot(env.db);

    const removal = managementWith(findMeetings).remove('main hall');

    await expect(removal).rejects.toEqual(
      new HttpError(409, venueInUseMessage('Main Hall', ['Kickoff 2030', 'Weekly sync'])),
    );
    await expect(removal).rejects.toHaveProperty('statusCode', 409);
    expect(findMeetings).toHaveBeenCalledWith(expect.anything(), 'Main Hall');
    expect(await databaseSnapshot(env.db)).toEqual(before);
  });

  it('deletes a venue that no meeting uses, asking once', async () => {
    await addVenue('Annex');
    const findMeetings = jest.fn(async () => []);

    await expect(managementWith(findMeetings).remove('Annex')).resolves.toMatchObject({ name: 'Annex' });
    expect(findMeetings).toHaveBeenCalledTimes(1);
    expect(await env.db.query('select name from venues')).toEqual([]);
  });

  it('finds no meetings for a venue that none uses', async () => {
    await addVenue('Main Hall');
    await expect(findVenueMeetings(env.db, 'Main Hall')).resolves.toEqual([]);
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
