import type { InternalContactKey, Venue, VenueDetails } from '@scheduler/shared-domain/venue';
import { venueSchemas } from '@scheduler/shared-domain/venue-schema';
import * as v from 'valibot';

/** A venue as stored, with its contacts read as usernames ('' when none). */
export interface StoredVenue extends VenueDetails {
  name: string;
  internalContact: string;
  venueContact: string;
  updatedDate: Date;
}

/**
 * Everything of the venue wire format that depends on the group's abbreviation, whose `<abbreviation>_contact`
 * carries the internal contact (SPEC §3): the schemas of the browser's forms, the response schema (which drops any
 * field it does not name) and the conversion. Built once at start from the settings.
 */
export function venueWireFor(groupAbbreviation: string) {
  const { internalKey, addVenueSchema, updateVenueSchema } = venueSchemas(groupAbbreviation);
  const venueRecordSchema = v.object({
    _id: v.string(),
    description: v.string(),
    // Typed by its pattern, `${string}_contact`, as the Venue type names it.
    ...({ [internalKey]: v.string() } as Record<InternalContactKey, v.StringSchema<undefined>>),
    contact: v.string(),
    website: v.string(),
    calendar: v.string(),
    address: v.string(),
    town: v.string(),
    location: v.string(),
    iconimage: v.string(),
    photoimage: v.string(),
    updatedDate: v.string(),
  }) satisfies v.GenericSchema<Venue>;
  const toVenueRecord = ({ name, internalContact, venueContact, updatedDate, ...details }: StoredVenue): Venue => ({
    _id: name,
    ...details,
    [internalKey]: internalContact,
    contact: venueContact,
    updatedDate: updatedDate.toISOString(),
  });
  return { internalKey, addVenueSchema, updateVenueSchema, venueRecordSchema, toVenueRecord };
}

export type VenueWire = ReturnType<typeof venueWireFor>;
