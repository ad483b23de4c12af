import { LIMITS } from '@scheduler/shared-domain/limits';
import {
  FREE_TEXT_CHARACTERS,
  freeTextCharactersMessage,
  isWebUrlOrBlank,
  orderedRules,
  type Rule,
  text,
  maxLengthMessage as tooLong,
  updatedDateRule,
} from '@scheduler/shared-domain/validation';
import * as v from 'valibot';
import { internalContactKey, type VenueDetails } from './venue';

/** SPEC §5 Venue: the messages, word for word. */
export const VENUE_MESSAGES = {
  nameRequiredField: 'Venue Name is required',
  nameRequired: 'Venue Name is required.',
  nameTooLong: tooLong('Venue Name', LIMITS.venueName),
  nameCharacters: 'Venue Name must consist only of a-z A-Z 0-9 . - _ and space characters',
  descriptionTooLong: tooLong('Description', LIMITS.venueDescription),
  descriptionCharacters: freeTextCharactersMessage('Description'),
  websiteTooLong: tooLong('Website URL', LIMITS.venueUrl),
  websiteInvalid: 'Website URL format is invalid,',
  calendarTooLong: tooLong('Calendar URL', LIMITS.venueUrl),
  calendarInvalid: 'Calendar URL format is invalid,',
  addressTooLong: tooLong('Address', LIMITS.venueAddress),
  addressCharacters: 'Address must consist only of a-z A-Z 0-9 . , % # @ - ( ) and space characters',
  townTooLong: tooLong('Town', LIMITS.venueTown),
  townCharacters: 'Town must consist only of a-z A-Z 0-9 . , % # @ - ( ) and space characters',
  locationTooLong: tooLong('Location URL', LIMITS.venueUrl),
  locationInvalid: 'Location URL format is invalid,',
  iconTooLong: tooLong('Venue Icon Image', LIMITS.venueImagePath),
  iconInvalid: 'Venue Icon Image path format is invalid.',
  photoTooLong: tooLong('Venue Photo Image', LIMITS.venueImagePath),
  photoInvalid: 'Venue Photo Image path format is invalid.',
  updatedDateRequired: 'Venue updatedDate is required.',
} as const;
const M = VENUE_MESSAGES;

const NAME_CHARACTERS = /^[A-Za-z0-9 ._-]*$/;
const PLACE_CHARACTERS = /^[A-Za-z0-9 .,:%#@()-]*$/;
/** A relative or absolute path to an image file; no segment starts with a dot, so `..` cannot climb. */
const IMAGE_PATH = /^\/?(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(?:png|jpe?g|gif|webp|svg)$/i;

/** Blank, an http(s) URL, or a path in the format above: what an image field may hold. */
export const isImagePathOrBlank = (value: string) =>
  value === '' || (value.startsWith('http') ? isWebUrlOrBlank(value) : IMAGE_PATH.test(value));

/** A venue as the server takes it, whatever the wire name of its internal contact. */
export interface VenueInput extends VenueDetails {
  _id: string;
  /** Usernames; '' clears (the '<delete>' choice sends a single space, which trims to ''). */
  internalContact: string;
  contact: string;
}

/** An update carries the `updatedDate` of the copy it started from. */
export interface VenueUpdateInput extends VenueInput {
  updatedDate: string;
}

type Fields = Omit<VenueInput, 'internalContact'>;

const maxLength = (field: keyof Fields, max: number, message: string): Rule<Fields> => ({
  field,
  isValid: (venue) => venue[field].length <= max,
  message,
});
const matches = (field: keyof Fields, isValid: (value: string) => boolean, message: string): Rule<Fields> => ({
  field,
  isValid: (venue) => isValid(venue[field]),
  message,
});

const nameRules: Rule<Fields>[] = [
  matches('_id', (name) => name !== '', M.nameRequired),
  maxLength('_id', LIMITS.venueName, M.nameTooLong),
  matches('_id', (name) => NAME_CHARACTERS.test(name), M.nameCharacters),
];
const descriptionLength = maxLength('description', LIMITS.venueDescription, M.descriptionTooLong);
const descriptionCharacters = matches(
  'description',
  (text) => FREE_TEXT_CHARACTERS.test(text),
  M.descriptionCharacters,
);
const otherRules: Rule<Fields>[] = [
  maxLength('website', LIMITS.venueUrl, M.websiteTooLong),
  matches('website', isWebUrlOrBlank, M.websiteInvalid),
  maxLength('calendar', LIMITS.venueUrl, M.calendarTooLong),
  matches('calendar', isWebUrlOrBlank, M.calendarInvalid),
  maxLength('address', LIMITS.venueAddress, M.addressTooLong),
  matches('address', (text) => PLACE_CHARACTERS.test(text), M.addressCharacters),
  maxLength('town', LIMITS.venueTown, M.townTooLong),
  matches('town', (text) => PLACE_CHARACTERS.test(text), M.townCharacters),
  maxLength('location', LIMITS.venueUrl, M.locationTooLong),
  matches('location', isWebUrlOrBlank, M.locationInvalid),
  maxLength('iconimage', LIMITS.venueImagePath, M.iconTooLong),
  matches('iconimage', isImagePathOrBlank, M.iconInvalid),
  maxLength('photoimage', LIMITS.venueImagePath, M.photoTooLong),
  matches('photoimage', isImagePathOrBlank, M.photoInvalid),
];

/**
 * `POST /venues/add` and `/venues/update/` for a group: the internal contact's wire name carries its
 * abbreviation. Add checks the name first; edit (name fixed) checks the description's characters first.
 */
export function venueSchemas(groupAbbreviation: string) {
  const internalKey = internalContactKey(groupAbbreviation);
  const fields = {
    _id: text('Venue Name'),
    description: text('Description'),
    [internalKey]: text('Contact'),
    contact: text('Venue Contact'),
    website: text('Website URL'),
    calendar: text('Calendar URL'),
    address: text('Address'),
    town: text('Town'),
    location: text('Location URL'),
    iconimage: text('Venue Icon Image'),
    photoimage: text('Venue Photo Image'),
  };
  const toInput = (wire: Record<string, string>) => {
    const { [internalKey]: internalContact = '', ...rest } = wire;
    return { ...rest, internalContact };
  };
  const updateFields = { ...fields, updatedDate: text('Venue updatedDate') };
  return {
    internalKey,
    addVenueSchema: v.pipe(
      v.object(fields),
      v.transform((wire) => toInput(wire) as VenueInput),
      orderedRules<VenueInput>([...nameRules, descriptionLength, descriptionCharacters, ...otherRules]),
    ),
    updateVenueSchema: v.pipe(
      v.object(updateFields),
      v.transform((wire) => toInput(wire) as VenueUpdateInput),
      orderedRules<VenueUpdateInput>([
        descriptionCharacters,
        nameRules[0] as Rule<Fields>,
        descriptionLength,
        ...otherRules,
        updatedDateRule(M.updatedDateRequired),
      ]),
    ),
  };
}

/** `GET /venues/edit/{id}` and `/venues/delete/{id}`: a venue name. */
export const venueIdParamsSchema = v.object({
  id: v.pipe(v.string(M.nameRequired), v.nonEmpty(M.nameRequired), v.maxLength(LIMITS.venueName, M.nameTooLong)),
});
