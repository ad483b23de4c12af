import { MEETING_CHANGED_MESSAGE, type Meeting, meetingConflictMessage } from '@scheduler/shared-domain/meeting';
import type { MeetingInput, MeetingUpdateInput } from '@scheduler/shared-domain/meeting-schema';
import { duplicateKeyMessage } from '@scheduler/shared-domain/messages';
import fp from 'fastify-plugin';
import { type Database, type Queryable, sqlStateOf } from '../../db/database';
import { withDuplicateKeyCheck } from '../../db/duplicate-key';
import { conflict, forbidden, HttpError } from '../../http-error';
import { MEETING_SERVER_MESSAGES, meetingTeamMissingMessage, meetingVenueMissingMessage } from '../../meeting-messages';
import { instantOf, type MeetingSlot, meetingWrite } from '../../meeting-record';
import type { StoredUser } from '../../user-record';
import type { Clock } from './database';
import { createMeetingsRepository, type MeetingConflict } from './meetings-repository';
import { createUsersRepository } from './users-repository';

export const meetingNotFound = () => new HttpError(404, MEETING_SERVER_MESSAGES.meetingNotFound);

const EXCLUSION_VIOLATION = '23P01';
const FOREIGN_KEY_VIOLATION = '23503';

/** Adding, changing and deleting meetings with the rules the form schemas cannot check. */
export interface MeetingManagement {
  add(input: MeetingInput): Promise<Meeting>;
  /** An Admin may change any meeting, a User only one of a team it leads or belongs to. Never changes the id. */
  update(input: MeetingUpdateInput, caller: Pick<StoredUser, 'id' | 'role'>): Promise<Meeting>;
  /** Answers the id of the deleted meeting as stored. */
  remove(id: string): Promise<string>;
}

/** The meeting that holds the venue (first), or the team, while `slot` would; null when both are free. */
export type FindMeetingConflict = (
  tx: Queryable,
  slot: MeetingSlot,
  exceptId?: string,
) => Promise<MeetingConflict | null>;

export const findMeetingConflict: FindMeetingConflict = (tx, slot, exceptId) =>
  createMeetingsRepository(tx).findConflict(slot, exceptId);

export interface MeetingManagementDeps {
  db: Database;
  now: Clock;
  /** TIME_ZONE: the zone conflict messages are written in. */
  timeZone: string;
  /** The check made under the write lock; replaced in tests to let a clash slip past it to the database's backstop. */
  findConflict?: FindMeetingConflict;
}

/** The team's and venue's stored names: both must exist. */
async function placeOf(tx: Queryable, input: MeetingInput): Promise<Pick<MeetingSlot, 'teamName' | 'venueName'>> {
  const { teamName, venueName } = await createMeetingsRepository(tx).findPlace(input.team, input.venue);
  if (teamName === null) throw new HttpError(400, meetingTeamMissingMessage(input.team));
  if (venueName === null) throw new HttpError(400, meetingVenueMissingMessage(input.venue));
  return { teamName, venueName };
}

export function createMeetingManagement(deps: MeetingManagementDeps): MeetingManagement {
  const { db, now, timeZone, findConflict = findMeetingConflict } = deps;

  const refuseConflicts = async (find: FindMeetingConflict, tx: Queryable, slot: MeetingSlot, exceptId?: string) => {
    const clash = await find(tx, slot, exceptId);
    if (clash) throw conflict(meetingConflictMessage(clash.kind, clash.other, timeZone));
  };

  /**
   * Every meeting write takes the one write lock of user, team and venue changes, then checks and writes: two
   * overlapping writes cannot both pass the check, and a team's members cannot change under a User's update.
   * Should a write that skipped the lock race us anyway, the database refuses it (exclusion constraints, foreign
   * keys), and this answers as the check would have, once the failed transaction is over. `exceptId` is the meeting
   * an update replaces, which cannot clash with itself.
   */
  const lockedWrite = async <Result>(
    input: MeetingInput,
    exceptId: string | undefined,
    work: (tx: Queryable) => Promise<Result>,
  ): Promise<Result> => {
    try {
      return await db.transaction(async (tx) => {
        await createUsersRepository(tx).lockUserChanges();
        return await work(tx);
      });
    } catch (error) {
      const sqlState = sqlStateOf(error);
      if (sqlState === EXCLUSION_VIOLATION || sqlState === FOREIGN_KEY_VIOLATION) {
        const write = meetingWrite(input, await placeOf(db, input), timeZone);
        await refuseConflicts(findMeetingConflict, db, write, exceptId);
      }
      throw error;
    }
  };

  return {
    add: (input) =>
      withDuplicateKeyCheck('meetings', input._id, () =>
        lockedWrite(input, undefined, async (tx) => {
          const meetings = createMeetingsRepository(tx);
          const write = meetingWrite(input, await placeOf(tx, input), timeZone);
          if (await meetings.findById(input._id)) throw new HttpError(403, duplicateKeyMessage('meetings', input._id));
          await refuseConflicts(findConflict, tx, write);
          return meetings.create(write, new Date(now()));
        }),
      ),

    update: (input, caller) =>
      lockedWrite(input, input._id, async (tx) => {
        const meetings = createMeetingsRepository(tx);
        const mayUseTeam = async (teamName: string) =>
          caller.role === 'Admin' || (await meetings.isOnTeam(teamName, caller.id));
        const stored = await meetings.findById(input._id);
        if (!stored) throw meetingNotFound();
        if (!(await mayUseTeam(stored.team))) throw forbidden();
        const write = { ...meetingWrite(input, await placeOf(tx, input), timeZone), id: stored._id };
        if (!(await mayUseTeam(write.teamName))) throw forbidden();
        if (instantOf(input.updatedDate, timeZone).getTime() !== Date.parse(stored.updatedDate)) {
          throw conflict(MEETING_CHANGED_MESSAGE);
        }
        await refuseConflicts(findConflict, tx, write, stored._id);
        // Strictly later than the version it replaces, so a client still holding that version is always told.
        const updated = await meetings.update(write, new Date(Math.max(now(), Date.parse(stored.updatedDate) + 1)));
        if (!updated) throw meetingNotFound();
        return updated;
      }),

    remove: async (id) => {
      const deleted = await createMeetingsRepository(db).delete(id);
      if (!deleted) throw meetingNotFound();
      return deleted;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    meetingManagement: MeetingManagement;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'meetingManagement',
      createMeetingManagement({ db: app.db, now: app.now, timeZone: app.settings.timeZone }),
    );
  },
  { name: 'meeting-management', dependencies: ['database'] },
);
