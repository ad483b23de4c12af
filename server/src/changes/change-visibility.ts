import type { ChangeAction, ChangeEntry } from '@scheduler/shared-domain/change';
import type { StoredUser } from '../users/user-wire';

/** What happens to a record; every other action is about a user's account, and a User sees only its own. */
const RECORD_ACTIONS: ReadonlySet<ChangeAction> = new Set(['create', 'update', 'delete', 'restore']);

/** What the user list shows of a user (SPEC §3), all a User may see of a change to another's record. */
const USER_LIST_FIELDS: ReadonlySet<string> = new Set([
  'username',
  'firstname',
  'lastname',
  'role',
  'email',
  'mobile',
  'inActive',
]);

/**
 * What a reader may see of an entry, or null: an Admin everything; a User meetings, teams and venues, users only in
 * the user list's fields (an update of none of them is nothing to a User), and no security event but its own.
 */
export function visibleEntry(entry: ChangeEntry, reader: Pick<StoredUser, 'id' | 'role'>): ChangeEntry | null {
  if (reader.role === 'Admin') return entry;
  if (!RECORD_ACTIONS.has(entry.action)) return entry.recordId === reader.id ? entry : null;
  if (entry.kind !== 'user') return entry;
  const fields = Object.fromEntries(Object.entries(entry.fields).filter(([name]) => USER_LIST_FIELDS.has(name)));
  if (entry.action === 'update' && Object.keys(fields).length === 0) return null;
  return { ...entry, fields };
}
