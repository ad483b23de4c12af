import { defineMessages, inEnglishEach, type Message, message } from '@scheduler/shared-domain/i18n';
import { LIMITS } from '@scheduler/shared-domain/limits';
import {
  FREE_TEXT_CHARACTERS,
  freeTextCharactersMessage,
  inParseLanguage,
  isWebUrlOrBlank,
  orderedRules,
  type Rule,
  text,
  maxLengthMessage as tooLong,
  updatedDateRule,
} from '@scheduler/shared-domain/validation';
import * as v from 'valibot';
import { internalContactKey, type VenueDetails } from './venue';

/** SPEC §5 venue: its fields' labels and its own messages, in the `validation` namespace. */
export const VENUE_FORM_MESSAGES = defineMessages({
  venueNameLabel: { id: 'validation.venue.venueNameLabel', defaultMessage: 'Venue Name' },
  descriptionLabel: { id: 'validation.venue.descriptionLabel', defaultMessage: 'Description' },
  websiteURLLabel: { id: 'validation.venue.websiteURLLabel', defaultMessage: 'Website URL' },
  calendarURLLabel: { id: 'validation.venue.calendarURLLabel', defaultMessage: 'Calendar URL' },
  addressLabel: { id: 'validation.venue.addressLabel', defaultMessage: 'Address' },
  townLabel: { id: 'validation.venue.townLabel', defaultMessage: 'Town' },
  locationURLLabel: { id: 'validation.venue.locationURLLabel', defaultMessage: 'Location URL' },
  venueIconImageLabel: { id: 'validation.venue.venueIconImageLabel', defaultMessage: 'Venue Icon Image' },
  venuePhotoImageLabel: { id: 'validation.venue.venuePhotoImageLabel', defaultMessage: 'Venue Photo Image' },
  contactLabel: { id: 'validation.venue.contactLabel', defaultMessage: 'Contact' },
  venueContactLabel: { id: 'validation.venue.venueContactLabel', defaultMessage: 'Venue Contact' },
  venueUpdatedDateLabel: { id: 'validation.venue.venueUpdatedDateLabel', defaultMessage: 'Venue updatedDate' },
  nameRequiredField: { id: 'validation.venue.nameRequiredField', defaultMessage: 'Venue Name is required' },
  nameRequired: { id: 'validation.venue.nameRequired', defaultMessage: 'Venue Name is required.' },
  nameCharacters: {
    id: 'validation.venue.nameCharacters',
    defaultMessage: 'Venue Name must consist only of a-z A-Z 0-9 . - _ and space characters',
  },
  websiteInvalid: { id: 'validation.venue.websiteInvalid', defaultMessage: 'Website URL format is invalid,' },
  calendarInvalid: { id: 'validation.venue.calendarInvalid', defaultMessage: 'Calendar URL format is invalid,' },
  addressCharacters: {
    id: 'validation.venue.addressCharacters',
    defaultMessage: 'Address must consist only of a-z A-Z 0-9 . , % # @ - ( ) and space characters',
  },
  townCharacters: {
    id: 'validation.venue.townCharacters',
    defaultMessage: 'Town must consist only of a-z A-Z 0-9 . , % # @ - ( ) and space characters',
  },
  locationInvalid: { id: 'validation.venue.locationInvalid', defaultMessage: 'Location URL format is invalid,' },
  iconInvalid: { id: 'validation.venue.iconInvalid', defaultMessage: 'Venue Icon Image path format is invalid.' },
  photoInvalid: { id: 'validation.venue.photoInvalid', defaultMessage: 'Venue Photo Image path format is invalid.' },
  updatedDateRequired: { id: 'validation.venue.updatedDateRequired', defaultMessage: 'Venue updatedDate is required.' },
});
const F = VENUE_FORM_MESSAGES;

/** What the rules say, worded in the language of the parse. */
export const VENUE_RULES = {
  nameRequiredField: message(F.nameRequiredField),
  nameRequired: message(F.nameRequired),
  nameTooLong: tooLong(F.venueNameLabel, LIMITS.venueName),
  nameCharacters: message(F.nameCharacters),
  descriptionTooLong: tooLong(F.descriptionLabel, LIMITS.venueDescription),
  descriptionCharacters: freeTextCharactersMessage(F.descriptionLabel),
  websiteTooLong: tooLong(F.websiteURLLabel, LIMITS.venueUrl),
  websiteInvalid: message(F.websiteInvalid),
  calendarTooLong: tooLong(F.calendarURLLabel, LIMITS.venueUrl),
  calendarInvalid: message(F.calendarInvalid),
  addressTooLong: tooLong(F.addressLabel, LIMITS.venueAddress),
  addressCharacters: message(F.addressCharacters),
  townTooLong: tooLong(F.townLabel, LIMITS.venueTown),
  townCharacters: message(F.townCharacters),
  locationTooLong: tooLong(F.locationURLLabel, LIMITS.venueUrl),
  locationInvalid: message(F.locationInvalid),
  iconTooLong: tooLong(F.venueIconImageLabel, LIMITS.venueImagePath),
  iconInvalid: message(F.iconInvalid),
  photoTooLong: tooLong(F.venuePhotoImageLabel, LIMITS.venueImagePath),
  photoInvalid: message(F.photoInvalid),
  updatedDateRequired: message(F.updatedDateRequired),
};
/** The same in English, as the SPEC words them. */
export const VENUE_MESSAGES = inEnglishEach(VENUE_RULES);
const M = VENUE_RULES;

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

const maxLength = (field: keyof Fields, max: number, message: Message): Rule<Fields> => ({
  field,
  isValid: (venue) => venue[field].length <= max,
  message,
});
const matches = (field: keyof Fields, isValid: (value: string) => boolean, message: Message): Rule<Fields> => ({
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
    _id: text(F.venueNameLabel),
    description: text(F.descriptionLabel),
    [internalKey]: text(F.contactLabel),
    contact: text(F.venueContactLabel),
    website: text(F.websiteURLLabel),
    calendar: text(F.calendarURLLabel),
    address: text(F.addressLabel),
    town: text(F.townLabel),
    location: text(F.locationURLLabel),
    iconimage: text(F.venueIconImageLabel),
    photoimage: text(F.venuePhotoImageLabel),
  };
  const toInput = (wire: Record<string, string>) => {
    const { [internalKey]: internalContact = '', ...rest } = wire;
    return { ...rest, internalContact };
  };
  const updateFields = { ...fields, updatedDate: text(F.venueUpdatedDateLabel) };
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
  id: v.pipe(
    v.string(inParseLanguage(M.nameRequired)),
    v.nonEmpty(inParseLanguage(M.nameRequired)),
    v.maxLength(LIMITS.venueName, inParseLanguage(M.nameTooLong)),
  ),
});
