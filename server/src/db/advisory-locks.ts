import { createHash } from 'node:crypto';
import type { Queryable } from './database';

/** Kinds of named things whose writes take a lock per name (see `lockNames`). */
export type LockedKind = 'team' | 'venue';

/** Names to lock, by kind. */
export type LockedNames = Partial<Record<LockedKind, readonly string[]>>;

/** Every transaction takes team names before venue names. */
const KIND_ORDER: readonly LockedKind[] = ['team', 'venue'];

/** A name's lock: the first 64 bits of the SHA-256 of its kind and lowercase name, as PostgreSQL's bigint. */
const lockKey = (kind: LockedKind, name: string) =>
  createHash('sha256').update(`${kind}:${name.toLowerCase()}`).digest().readBigInt64BE(0);

/**
 * The advisory lock keys of names (in any case; a name need not exist), in the order they are taken: team names
 * before venue names and each kind's keys in ascending order, so no two transactions wait on each other crosswise.
 */
export function lockKeys(names: LockedNames): bigint[] {
  return KIND_ORDER.flatMap((kind) =>
    [...new Set((names[kind] ?? []).map((name) => lockKey(kind, name)))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

/**
 * Locks names until the transaction ends. A meeting write takes those of its teams and its venue, a team's update or
 * delete its team, a venue's delete its venue: two writes that could clash run one after the other, and writes of
 * other places run at once. A transaction that knows its names before it starts takes them with its `begin`
 * (`Database.transaction`'s `locks`), one round trip fewer; one that also takes the lock of user changes takes that
 * one first.
 *
 * PGlite runs one transaction at a time on its one connection, so there the lock would only cost a round trip.
 */
export async function lockNames(tx: Queryable, names: LockedNames): Promise<void> {
  const keys = lockKeys(names);
  if (tx.engine === 'pglite' || keys.length === 0) return;
  await tx.query('select pg_advisory_xact_lock(key) from unnest($1::bigint[]) as keys (key)', [keys.map(String)], {
    prepared: 'lock-names',
  });
}
