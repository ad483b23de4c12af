import type { ChangeAction, ChangeEntry } from './change';

/** The actions that change a record; the others are security events, which change no list. */
const RECORD_ACTIONS: readonly ChangeAction[] = ['create', 'update', 'delete', 'restore'];

export const changesRecord = (entry: ChangeEntry): boolean => RECORD_ACTIONS.includes(entry.action);
