import {
  internalContactRefusedMessage,
  venueContactRefusedMessage,
  venueInUseMessage,
} from '@scheduler/shared-domain/venue-messages';
import type { VenueInput, VenueUpdateInput } from '@scheduler/shared-domain/venue-schema';
import { type AddOrigin, created, deleted, recordChanges, updated } from '../changes/change-queries';
import type { Database, Queryable } from '../db/database';
import type { Clock } from '../db/database-plugin';
import { withDuplicateKeyCheck } from '../db/duplicate-key';
import { conflict, HttpError } from '../http/http-error';
import { nextUpdatedDate, refuseStaleEdit } from '../http/stale-edit';
import { type MeetingMailSettings, meetingMail } from '../mail/mail-queries';
import { meetingEventsChanged, meetingIdsUsing } from '../meetings/meeting-queries';
import { anyUserLeaves, findUserByUsername, lockUserChanges } from '../users/user-queries';
import { venueNotFound } from './venue-queries';
import { type StoredVenue, venueWireFor } from './venue-wire';
import { createVenuesRepository, type VenueChanges } from './venues-repository';

/** Reading, creating, changing and deleting venues with the rules the form schemas cannot check. */
export interface VenueService {
  /** Whatever the case of `name`; 404 when there is none. */
  get(name: string): Promise<StoredVenue>;
  /** Sorted by name, ignoring case. */
  list(): Promise<StoredVenue[]>;
  names(): Promise<string[]>;
  add(input: VenueInput, origin: AddOrigin): Promise<StoredVenue>;
  /** Finds the venue by `_id`, whatever its case, and never renames it. */
  update(input: VenueUpdateInput, actor: string): Promise<StoredVenue>;
  /** Answers the venue as it was before it was deleted. */
  remove(name: string, actor: string): Promise<StoredVenue>;
}

export interface VenueServiceDeps {
  db: Database;
  now: Clock;
  /** GROUP_ABBREVIATION: the change record names the internal contact as the API does. */
  groupAbbreviation: string;
  /** What messages to the people of the venue's meetings are written with; none are sent without (seeding). */
  mail?: MeetingMailSettings;
}

/**
 * The venue's changes with its contacts as user ids: the internal contact must be a user who is not a Contact, the
 * venue contact a Contact; '' clears either. Under the lock of user changes, so that a named user cannot be deleted
 * or change role between this check and the write (a user delete looks for venues under the same lock). A refusal
 * names the field by its wire name, `internalKey` for the internal contact.
 */
async function checkedChanges(tx: Queryable, input: VenueInput, internalKey: string): Promise<VenueChanges> {
  const { _id, internalContact, contact, ...details } = input;
  const internal = internalContact === '' ? null : await findUserByUsername(tx, internalContact);
  if (internalContact !== '' && (!internal || internal.role === 'Contact')) {
    throw new HttpError(400, internalContactRefusedMessage(internalContact), internalKey);
  }
  const venueContact = contact === '' ? null : await findUserByUsername(tx, contact);
  if (contact !== '' && venueContact?.role !== 'Contact') {
    throw new HttpError(400, venueContactRefusedMessage(contact), 'contact');
  }

  return { ...details, internalContactId: internal?.id ?? null, venueContactId: venueContact?.id ?? null };
}

export function createVenueService({ db, now, groupAbbreviation, mail: mailSettings }: VenueServiceDeps): VenueService {
  const mail = meetingMail(mailSettings);
  const { toVenueRecord, internalKey } = venueWireFor(groupAbbreviation);
  return {
    get: async (name) => {
      const venue = await createVenuesRepository(db).findByName(name);
      if (!venue) throw venueNotFound();
      return venue;
    },

    list: () => createVenuesRepository(db).list(),

    names: () => createVenuesRepository(db).names(),

    add: (input, { actor, action }) =>
      withDuplicateKeyCheck('venues', input._id, () =>
        db.transaction(async (tx) => {
          await lockUserChanges(tx);
          const at = new Date(now());
          const venue = await createVenuesRepository(tx).create(
            input._id,
            await checkedChanges(tx, input, internalKey),
            at,
          );
          await recordChanges(tx, { actor, at }, [created('venue', toVenueRecord(venue), action)]);
          return venue;
        }),
      ),

    update: (input, actor) =>
      db.transaction(async (tx) => {
        const venues = createVenuesRepository(tx);
        // Every venue write takes this lock first: of two updates of one venue, the second reads what the first wrote.
        await lockUserChanges(tx);
        const stored = await venues.findByName(input._id);
        if (!stored) throw venueNotFound();
        refuseStaleEdit({ kind: 'venue', key: stored.name, updatedDate: stored.updatedDate }, input.updatedDate);
        const changes = await checkedChanges(tx, input, internalKey);
        const updatedDate = nextUpdatedDate(now(), stored);
        // A contact who was replaced hears its meetings to come are off for them, the new one is invited, and all
        // hear of a new address.
        const before = await mail.beforeAt(tx, { kind: 'venue', name: stored.name }, new Date(now()));
        // What its meetings' calendar events show of it, or who sees them (a cancellation to a replaced contact must be
        // newer than their invitation).
        const contactLeaves = await anyUserLeaves(
          tx,
          [stored.internalContact, stored.venueContact],
          [changes.internalContactId, changes.venueContactId],
        );
        if (
          changes.address !== stored.address ||
          changes.town !== stored.town ||
          changes.location !== stored.location ||
          contactLeaves
        ) {
          await meetingEventsChanged(tx, { venue: stored.name }, updatedDate);
        }
        const venue = await venues.update(input._id, changes, updatedDate);
        if (!venue) throw venueNotFound();
        await recordChanges(tx, { actor, at: updatedDate }, [
          updated('venue', toVenueRecord(stored), toVenueRecord(venue)),
        ]);
        await mail.retell(tx, before, updatedDate);
        return venue;
      }),

    remove: (name, actor) =>
      db.transaction(async (tx) => {
        const venues = createVenuesRepository(tx);
        // A meeting add that found the venue is over before this looks for its meetings, or waits and finds none.
        await venues.lock([name]);
        const venue = await venues.findByName(name);
        if (!venue) throw venueNotFound();
        const meetingIds = await meetingIdsUsing(tx, { venue: venue.name });
        if (meetingIds.length > 0) throw conflict(venueInUseMessage(venue.name, meetingIds));
        if (!(await venues.delete(venue.name))) throw venueNotFound();
        await recordChanges(tx, { actor, at: new Date(now()) }, [deleted('venue', toVenueRecord(venue))]);
        return venue;
      }),
  };
}
