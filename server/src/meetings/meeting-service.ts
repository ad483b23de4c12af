import { type Meeting, meetingConflict } from '@scheduler/shared-domain/meeting';
import { meetingTeamMissing, meetingVenueMissing } from '@scheduler/shared-domain/meeting-messages';
import type { MeetingRangeQuery } from '@scheduler/shared-domain/meeting-range';
import type { MeetingInput, MeetingUpdateInput } from '@scheduler/shared-domain/meeting-schema';
import type { SeriesRepeat, SeriesScope } from '@scheduler/shared-domain/meeting-series';
import { duplicateKey } from '@scheduler/shared-domain/server-messages';
import { type AddOrigin, created, deleted, recordChanges, updated } from '../changes/change-queries';
import { lockKeys, lockNames } from '../db/advisory-locks';
import { type Queryable, sqlStateOf, type TransactionOptions } from '../db/database';
import { withDuplicateKeyCheck } from '../db/duplicate-key';
import { conflict, forbidden, HttpError } from '../http/http-error';
import { nextUpdatedDate, refuseStaleEdit } from '../http/stale-edit';
import { meetingMail } from '../mail/mail-queries';
import { findTeamName, isOnTeam, teamNotFound } from '../teams/team-queries';
import { findVenueName } from '../venues/venue-queries';
import { createMeetingSeriesService } from './meeting-series-service';
import {
  EXCLUSION_VIOLATION,
  FOREIGN_KEY_VIOLATION,
  type MeetingCaller,
  type MeetingServiceDeps,
  meetingNotFound,
  type ReaderZone,
} from './meeting-service-base';
import { instantsOfRange, type MeetingSlot, meetingWrite } from './meeting-wire';
import { createMeetingsRepository } from './meetings-repository';

/** Reading, adding, changing and deleting meetings with the rules the form schemas cannot check. */
export interface MeetingService {
  /** Whatever the case of `id`; 404 when there is none. */
  get(id: string): Promise<Meeting>;
  /** Every meeting as one JSON array: the same text while no meeting changes. */
  allJson(): Promise<string>;
  /** The meetings that overlap the days of `range` (either end may be open), as one JSON array. */
  rangeJson(range: MeetingRangeQuery): Promise<string>;
  /** The next `limit` meetings of a team that have not ended by the clock, soonest first; 404 for no such team. */
  schedule(teamName: string, limit: number): Promise<Meeting[]>;
  /** With `repeat`, a whole series; answers the first meeting. */
  add(
    input: MeetingInput,
    origin: AddOrigin,
    options?: { repeat?: SeriesRepeat | undefined } & ReaderZone,
  ): Promise<Meeting>;
  /**
   * An Admin may change any meeting, a User only one of a team it leads or belongs to. Never changes the id. With
   * `following`, every later meeting of its series changes with it.
   */
  update(
    input: MeetingUpdateInput,
    caller: MeetingCaller,
    options?: { scope?: SeriesScope | undefined } & ReaderZone,
  ): Promise<Meeting>;
  /** Answers the id of the deleted meeting as stored, and how many later meetings of its series went with it. */
  remove(id: string, actor: string, scope?: SeriesScope): Promise<{ id: string; following: number }>;
}

/** The team's and venue's stored names: both must exist. */
async function placeOf(tx: Queryable, input: MeetingInput): Promise<Pick<MeetingSlot, 'teamName' | 'venueName'>> {
  const teamName = await findTeamName(tx, input.team);
  if (teamName === null) throw new HttpError(400, meetingTeamMissing(input.team), 'team');
  const venueName = await findVenueName(tx, input.venue);
  if (venueName === null) throw new HttpError(400, meetingVenueMissing(input.venue), 'venue');
  return { teamName, venueName };
}

export function createMeetingService(deps: MeetingServiceDeps): MeetingService {
  const { db, now, timeZone } = deps;
  const mail = meetingMail(deps.mail);

  /** The meeting that holds the venue (first), or the team, while `slot` would; `exceptId` is the one an update replaces. */
  const refuseConflicts = async (tx: Queryable, slot: MeetingSlot, exceptId: string | undefined, zone: string) => {
    const clash = await createMeetingsRepository(tx).findConflict(slot, exceptId);
    if (clash) throw conflict(meetingConflict(clash.kind, clash.other, zone), 'startTime');
  };

  /**
   * Every meeting write locks the teams and venues it reads and writes (../db/advisory-locks.ts), so a team or venue
   * cannot go under a write that found it, and a team's members cannot change under a User's update. An update checks
   * for clashes before it writes; an add leaves them to the database, which refuses a clash (exclusion constraints) or
   * a place deleted under it (foreign keys), the common case of no clash costing no query. Either refusal is answered
   * as the checks would have, in their order, once the failed transaction is over: a missing team or venue, a taken
   * id (an add), then the meeting in the way.
   */
  const checkedWrite = async <Result>(
    input: MeetingInput,
    exceptId: string | undefined,
    messageZone: string,
    work: (tx: Queryable) => Promise<Result>,
    options?: TransactionOptions,
  ): Promise<Result> => {
    try {
      return await db.transaction(work, options);
    } catch (error) {
      const sqlState = sqlStateOf(error);
      if (sqlState === EXCLUSION_VIOLATION || sqlState === FOREIGN_KEY_VIOLATION) {
        const write = meetingWrite(input, await placeOf(db, input), timeZone);
        if (exceptId === undefined && (await createMeetingsRepository(db).exists(input._id))) {
          throw new HttpError(403, duplicateKey('meetings', input._id), '_id');
        }
        await refuseConflicts(db, write, exceptId, messageZone);
      }
      throw error;
    }
  };

  const refuseTeam = async (tx: Queryable, caller: MeetingCaller, teamName: string) => {
    if (caller.role !== 'Admin' && !(await isOnTeam(tx, teamName, caller.id))) throw forbidden();
  };
  const series = createMeetingSeriesService(deps, { placeOf, refuseTeam });
  /**
   * The list of all meetings as last read (or being read, so that requests at once read it once), kept while its
   * version stays the same (no transaction that changed the list committed): reading and joining 10,000 rows takes
   * PostgreSQL some 12 ms, the version well under one.
   */
  let allMeetings: { version: string; json: Promise<string> } | undefined;

  return {
    get: async (id) => {
      const meeting = await createMeetingsRepository(db).findById(id);
      if (!meeting) throw meetingNotFound();
      return meeting;
    },

    rangeJson: (range) => createMeetingsRepository(db).listJson(instantsOfRange(range, timeZone)),

    allJson: async () => {
      // Read after the version: the list kept is never older than the version it is kept with.
      const version = await createMeetingsRepository(db).listVersion();
      if (allMeetings?.version !== version) {
        const json = db.transaction((tx) => createMeetingsRepository(tx).allJson(), { snapshot: true });
        const reading = { version, json };
        allMeetings = reading;
        // A failed read is not kept: the next request reads again.
        json.catch(() => {
          if (allMeetings === reading) allMeetings = undefined;
        });
      }
      return allMeetings.json;
    },

    schedule: async (teamName, limit) => {
      const storedName = await findTeamName(db, teamName);
      if (storedName === null) throw teamNotFound();
      return createMeetingsRepository(db).schedule(storedName, new Date(now()), limit);
    },

    add: (input, origin, { repeat, readerZone = timeZone } = {}) =>
      repeat
        ? series.add(input, repeat, origin.actor, readerZone)
        : withDuplicateKeyCheck('meetings', input._id, () =>
            checkedWrite(
              input,
              undefined,
              readerZone,
              async (tx) => {
                const meetings = createMeetingsRepository(tx);
                const nowDate = new Date(now());
                const named = meetingWrite(input, { teamName: input.team, venueName: input.venue }, timeZone);
                // No row: a place is missing, and placeOf says which; or it was added since, and the add goes on.
                const meeting =
                  (await meetings.createAtPlaces(named, nowDate)) ??
                  (await meetings.create(meetingWrite(input, await placeOf(tx, input), timeZone), nowDate));
                await recordChanges(tx, { actor: origin.actor, at: nowDate }, [
                  created('meeting', meeting, origin.action),
                ]);
                await mail.tell(tx, [], [meeting._id], nowDate);
                return meeting;
              },
              { locks: lockKeys({ team: [input.team], venue: [input.venue] }) },
            ),
          ),

    update: (input, caller, { scope = 'one', readerZone = timeZone } = {}) =>
      scope === 'following'
        ? series.updateFollowing(input, caller, readerZone)
        : checkedWrite(input, input._id, readerZone, async (tx) => {
            const meetings = createMeetingsRepository(tx);
            // Locked first: a concurrent update of the same meeting waits, then sees this one's updatedDate.
            const stored = await meetings.findById(input._id, { lock: true });
            if (!stored) throw meetingNotFound();
            await lockNames(tx, { team: [stored.team, input.team], venue: [input.venue] });
            await refuseTeam(tx, caller, stored.team);
            const write = { ...meetingWrite(input, await placeOf(tx, input), timeZone), id: stored._id };
            await refuseTeam(tx, caller, write.teamName);
            const edited = { kind: 'meeting' as const, key: stored._id, updatedDate: new Date(stored.updatedDate) };
            refuseStaleEdit(edited, input.updatedDate, timeZone);
            await refuseConflicts(tx, write, stored._id, readerZone);
            const at = nextUpdatedDate(now(), edited);
            const before = await mail.before(tx, [stored._id]);
            const meeting = await meetings.update(write, at);
            if (!meeting) throw meetingNotFound();
            await recordChanges(tx, { actor: caller.username, at }, [updated('meeting', stored, meeting)]);
            await mail.tell(tx, before, [meeting._id], at);
            return meeting;
          }),

    remove: async (id, actor, scope = 'one') => {
      if (scope === 'following') return series.removeFollowing(id, actor);
      return db.transaction(async (tx) => {
        const before = await mail.before(tx, [id]);
        const at = new Date(now());
        const meeting = await createMeetingsRepository(tx).delete(id, at);
        if (!meeting) throw meetingNotFound();
        await recordChanges(tx, { actor, at }, [deleted('meeting', meeting)]);
        await mail.tell(tx, before, [], at);
        return { id: meeting._id, following: 0 };
      });
    },
  };
}
