import { message } from '@scheduler/shared-domain/i18n';
import { VENUE_ANSWER_MESSAGES } from '@scheduler/shared-domain/venue-messages';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { createVenuesRepository, type VenuesNamingUser } from './venues-repository';

/** What other resources may ask about venues, inside their own transaction. */

export const venueNotFound = () => new HttpError(404, message(VENUE_ANSWER_MESSAGES.notFound));

/** The venue's name as stored, whatever the case it is given in; null when there is none. */
export const findVenueName = async (tx: Queryable, name: string): Promise<string | null> =>
  (await createVenuesRepository(tx).findByName(name))?.name ?? null;

export const venuesNaming = (tx: Queryable, userId: string): Promise<VenuesNamingUser> =>
  createVenuesRepository(tx).namesNaming(userId);

/** The usernames of the venue's internal contact and venue contact, those it has. */
export const venueContacts = async (tx: Queryable, venueName: string): Promise<string[]> => {
  const venue = await createVenuesRepository(tx).findByName(venueName);
  return venue ? [venue.internalContact, venue.venueContact].filter(Boolean) : [];
};
