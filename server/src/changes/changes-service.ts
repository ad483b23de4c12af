import type { ChangeKind, ChangePage } from '@scheduler/shared-domain/change';
import {
  CHANGE_PAGE_LIMITS,
  type ChangeQuery,
  RESTORE_MESSAGES,
  restoredRecordExistsMessage,
} from '@scheduler/shared-domain/change-query';
import { meetingSchemas } from '@scheduler/shared-domain/meeting-schema';
import { addTeamSchema } from '@scheduler/shared-domain/team-schema';
import type { User } from '@scheduler/shared-domain/user';
import { firstIssueMessage } from '@scheduler/shared-domain/validation';
import { venueSchemas } from '@scheduler/shared-domain/venue-schema';
import { instantsOfDays } from '@scheduler/shared-domain/zoned-time';
import * as v from 'valibot';
import type { Caller } from '../auth/auth-hook';
import type { Passwords } from '../auth/passwords';
import type { Database } from '../db/database';
import type { Clock } from '../db/database-plugin';
import { conflict, forbidden, HttpError } from '../http/http-error';
import { meetingExists } from '../meetings/meeting-queries';
import { createMeetingService } from '../meetings/meeting-service';
import { mayActOnUser } from '../permissions';
import { findTeamName } from '../teams/team-queries';
import { createTeamService } from '../teams/team-service';
import { toTeamRecord } from '../teams/team-wire';
import { findUserById } from '../users/user-queries';
import { createUserService } from '../users/user-service';
import { toUserRecord } from '../users/user-wire';
import { findVenueName } from '../venues/venue-queries';
import { createVenueService } from '../venues/venue-service';
import { venueWireFor } from '../venues/venue-wire';
import { type ChangeFilter, createChangesRepository } from './changes-repository';
import { toChangeEntry } from './changes-wire';

export interface ChangesService {
  /**
   * With `kind` and `id`, the record's history: an Admin may read any, a User meetings, teams, venues and its own user
   * record. Without, the activity of the whole group: Admins only. Newest first.
   */
  page(caller: Caller, query: ChangeQuery): Promise<ChangePage>;
  /** The record a delete's entry holds, added again through its resource's add, with every rule of an add. */
  restore(caller: Caller, entryId: string): Promise<{ _id: string }>;
}

export interface ChangesServiceDeps {
  db: Database;
  now: Clock;
  passwords: Passwords;
  /** TIME_ZONE: the zone the days of `from` and `to` are read in, and a meeting's times are checked in. */
  timeZone: string;
  groupAbbreviation: string;
}

/** A record's last state, through an add's schema: its first broken rule is a 400, as an add would answer. */
function asAddInput<Schema extends v.GenericSchema>(schema: Schema, record: unknown): v.InferOutput<Schema> {
  const parsed = v.safeParse(schema, record);
  if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.issues));
  return parsed.output;
}

const mayReadHistory = (caller: Caller, kind: ChangeKind, id: string) =>
  kind !== 'user' || mayActOnUser(caller.user, id);

export function createChangesService(deps: ChangesServiceDeps): ChangesService {
  const { db, now, passwords, timeZone, groupAbbreviation } = deps;
  const venues = createVenueService({ db, now, groupAbbreviation });
  const teams = createTeamService({ db, now });
  const meetings = createMeetingService({ db, now, timeZone });
  const users = createUserService({ db, passwords, now });
  const venueWire = venueWireFor(groupAbbreviation);
  const { addVenueSchema } = venueSchemas(groupAbbreviation);
  const { addMeetingSchema } = meetingSchemas(now, timeZone);

  /** Whether the record exists now, by its id as the API names it. */
  const exists: Record<ChangeKind, (id: string) => Promise<boolean>> = {
    venue: async (id) => (await findVenueName(db, id)) !== null,
    team: async (id) => (await findTeamName(db, id)) !== null,
    meeting: (id) => meetingExists(db, id),
    user: async (id) => (await findUserById(db, id)) !== null,
  };

  /** Adds the record again; answers it as its own API does. */
  const addAgain = async (kind: ChangeKind, record: Record<string, unknown>, actor: string) => {
    const origin = { actor, action: 'restore' as const };
    switch (kind) {
      case 'venue':
        return venueWire.toVenueRecord(await venues.add(asAddInput(addVenueSchema, record), origin));
      case 'team':
        return toTeamRecord(await teams.add(asAddInput(addTeamSchema, record), origin));
      case 'meeting': {
        const { repeat: _repeat, ...input } = asAddInput(addMeetingSchema, record);
        return meetings.add(input, origin);
      }
      case 'user':
        return toUserRecord(await users.restore(record as unknown as User, actor));
    }
  };

  return {
    page: async (caller, query) => {
      const kind = query.kind === '' ? undefined : (query.kind as ChangeKind);
      const isHistory = query.id !== '';
      if (isHistory ? !kind || !mayReadHistory(caller, kind, query.id) : caller.user.role !== 'Admin') {
        throw forbidden();
      }
      const limit = query.limit === '' ? CHANGE_PAGE_LIMITS.default : Number(query.limit);
      const days =
        query.from || query.to ? instantsOfDays(query.from || query.to, query.to || query.from, timeZone) : null;
      const filter: ChangeFilter = {
        kind,
        recordId: query.id || undefined,
        actor: query.actor || undefined,
        since: query.since || undefined,
        before: query.cursor || undefined,
        from: query.from ? days?.start : undefined,
        to: query.to ? days?.end : undefined,
        limit: limit + 1,
      };
      const rows = await createChangesRepository(db).page(filter);
      const items = rows.slice(0, limit).map(toChangeEntry);
      return { items, next: rows.length > limit ? (items.at(-1)?.id ?? null) : null };
    },

    restore: async (caller, entryId) => {
      const entry = await createChangesRepository(db).find(entryId);
      if (!entry) throw new HttpError(404, RESTORE_MESSAGES.entryNotFound);
      if (entry.action !== 'delete') throw new HttpError(400, RESTORE_MESSAGES.notADelete);
      if (await exists[entry.kind](entry.record_id)) {
        throw conflict(restoredRecordExistsMessage(entry.kind, entry.record_id));
      }
      const lastState = Object.fromEntries(
        Object.entries(entry.fields).map(([name, change]) => [name, 'old' in change ? change.old : undefined]),
      );
      return addAgain(entry.kind, lastState, caller.user.username);
    },
  };
}
