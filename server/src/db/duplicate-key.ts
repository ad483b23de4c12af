import { duplicateKeyMessage } from '@scheduler/shared-domain/server-messages';
import { HttpError } from '../http/http-error';
import { sqlStateOf } from './database';

const UNIQUE_VIOLATION = '23505';

export type Collection = 'users' | 'teams' | 'venues' | 'meetings';

/** The field of a record its key is typed in. */
const KEY_FIELDS: Record<Collection, string> = { users: 'username', teams: '_id', venues: '_id', meetings: '_id' };

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
    if (isUniqueViolation(error))
      throw new HttpError(403, duplicateKeyMessage(collection, key), KEY_FIELDS[collection]);
    throw error;
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === UNIQUE_VIOLATION;
}
