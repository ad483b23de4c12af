import { defineMessages, inEnglish, type Message, message } from '@scheduler/shared-domain/i18n';

/**
 * What the server answers about venues beyond the form rules of SPEC §5, in the `server` namespace. A list of meeting
 * ids is one argument, as the ids are written.
 */
export const VENUE_ANSWER_MESSAGES = defineMessages({
  notFound: { id: 'server.venue.notFound', defaultMessage: 'Venue not found.' },
  deleted: { id: 'server.venue.deleted', defaultMessage: 'Venue {name} deleted.' },
  internalContactRefused: {
    id: 'server.venue.internalContactRefused',
    defaultMessage: 'Contact {username} is not a user who can be an internal contact.',
  },
  contactRefused: { id: 'server.venue.contactRefused', defaultMessage: 'Venue Contact {username} is not a Contact.' },
  inUse: {
    id: 'server.venue.inUse',
    defaultMessage:
      'Venue {name} cannot be deleted while {count, plural, one {# meeting uses} other {# meetings use}} it: {meetingIds}.',
  },
  internalContactPlace: {
    id: 'server.venue.internalContactPlace',
    defaultMessage: 'internal contact of venue {venue}',
  },
  contactPlace: { id: 'server.venue.contactPlace', defaultMessage: 'contact of venue {venue}' },
  imageRequired: { id: 'server.venue.imageRequired', defaultMessage: 'An image file is required.' },
  imageUnsupportedType: {
    id: 'server.venue.imageUnsupportedType',
    defaultMessage: 'An image must be sent as image/png, image/jpeg or image/webp.',
  },
  notAnImage: { id: 'server.venue.notAnImage', defaultMessage: 'The file is not a PNG, JPEG or WebP image.' },
  imageTypeMismatch: {
    id: 'server.venue.imageTypeMismatch',
    defaultMessage: 'The file is a {actual} image, but was sent as {declared}.',
  },
});
const A = VENUE_ANSWER_MESSAGES;

/** The English texts, for the log and the tests. */
export const VENUE_SERVER_MESSAGES = {
  venueNotFound: inEnglish(A.notFound),
} as const;

export const venueDeleted = (name: string): Message => message(A.deleted, { name });

/** The internal contact must name a user who is not a Contact (SPEC §3). */
export const internalContactRefused = (username: string): Message => message(A.internalContactRefused, { username });
export const internalContactRefusedMessage = (username: string) => inEnglish(A.internalContactRefused, { username });

/** The venue contact must name a Contact (SPEC §3). */
export const venueContactRefused = (username: string): Message => message(A.contactRefused, { username });
export const venueContactRefusedMessage = (username: string) => inEnglish(A.contactRefused, { username });

/** A venue that meetings are held at cannot be deleted; says how many and which. */
export const venueInUse = (name: string, meetingIds: readonly string[]): Message =>
  message(A.inUse, { name, count: meetingIds.length, meetingIds: meetingIds.join(', ') });
export function venueInUseMessage(name: string, meetingIds: readonly string[]): string {
  const { descriptor, values } = venueInUse(name, meetingIds);
  return inEnglish(descriptor, values);
}

/** Where a user is still named, for `userStillReferencedMessage`. */
export const internalContactPlace = (venue: string): Message => message(A.internalContactPlace, { venue });
export const venueContactPlace = (venue: string): Message => message(A.contactPlace, { venue });

/** `POST /venues/images`: what is wrong with an upload. */
export const VENUE_IMAGE_RULES = {
  imageRequired: message(A.imageRequired),
  unsupportedType: message(A.imageUnsupportedType),
  notAnImage: message(A.notAnImage),
};
/** The English texts, for the log and the tests. */
export const VENUE_IMAGE_MESSAGES = {
  imageRequired: inEnglish(A.imageRequired),
  unsupportedType: inEnglish(A.imageUnsupportedType),
  notAnImage: inEnglish(A.notAnImage),
} as const;

/** The bytes are an image of one type, the Content-Type header claims another. */
export const imageTypeMismatch = (actual: string, declared: string): Message =>
  message(A.imageTypeMismatch, { actual, declared });
export const imageTypeMismatchMessage = (actual: string, declared: string) =>
  inEnglish(A.imageTypeMismatch, { actual, declared });
