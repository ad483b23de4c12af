import { duplicateKeyMessage } from '@scheduler/shared-domain/server-messages';
import { HttpError } from '../http/http-error';
import { sqlStateOf } from './database';

const UNIQUE_VIOLATION = '23505';

export type Collection = 'users' | 'teams' | 'venues' | 'meetings';

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
    if (isUniqueViolation(error)) throw new HttpError(403, duplicateKeyMessage(collection, key));
    throw error;
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === UNIQUE_VIOLATION;
}
