import type { DatabaseEngine, Queryable } from '../../db/database';

/** Teams and venues by name, in any case; a name need not exist. */
export interface Places {
  teams?: readonly string[];
  venues?: readonly string[];
}

/**
 * Locks the teams and venues named until the transaction ends. A meeting write takes those of the meeting it reads
 * and writes, a team's update or delete and a venue's delete their own: two writes that could clash, or a meeting
 * write and the deletion of its team or venue, run one after the other, and writes of other places run at once.
 * Keys are taken in one statement in ascending order, the one order every transaction uses, so no two wait on each
 * other crosswise; a transaction that also takes the lock of user changes takes that one first.
 *
 * PGlite runs one transaction at a time on its one connection, so there the lock would only cost a round trip.
 */
export async function lockPlaces(engine: DatabaseEngine, tx: Queryable, { teams = [], venues = [] }: Places) {
  if (engine === 'pglite') return;
  await tx.query(
    `select pg_advisory_xact_lock(key) from (
       select distinct hashtextextended(kind || ':' || lower(name), 0) as key
         from unnest($1::text[], $2::text[]) as place (kind, name)
        order by key
     ) as keys`,
    [
      [...teams.map(() => 'team'), ...venues.map(() => 'venue')],
      [...teams, ...venues],
    ],
  );
}
