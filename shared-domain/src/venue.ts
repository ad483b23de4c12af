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

/** SPEC §4: the contact dropdowns' '<delete>' choice, sent as a single space, clears that contact. */
export const DELETE_CONTACT_LABEL = '<delete>';
export const DELETE_CONTACT_VALUE = ' ';
/** The empty first choice of a contact dropdown, named (it still means no contact). */
export const CONTACT_CHOICE_LABEL = 'Choose a contact';

/** SPEC §7, §8: the browser confirm before `GET /venues/delete/{id}`. */
export const DELETE_VENUE_CONFIRM = 'M004 Select OK to delete, or Cancel to return.';

/** SPEC §2: the venue list's texts. */
export const VENUE_LIST_CAPTION = 'A list of all venues currently in the database.';
export const VENUE_LIST_EMPTY = 'No venues to display';
export const VENUE_LIST_LOADING = 'Loading data. Please wait... ';
/** SPEC §2, §9: the venue list's header sticks this far from the top. */
export const VENUE_LIST_HEADER_TOP_PX = 90;
