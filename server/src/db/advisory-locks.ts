import type { Queryable } from './database';

/** Kinds of named things whose writes take a lock per name (see `lockNames`). */
export type LockedKind = 'team' | 'venue';

/** Names to lock, by kind. */
export type LockedNames = Partial<Record<LockedKind, readonly string[]>>;

/** Every transaction takes team names before venue names. */
const KIND_ORDER: readonly LockedKind[] = ['team', 'venue'];

/**
 * Locks names (in any case; a name need not exist) until the transaction ends. A meeting write takes those of its
 * teams and its venue, a team's update or delete its team, a venue's delete its venue: two writes that could clash
 * run one after the other, and writes of other places run at once. All in one statement, team names before venue
 * names and each kind's keys in ascending order, so no two transactions wait on each other crosswise; a transaction
 * that also takes the lock of user changes takes that one first.
 *
 * PGlite runs one transaction at a time on its one connection, so there the lock would only cost a round trip.
 */
export async function lockNames(tx: Queryable, names: LockedNames): Promise<void> {
  const locked = KIND_ORDER.flatMap((kind, position) => (names[kind] ?? []).map((name) => ({ kind, name, position })));
  if (tx.engine === 'pglite' || locked.length === 0) return;
  await tx.query(
    `select pg_advisory_xact_lock(key) from (
       select distinct position, hashtextextended(kind || ':' || lower(name), 0) as key
         from unnest($1::int[], $2::text[], $3::text[]) as locked (position, kind, name)
        order by position, key
     ) as keys`,
    [locked.map((each) => each.position), locked.map((each) => each.kind), locked.map((each) => each.name)],
  );
}
