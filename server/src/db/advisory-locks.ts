import type { Queryable } from './database';

/** Kinds of named things whose writes take a lock per name (see `lockNames`). */
export type LockedKind = 'team' | 'venue';

/**
 * Locks the names of one kind (in any case; a name need not exist) until the transaction ends. A meeting write takes
 * those of its teams and then its venue, a team's update or delete its team, a venue's delete its venue: two writes
 * that could clash run one after the other, and writes of other places run at once. Every transaction takes team
 * names before venue names, and each kind's keys in ascending order in one statement, so no two wait on each other
 * crosswise; a transaction that also takes the lock of user changes takes that one first.
 *
 * PGlite runs one transaction at a time on its one connection, so there the lock would only cost a round trip.
 */
export async function lockNames(tx: Queryable, kind: LockedKind, names: readonly string[]): Promise<void> {
  if (tx.engine === 'pglite' || names.length === 0) return;
  await tx.query(
    `select pg_advisory_xact_lock(key) from (
       select distinct hashtextextended($1 || ':' || lower(name), 0) as key from unnest($2::text[]) as name order by key
     ) as keys`,
    [kind, names],
  );
}
