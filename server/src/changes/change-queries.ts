import { randomUUID } from 'node:crypto';
import type { ChangeAction, ChangeKind, FieldChange } from '@scheduler/shared-domain/change';
import { firstIssueMessage } from '@scheduler/shared-domain/validation';
import * as v from 'valibot';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { type ChangeAuthor, createChangesRepository, type NewChange } from './changes-repository';

/**
 * What other resources do with the change record: append the entries of a change inside the change's own transaction,
 * so that a change that rolls back leaves none and no entry exists without its change. `fields` are named as the API's
 * record (`GET /api/<kind>s/edit/:id`), which never holds a password, a hash or a token.
 */

export type { ChangeAuthor, NewChange };

/** The actor of what the server does by itself: seeding, expiry. */
export const SYSTEM_ACTOR = 'system';

/** How a record came to be: added, or restored from a delete's entry. */
export type AddAction = Extract<ChangeAction, 'create' | 'restore'>;

/** Who adds a record, and how. */
export interface AddOrigin {
  actor: string;
  action?: AddAction;
}

/** A record as the API answers it. */
type WireRecord = { _id: string };

const eachField = (record: WireRecord, change: (value: unknown) => FieldChange) =>
  Object.fromEntries(Object.entries(record).map(([name, value]) => [name, change(value)]));

/** The new record, each field as `{new}`. */
export const created = (kind: ChangeKind, record: WireRecord, action: AddAction = 'create'): NewChange => ({
  action,
  kind,
  recordId: record._id,
  fields: eachField(record, (value) => ({ new: value })),
});

/** The record's last state, each field as `{old}`. */
export const deleted = (kind: ChangeKind, record: WireRecord): NewChange => ({
  action: 'delete',
  kind,
  recordId: record._id,
  fields: eachField(record, (value) => ({ old: value })),
});

/** Only the fields that changed, as `{old, new}`; `updatedDate` changes with every update and is left out. */
export function updated<Record extends WireRecord>(kind: ChangeKind, before: Record, after: Record): NewChange {
  const old = before as unknown as { [name: string]: unknown };
  const fields = Object.fromEntries(
    Object.entries(after)
      .filter(([name, value]) => name !== 'updatedDate' && JSON.stringify(value) !== JSON.stringify(old[name]))
      .map(([name, value]) => [name, { old: old[name], new: value }]),
  );
  return { action: 'update', kind, recordId: after._id, fields };
}

/** A security event of a user. */
export const userEvent = (
  action: Exclude<ChangeAction, 'create' | 'update' | 'delete' | 'restore'>,
  userId: string,
  fields: NewChange['fields'] = {},
): NewChange => ({ action, kind: 'user', recordId: userId, fields });

/** Appends the entries of one change, inside its transaction. */
export const recordChanges = (tx: Queryable, author: ChangeAuthor, changes: readonly NewChange[]): Promise<void> =>
  createChangesRepository(tx).append(author, changes);

/** Appends the entries of one series operation, one per meeting, under a new batch id they share. */
export const recordBatch = (tx: Queryable, author: Omit<ChangeAuthor, 'batchId'>, changes: readonly NewChange[]) =>
  recordChanges(tx, { ...author, batchId: randomUUID() }, changes);

/**
 * How a resource adds a deleted record again from its last state (`fields` of its delete's entry, by wire name): through
 * its own add, with every rule of an add, the entry written with action `restore`. Answers the record as its API does.
 */
export type RestoreRecord = (lastState: Record<string, unknown>, actor: string) => Promise<{ _id: string }>;

/** A last state read through an add's schema: its first broken rule refuses the restore with 400, as an add would. */
export function restoredInput<Schema extends v.GenericSchema>(
  schema: Schema,
  lastState: unknown,
): v.InferOutput<Schema> {
  const parsed = v.safeParse(schema, lastState);
  if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.issues));
  return parsed.output;
}

/** The restore of each kind, set by the kind's own routes plugin; the changes service looks it up. */
export type Restorers = Map<ChangeKind, RestoreRecord>;

declare module 'fastify' {
  interface FastifyInstance {
    changeRestorers: Restorers;
  }
}
