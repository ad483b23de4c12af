import type { ChangeAction, ChangeKind, ChangePage } from '@scheduler/shared-domain/change';
import {
  CHANGE_PAGE_LIMITS,
  type ChangeQuery,
  RESTORE_ANSWERS,
  restoredRecordExists,
} from '@scheduler/shared-domain/change-query';
import { instantsOfDays } from '@scheduler/shared-domain/zoned-time';
import type { Caller } from '../auth/auth-hook';
import type { Database } from '../db/database';
import { conflict, forbidden, HttpError } from '../http/http-error';
import { meetingExists } from '../meetings/meeting-queries';
import { mayActOnUser } from '../permissions';
import { findTeamName } from '../teams/team-queries';
import { findUserById } from '../users/user-queries';
import { findVenueName } from '../venues/venue-queries';
import type { Restorers } from './change-queries';
import { type ChangeFilter, createChangesRepository } from './changes-repository';
import { toChangeEntry } from './changes-wire';

export interface ChangesService {
  /**
   * With `kind` and `id`, the record's history: an Admin may read any, a User meetings, teams, venues and its own user
   * record. Without, the activity of the whole group: Admins only. Newest first.
   */
  page(caller: Caller, query: ChangeQuery): Promise<ChangePage>;
  /** The record a delete's entry holds, added again through its resource's restore, with every rule of an add. */
  restore(caller: Caller, entryId: string): Promise<{ _id: string }>;
}

export interface ChangesServiceDeps {
  db: Database;
  /** TIME_ZONE: the zone the days of `from` and `to` are read in. */
  timeZone: string;
  /** Each kind's restore, set by its own routes. */
  restorers: Restorers;
}

const mayReadHistory = (caller: Caller, kind: ChangeKind, id: string) =>
  kind !== 'user' || mayActOnUser(caller.user, id);

export function createChangesService(deps: ChangesServiceDeps): ChangesService {
  const { db, timeZone, restorers } = deps;

  /** Whether the record exists now, by its id as the API names it. */
  const exists: Record<ChangeKind, (id: string) => Promise<boolean>> = {
    venue: async (id) => (await findVenueName(db, id)) !== null,
    team: async (id) => (await findTeamName(db, id)) !== null,
    meeting: (id) => meetingExists(db, id),
    user: async (id) => (await findUserById(db, id)) !== null,
  };

  return {
    page: async (caller, query) => {
      const kind = query.kind === '' ? undefined : (query.kind as ChangeKind);
      const isHistory = query.id !== '';
      if (isHistory ? !kind || !mayReadHistory(caller, kind, query.id) : caller.user.role !== 'Admin') {
        throw forbidden();
      }
      const limit = query.limit === '' ? CHANGE_PAGE_LIMITS.default : Number(query.limit);
      const filter: ChangeFilter = {
        kind,
        action: query.action === '' ? undefined : (query.action as ChangeAction),
        recordId: query.id || undefined,
        actor: query.actor || undefined,
        since: query.since || undefined,
        before: query.cursor || undefined,
        from: query.from ? instantsOfDays(query.from, query.from, timeZone).start : undefined,
        to: query.to ? instantsOfDays(query.to, query.to, timeZone).end : undefined,
        limit: limit + 1,
      };
      const rows = await createChangesRepository(db).page(filter);
      const items = rows.slice(0, limit).map(toChangeEntry);
      return { items, next: rows.length > limit ? (items.at(-1)?.id ?? null) : null };
    },

    restore: async (caller, entryId) => {
      const entry = await createChangesRepository(db).find(entryId);
      if (!entry) throw new HttpError(404, RESTORE_ANSWERS.entryNotFound);
      if (entry.action !== 'delete') throw new HttpError(400, RESTORE_ANSWERS.notADelete);
      if (await exists[entry.kind](entry.record_id)) {
        throw conflict(restoredRecordExists(entry.kind, entry.record_id));
      }
      const lastState = Object.fromEntries(
        Object.entries(entry.fields).map(([name, change]) => [name, 'old' in change ? change.old : undefined]),
      );
      const restoreRecord = restorers.get(entry.kind);
      if (!restoreRecord) throw new Error(`No restore is set for a ${entry.kind}.`);
      return restoreRecord(lastState, caller.user.username);
    },
  };
}
