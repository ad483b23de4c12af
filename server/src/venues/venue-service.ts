import { internalContactRefused, venueContactRefused, venueInUse } from '@scheduler/shared-domain/venue-messages';
import type { VenueInput } from '@scheduler/shared-domain/venue-schema';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import {
  createMeetingPlaceService,
  type MeetingPlaceDeps,
  type MeetingPlaceService,
} from '../meeting-places/meeting-place-service';
import { findUserByUsername } from '../users/user-queries';
import { venueNotFound } from './venue-queries';
import { type StoredVenue, venueWireFor } from './venue-wire';
import { createVenuesRepository, type VenueChanges } from './venues-repository';

/** Reading, creating, changing and deleting venues with the rules the form schemas cannot check. */
export type VenueService = MeetingPlaceService<VenueInput, StoredVenue>;

export interface VenueServiceDeps extends MeetingPlaceDeps {
  /** GROUP_ABBREVIATION: the change record names the internal contact as the API does. */
  groupAbbreviation: string;
}

/**
 * The venue's changes with its contacts as user ids: the internal contact must be a user who is not a Contact, the
 * venue contact a Contact; '' clears either. A refusal names the field by its wire name, `internalKey` for the
 * internal contact.
 */
async function checkedChanges(tx: Queryable, input: VenueInput, internalKey: string): Promise<VenueChanges> {
  const { _id, internalContact, contact, ...details } = input;
  const internal = internalContact === '' ? null : await findUserByUsername(tx, internalContact);
  if (internalContact !== '' && (!internal || internal.role === 'Contact')) {
    throw new HttpError(400, internalContactRefused(internalContact), internalKey);
  }
  const venueContact = contact === '' ? null : await findUserByUsername(tx, contact);
  if (contact !== '' && venueContact?.role !== 'Contact') {
    throw new HttpError(400, venueContactRefused(contact), 'contact');
  }

  return { ...details, internalContactId: internal?.id ?? null, venueContactId: venueContact?.id ?? null };
}

export function createVenueService({ groupAbbreviation, ...deps }: VenueServiceDeps): VenueService {
  const { toVenueRecord, internalKey } = venueWireFor(groupAbbreviation);
  return createMeetingPlaceService(
    {
      kind: 'venue',
      repository: createVenuesRepository,
      notFound: venueNotFound,
      inUse: venueInUse,
      checkedChanges: (tx, input) => checkedChanges(tx, input, internalKey),
      people: (venue) => [venue.internalContact, venue.venueContact],
      peopleAfter: (changes) => [changes.internalContactId, changes.venueContactId],
      // Its meetings' events carry its address.
      eventsShowChange: (venue, changes) =>
        changes.address !== venue.address || changes.town !== venue.town || changes.location !== venue.location,
      toRecord: toVenueRecord,
    },
    deps,
  );
}
