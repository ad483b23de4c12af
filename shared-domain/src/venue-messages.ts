/** What the server answers about venues beyond the form rules of SPEC §5. */
export const VENUE_SERVER_MESSAGES = {
  venueNotFound: 'Venue not found.',
} as const;

export const venueDeletedMessage = (name: string) => `Venue ${name} deleted.`;

/** The internal contact must name a user who is not a Contact (SPEC §3). */
export const internalContactRefusedMessage = (username: string) =>
  `Contact ${username} is not a user who can be an internal contact.`;

/** The venue contact must name a Contact (SPEC §3). */
export const venueContactRefusedMessage = (username: string) => `Venue Contact ${username} is not a Contact.`;

/** A venue that meetings are held at cannot be deleted; says how many and which. */
export function venueInUseMessage(name: string, meetingIds: readonly string[]): string {
  const count = meetingIds.length === 1 ? '1 meeting uses' : `${meetingIds.length} meetings use`;
  return `Venue ${name} cannot be deleted while ${count} it: ${meetingIds.join(', ')}.`;
}

/** Where a user is still named, for `userStillReferencedMessage`. */
export const internalContactPlace = (venueName: string) => `internal contact of venue ${venueName}`;
export const venueContactPlace = (venueName: string) => `contact of venue ${venueName}`;

/** `POST /venues/images`: what is wrong with an upload. */
export const VENUE_IMAGE_MESSAGES = {
  imageRequired: 'An image file is required.',
  unsupportedType: 'An image must be sent as image/png, image/jpeg or image/webp.',
  notAnImage: 'The file is not a PNG, JPEG or WebP image.',
} as const;

/** The bytes are an image of one type, the Content-Type header claims another. */
export const imageTypeMismatchMessage = (actual: string, declared: string) =>
  `The file is a ${actual} image, but was sent as ${declared}.`;
