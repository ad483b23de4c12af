import { MEETING_CHANGED_MESSAGE, type Meeting, meetingConflictMessage } from '@scheduler/shared-domain/meeting';
import {
  MEETING_SERVER_MESSAGES,
  meetingTeamMissingMessage,
  meetingVenueMissingMessage,
} from '@scheduler/shared-domain/meeting-messages';
import type { MeetingInput, MeetingUpdateInput } from '@scheduler/shared-domain/meeting-schema';
import { duplicateKeyMessage } from '@scheduler/shared-domain/messages';
import fp from 'fastify-plugin';
import { type Database, type Queryable, sqlStateOf } from '../../db/database';
import { withDuplicateKeyCheck } from '../../db/duplicate-key';
import { conflict, forbidden, HttpError } from '../../http-error';
import { instantOf, type MeetingSlot, meetingWrite } from '../../meeting-record';
import type { StoredUser } from '../../user-record';
import type { Clock } from './database';
import { createMeetingsRepository, type MeetingConflict } from './meetings-repository';
import { lockPlaces } from './place-locks';

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
  /** The check made under the place locks; replaced in tests to let a clash slip past it to the database's backstop. */
  findConflict?: FindMeetingConflict;
}

/** The team's and venue's stored names: both must exist. Also whether `newId` is taken already, when given. */
async function placeOf(
  tx: Queryable,
  input: MeetingInput,
  newId?: string,
): Promise<{ names: Pick<MeetingSlot, 'teamName' | 'venueName'>; idTaken: boolean }> {
  const { teamName, venueName, idTaken } = await createMeetingsRepository(tx).findPlace(input.team, input.venue, newId);
  if (teamName === null) throw new HttpError(400, meetingTeamMissingMessage(input.team));
  if (venueName === null) throw new HttpError(400, meetingVenueMissingMessage(input.venue));
  return { names: { teamName, venueName }, idTaken };
}

export function createMeetingManagement(deps: MeetingManagementDeps): MeetingManagement {
  const { db, now, timeZone, findConflict = findMeetingConflict } = deps;

  const refuseConflicts = async (find: FindMeetingConflict, tx: Queryable, slot: MeetingSlot, exceptId?: string) => {
    const clash = await find(tx, slot, exceptId);
    if (clash) throw conflict(meetingConflictMessage(clash.kind, clash.other, timeZone));
  };

  /**
   * Every meeting write locks the teams and venues it reads and writes (./place-locks.ts), then checks and writes:
   * two overlapping writes cannot both pass the check, a team or venue cannot go under a write that found it, and
   * a team's members cannot change under a User's update. Should a write race us anyway, the database refuses it
   * (exclusion constraints, foreign keys), and this answers as the check would have, once the failed transaction is
   * over. `exceptId` is the meeting an update replaces, which cannot clash with itself.
   */
  const checkedWrite = async <Result>(
    input: MeetingInput,
    exceptId: string | undefined,
    work: (tx: Queryable) => Promise<Result>,
  ): Promise<Result> => {
    try {
      return await db.transaction(work);
    } catch (error) {
      const sqlState = sqlStateOf(error);
      if (sqlState === EXCLUSION_VIOLATION || sqlState === FOREIGN_KEY_VIOLATION) {
        const write = meetingWrite(input, (await placeOf(db, input)).names, timeZone);
        await refuseConflicts(findMeetingConflict, db, write, exceptId);
      }
      throw error;
    }
  };

  return {
    add: (input) =>
      withDuplicateKeyCheck('meetings', input._id, () =>
        checkedWrite(input, undefined, async (tx) => {
          await lockPlaces(db.engine, tx, { teams: [input.team], venues: [input.venue] });
          const { names, idTaken } = await placeOf(tx, input, input._id);
          if (idTaken) throw new HttpError(403, duplicateKeyMessage('meetings', input._id));
          const write = meetingWrite(input, names, timeZone);
          await refuseConflicts(findConflict, tx, write);
          return createMeetingsRepository(tx).create(write, new Date(now()));
        }),
      ),

    update: (input, caller) =>
      checkedWrite(input, input._id, async (tx) => {
        const meetings = createMeetingsRepository(tx);
        const mayUseTeam = async (teamName: string) =>
          caller.role === 'Admin' || (await meetings.isOnTeam(teamName, caller.id));
        // Locked first: a concurrent update of the same meeting waits, then sees this one's updatedDate.
        const stored = await meetings.findById(input._id, { lock: true });
        if (!stored) throw meetingNotFound();
        await lockPlaces(db.engine, tx, { teams: [stored.team, input.team], venues: [input.venue] });
        if (!(await mayUseTeam(stored.team))) throw forbidden();
        const write = { ...meetingWrite(input, (await placeOf(tx, input)).names, timeZone), id: stored._id };
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
