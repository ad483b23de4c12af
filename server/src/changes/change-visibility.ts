import type { ChangeAction, ChangeEntry } from '@scheduler/shared-domain/change';
import type { StoredUser } from '../users/user-wire';

/** Who reads the stream: what it may see follows its role as stored now. */
export type ChangeReaderUser = Pick<StoredUser, 'id' | 'role'>;

/** What happens to a record; every other action is about a user's account, and a User sees only its own. */
const RECORD_ACTIONS: readonly ChangeAction[] = ['create', 'update', 'delete', 'restore'];

/** What the user list shows of a user (SPEC §3): an update of none of them changes no User's list. */
const USER_LIST_FIELDS: readonly string[] = [
  'username',
  'firstname',
  'lastname',
  'role',
  'email',
  'mobile',
  'inActive',
];

const ownUserEntry = (entry: ChangeEntry, reader: ChangeReaderUser) =>
  entry.kind === 'user' && entry.recordId === reader.id;

/**
 * What a reader may see of an entry, or null; the same as the history route shows it, and for another user's record
 * only that the user list changed. An Admin sees everything. A User sees meetings, teams and venues, and its own
 * user record and security events, in full; of another user's record, only the add, delete, restore or an update of
 * a field of the user list, without the fields or who made it; no other user's security event.
 */
export function visibleEntry(entry: ChangeEntry, reader: ChangeReaderUser): ChangeEntry | null {
  if (reader.role === 'Admin') return entry;
  if (!RECORD_ACTIONS.includes(entry.action)) return ownUserEntry(entry, reader) ? entry : null;
  if (entry.kind !== 'user' || ownUserEntry(entry, reader)) return entry;
  if (entry.action === 'update' && !Object.keys(entry.fields).some((name) => USER_LIST_FIELDS.includes(name))) {
    return null;
  }
  return { ...entry, actor: '', fields: {} };
}

/**
 * The rows `visibleEntry` answers something for, as a condition on the `changes` table, so that a reader catching up
 * is read only what it may see. `$reader` is the reader's user id, or null for an Admin; `$actions` and `$fields` are
 * bound to `visibilityParams()`.
 */
export const visibleRowSql = (reader: string, actions: string, fields: string) =>
  `(${reader}::text is null
    or case when not (action = any(${actions}::text[])) then kind = 'user' and record_id = ${reader}
            when kind <> 'user' or record_id = ${reader} then true
            else action <> 'update' or fields ?| ${fields}::text[] end)`;

/** The values of `visibleRowSql`'s parameters, in its order. */
export const visibilityParams = (reader: ChangeReaderUser): [string | null, readonly string[], readonly string[]] => [
  reader.role === 'Admin' ? null : reader.id,
  RECORD_ACTIONS,
  USER_LIST_FIELDS,
];
