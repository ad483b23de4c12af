import { internalContactPlace, venueContactPlace } from '@scheduler/shared-domain/venue-messages';
import type { Queryable } from '../../db/database';

/** Where a user is still named, e.g. "lead of team Alpha"; an empty list means the user may be deleted. */
export type FindUserReferences = (tx: Queryable, userId: string) => Promise<string[]>;

/**
 * The one place that knows what refers to a user: team leads and members, venue internal contacts and venue
 * contacts. The teams table does not exist yet; its section adds one query here (answering places such as "lead of
 * team Alpha", "member of team Beta"). The foreign keys refuse a delete that this check would have missed.
 */
export const findUserReferences: FindUserReferences = async (tx, userId) => venuePlacesOf(tx, userId);

/** "internal contact of venue Main Hall", then "contact of venue Annex", each sorted by venue name. */
async function venuePlacesOf(tx: Queryable, userId: string): Promise<string[]> {
  const rows = await tx.query<{ internal: boolean; name: string }>(
    `select internal, name from (
       select true as internal, name from venues where internal_contact_id = $1
       union all
       select false, name from venues where venue_contact_id = $1
     ) as places
     order by internal desc, lower(name) collate "C", name collate "C"`,
    [userId],
  );
  return rows.map((row) => (row.internal ? internalContactPlace(row.name) : venueContactPlace(row.name)));
}
