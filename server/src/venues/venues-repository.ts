import type { VenueDetails } from '@scheduler/shared-domain/venue';
import { lockNames } from '../db/advisory-locks';
import type { Queryable } from '../db/database';
import type { PlaceRepository } from '../meeting-places/place-repository';
import type { StoredVenue } from './venue-wire';

/** Everything of a venue an edit may change: not its name. Contacts are user ids, null when none. */
export interface VenueChanges extends VenueDetails {
  internalContactId: string | null;
  venueContactId: string | null;
}

export interface VenuesRepository extends PlaceRepository<StoredVenue, VenueChanges> {
  /** The names of the venues that name a user as internal contact, and as venue contact, each sorted by name. */
  namesNaming(userId: string): Promise<VenuesNamingUser>;
}

export interface VenuesNamingUser {
  venuesAsInternalContact: string[];
  venuesAsContact: string[];
}

/** The detail columns are named as the fields are. */
interface VenueRow extends VenueDetails {
  name: string;
  internal_contact: string;
  venue_contact: string;
  updated_date: Date;
}

function fromVenueRow({ internal_contact, venue_contact, updated_date, ...rest }: VenueRow): StoredVenue {
  return { ...rest, internalContact: internal_contact, venueContact: venue_contact, updatedDate: updated_date };
}

/** The venues of `source` (the table, or the rows a write returned) with their contacts' current usernames. */
const selectVenues = (source: string) => `select venue.name, venue.description,
    coalesce(internal_contact.username, '') as internal_contact, coalesce(venue_contact.username, '') as venue_contact,
    venue.website, venue.calendar, venue.address, venue.town, venue.location, venue.iconimage, venue.photoimage,
    venue.updated_date
  from ${source} as venue
  left join users as internal_contact on internal_contact.id = venue.internal_contact_id
  left join users as venue_contact on venue_contact.id = venue.venue_contact_id`;

/** "C" collation: the database's default collation differs between PGlite and a PostgreSQL server. */
const BY_NAME = 'lower(venue.name) collate "C", venue.name collate "C"';

const INSERT_VENUE = `insert into venues (name, description, internal_contact_id, venue_contact_id, website, calendar,
    address, town, location, iconimage, photoimage, updated_date)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`;

const writeParams = (name: string, changes: VenueChanges, now: Date) => [
  name,
  changes.description,
  changes.internalContactId,
  changes.venueContactId,
  changes.website,
  changes.calendar,
  changes.address,
  changes.town,
  changes.location,
  changes.iconimage,
  changes.photoimage,
  now,
];

export function createVenuesRepository(db: Queryable): VenuesRepository {
  const one = async (sql: string, params: unknown[], prepared?: string) => {
    const [row] = await db.query<VenueRow>(sql, params, { prepared });
    return row ? fromVenueRow(row) : null;
  };
  return {
    list: async () => (await db.query<VenueRow>(`${selectVenues('venues')} order by ${BY_NAME}`)).map(fromVenueRow),
    names: async () =>
      (await db.query<{ name: string }>(`select name from venues as venue order by ${BY_NAME}`)).map((row) => row.name),
    findByName: (name) => one(`${selectVenues('venues')} where lower(venue.name) = lower($1)`, [name], 'venue-by-name'),
    create: async (name, changes, now) => {
      const created = await one(
        `with written as (${INSERT_VENUE} returning *) ${selectVenues('written')}`,
        writeParams(name, changes, now),
      );
      if (!created) throw new Error('Inserting a venue returned no row.');
      return created;
    },
    update: (name, changes, now) =>
      one(
        `with written as (
           update venues
              set description = $2, internal_contact_id = $3, venue_contact_id = $4, website = $5, calendar = $6,
                  address = $7, town = $8, location = $9, iconimage = $10, photoimage = $11, updated_date = $12
            where lower(name) = lower($1)
        returning *)
        ${selectVenues('written')}`,
        writeParams(name, changes, now),
      ),
    delete: async (name) => (await db.query('delete from venues where name = $1 returning name', [name])).length > 0,
    namesNaming: async (userId) => {
      const rows = await db.query<{ name: string; as_internal_contact: boolean; as_contact: boolean }>(
        `select venue.name, venue.internal_contact_id = $1 as as_internal_contact, venue.venue_contact_id = $1 as as_contact
           from venues as venue
          where venue.internal_contact_id = $1 or venue.venue_contact_id = $1
          order by ${BY_NAME}`,
        [userId],
      );
      return {
        venuesAsInternalContact: rows.filter((row) => row.as_internal_contact).map((row) => row.name),
        venuesAsContact: rows.filter((row) => row.as_contact).map((row) => row.name),
      };
    },
    lock: (names) => lockNames(db, { venue: names }),
  };
}
