import {
  internalContactRefusedMessage,
  VENUE_SERVER_MESSAGES,
  venueContactRefusedMessage,
  venueInUseMessage,
} from '@scheduler/shared-domain/venue-messages';
import type { VenueInput } from '@scheduler/shared-domain/venue-schema';
import fp from 'fastify-plugin';
import type { Database, Queryable } from '../../db/database';
import { withDuplicateKeyCheck } from '../../db/duplicate-key';
import { conflict, HttpError } from '../../http-error';
import type { StoredVenue } from '../../venue-record';
import type { Clock } from './database';
import { lockPlaces } from './place-locks';
import { createUsersRepository } from './users-repository';
import { type FindVenueMeetings, findVenueMeetings } from './venue-meetings';
import { createVenuesRepository, type VenueChanges } from './venues-repository';

export const venueNotFound = () => new HttpError(404, VENUE_SERVER_MESSAGES.venueNotFound);

/** Creating, changing and deleting venues with the rules the form schemas cannot check: contacts and meetings. */
export interface VenueManagement {
  add(input: VenueInput): Promise<StoredVenue>;
  /** Finds the venue by `_id`, whatever its case, and never renames it. */
  update(input: VenueInput): Promise<StoredVenue>;
  /** Answers the venue as it was before it was deleted. */
  remove(name: string): Promise<StoredVenue>;
}

export interface VenueManagementDeps {
  db: Database;
  now: Clock;
  /** Replaced in tests until the meetings table exists. */
  findMeetings?: FindVenueMeetings;
}

/**
 * The venue's changes with its contacts as user ids: the internal contact must be a user who is not a Contact, the
 * venue contact a Contact; '' clears either. Takes the lock of user changes, so that a named user cannot be
 * deleted or change role between this check and the write (a user delete looks for venues under the same lock).
 */
async function checkedChanges(tx: Queryable, input: VenueInput): Promise<VenueChanges> {
  const users = createUsersRepository(tx);
  await users.lockUserChanges();
  const { _id, internalContact, contact, ...details } = input;
  const internal = internalContact === '' ? null : await users.findByUsername(internalContact);
  if (internalContact !== '' && (!internal || internal.role === 'Contact')) {
    throw new HttpError(400, internalContactRefusedMessage(internalContact));
  }
  const venueContact = contact === '' ? null : await users.findByUsername(contact);
  if (contact !== '' && venueContact?.role !== 'Contact') throw new HttpError(400, venueContactRefusedMessage(contact));

  return { ...details, internalContactId: internal?.id ?? null, venueContactId: venueContact?.id ?? null };
}

export function createVenueManagement(deps: VenueManagementDeps): VenueManagement {
  const { db, now, findMeetings = findVenueMeetings } = deps;

  return {
    add: (input) =>
      withDuplicateKeyCheck('venues', input._id, () =>
        db.transaction(async (tx) =>
          createVenuesRepository(tx).create(input._id, await checkedChanges(tx, input), new Date(now())),
        ),
      ),

    update: (input) =>
      db.transaction(async (tx) => {
        const venues = createVenuesRepository(tx);
        if (!(await venues.findByName(input._id))) throw venueNotFound();
        const updated = await venues.update(input._id, await checkedChanges(tx, input), new Date(now()));
        if (!updated) throw venueNotFound();
        return updated;
      }),

    remove: (name) =>
      db.transaction(async (tx) => {
        // A meeting add that found the venue is over before this looks for its meetings, or waits and finds none.
        await lockPlaces(db.engine, tx, { venues: [name] });
        const venues = createVenuesRepository(tx);
        const venue = await venues.findByName(name);
        if (!venue) throw venueNotFound();
        const meetingIds = await findMeetings(tx, venue.name);
        if (meetingIds.length > 0) throw conflict(venueInUseMessage(venue.name, meetingIds));
        if (!(await venues.delete(venue.name))) throw venueNotFound();
        return venue;
      }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    venueManagement: VenueManagement;
  }
}

export default fp(
  async (app) => {
    app.decorate('venueManagement', createVenueManagement({ db: app.db, now: app.now }));
  },
  { name: 'venue-management', dependencies: ['database'] },
);
