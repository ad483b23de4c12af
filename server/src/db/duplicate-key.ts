import type { Collection } from '@scheduler/shared-domain/change';
import { duplicateKey } from '@scheduler/shared-domain/server-messages';
import { HttpError } from '../http/http-error';
import { type Queryable, sqlStateOf } from './database';

const UNIQUE_VIOLATION = '23505';

/** The field of a record its key is typed in. */
export const KEY_FIELDS: Record<Collection, string> = {
  users: 'username',
  teams: '_id',
  venues: '_id',
  meetings: '_id',
};

/** What each collection's unique index compares (migrations 003, 004, 008): two keys of one normal form are one. */
const NORMAL_FORMS: Record<Collection, string> = {
  users: 'username_key(key)',
  teams: 'lower(key)',
  venues: 'lower(key)',
  meetings: 'lower(key)',
};

/** The keys as the collection's unique index compares them, in the order given, in one query. */
export async function normalKeys(db: Queryable, collection: Collection, keys: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ normal: string }>(
    `select ${NORMAL_FORMS[collection]} as normal from unnest($1::text[]) with ordinality as typed (key, position)
      order by position`,
    [keys],
  );
  return rows.map((row) => row.normal);
}

/**
 * Runs a write and turns a unique-key violation into `403 Duplicate key error - {collection} {key} already exists`
 * (SPEC §8), with the key as the user typed it. Other errors pass through unchanged.
 */
export async function withDuplicateKeyCheck<Result>(
  collection: Collection,
  key: string,
  write: () => Promise<Result>,
): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(403, duplicateKey(collection, key), KEY_FIELDS[collection]);
    throw error;
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === UNIQUE_VIOLATION;
}
