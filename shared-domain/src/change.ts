// The change record's wire shapes, shared by the server, its stream and the screens.

/** The kinds of record the change record follows. Security events are about a user. */
export const CHANGE_KINDS = ['user', 'venue', 'team', 'meeting'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** A kind's records together: its table, its CSV file and its part of the API (`/api/venues`). */
export type Collection = `${ChangeKind}s`;
export const collectionOf = (kind: ChangeKind): Collection => `${kind}s`;
export const COLLECTIONS: readonly Collection[] = CHANGE_KINDS.map(collectionOf);

/** What happened: a record's create, update, delete or restore, or a security event of a user. */
export const CHANGE_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'sign-in',
  'sign-in-limited',
  'sign-out',
  'password-change',
  'role-change',
  'deactivation',
  'calendar-links-reset',
  'api-token-create',
  'api-token-use',
  'api-token-revoke',
  'password-link',
] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

/** One field's change, by its wire name (SPEC §3, as the API answers the record). A secret shows only that it changed. */
export type FieldChange = { old?: unknown; new?: unknown } | { secret: true };

/** One entry of the change record, as `GET /api/changes` and the stream send it. */
export interface ChangeEntry {
  /** Monotonic, as decimal text (a bigint). */
  id: string;
  /** ISO 8601 instant. */
  at: string;
  /** The username of who made it, or 'system' (seeding, expiry). */
  actor: string;
  action: ChangeAction;
  kind: ChangeKind;
  /** The record's `_id` as the API names it: a venue's or team's name, a meeting's id, a user's generated id. */
  recordId: string;
  /** Shared by the entries of one series operation. */
  batchId?: string;
  /** For a create the new record, for a delete its last state, for an update only what changed. */
  fields: Record<string, FieldChange>;
}

/** A page of entries, newest first; `next` is passed back as `cursor` for the page after, null at the end. */
export interface ChangePage {
  items: ChangeEntry[];
  next: string | null;
}
