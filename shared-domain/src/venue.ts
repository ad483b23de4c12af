/** SPEC §3: the internal contact travels under the group's abbreviation followed by `_contact`. */
export type InternalContactKey = `${string}_contact`;

export function internalContactKey(groupAbbreviation: string): InternalContactKey {
  return `${groupAbbreviation}_contact`;
}

/** What a venue says about itself: everything but its name, its contacts and when it changed. */
export interface VenueDetails {
  description: string;
  website: string;
  calendar: string;
  address: string;
  town: string;
  location: string;
  iconimage: string;
  photoimage: string;
}

/** A venue as the API sends it; contacts are usernames, '' when none. */
export interface Venue extends VenueDetails {
  _id: string;
  /** The venue contact: a Contact's username. */
  contact: string;
  updatedDate: string;
  /** The internal contact under its wire name, e.g. `RG_contact`: a username of a non-Contact user. */
  [internalContact: InternalContactKey]: string;
}

/** SPEC §4: the contact dropdowns' '<delete>' choice is sent as a single space, and clears that contact. */
export const DELETE_CONTACT_VALUE = ' ';

/** SPEC §2, §9: the venue list's header sticks this far from the top. */
export const VENUE_LIST_HEADER_TOP_PX = 90;
