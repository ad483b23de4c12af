import { type Meeting, type MeetingConflictKind, meetingConflict } from '@scheduler/shared-domain/meeting';
import { meetingTeamMissing, meetingVenueMissing } from '@scheduler/shared-domain/meeting-messages';
import type { MeetingInput } from '@scheduler/shared-domain/meeting-schema';
import { duplicateKey } from '@scheduler/shared-domain/server-messages';
import { created, recordBatch } from '../changes/change-queries';
import { lockKeys } from '../db/advisory-locks';
import type { Queryable } from '../db/database';
import { isUniqueViolation } from '../db/duplicate-key';
import { conflict, HttpError } from '../http/http-error';
import { meetingMail } from '../mail/mail-queries';
import { findTeamName } from '../teams/team-queries';
import { findVenueName } from '../venues/venue-queries';
import type { MeetingServiceDeps } from './meeting-service-base';
import { type MeetingWrite, meetingWrite } from './meeting-wire';
import { createMeetingsRepository } from './meetings-repository';

interface Clash {
  kind: MeetingConflictKind;
  other: Pick<Meeting, '_id' | 'team' | 'venue' | 'startTime' | 'endTime'>;
}

/** The clash an add names: at the venue before one of the team, then the earliest, then by id. */
function firstClash(clashes: readonly (Clash | undefined)[]): Clash | undefined {
  const rank = (clash: Clash) => [clash.kind === 'venue' ? 0 : 1, Date.parse(clash.other.startTime), clash.other._id];
  return clashes
    .filter((clash): clash is Clash => clash !== undefined)
    .sort((a, b) => {
      const [x, y] = [rank(a), rank(b)];
      const differs = x.findIndex((value, index) => value !== y[index]);
      return differs < 0 ? 0 : (x[differs] as number | string) < (y[differs] as number | string) ? -1 : 1;
    })[0];
}

/** The stored name of each of `names` (any case), or none. */
async function storedNames(names: readonly string[], find: (name: string) => Promise<string | null>) {
  const stored = new Map<string, string | null>();
  for (const name of new Set(names.map((each) => each.toLowerCase()))) stored.set(name, await find(name));
  return (name: string) => stored.get(name.toLowerCase()) ?? null;
}

/** Where a meeting that starts at `ms` goes among meetings sorted by start: the index of the first that ends after. */
function firstEndingAfter(sorted: readonly MeetingWrite[], ms: number): number {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as MeetingWrite).endTime.getTime() > ms) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * The meetings accepted so far, by team and by venue, and the first of them a new one would clash with. Those of one
 * place never overlap (each was refused if it did), so sorted by start they are sorted by end too, and the one a new
 * meeting clashes with first is found by a binary search.
 */
function acceptedMeetings() {
  const byPlace = { team: new Map<string, MeetingWrite[]>(), venue: new Map<string, MeetingWrite[]>() };
  const at = (kind: MeetingConflictKind, write: MeetingWrite) => (kind === 'team' ? write.teamName : write.venueName);
  const clashAt = (kind: MeetingConflictKind, write: MeetingWrite): Clash | undefined => {
    const sorted = byPlace[kind].get(at(kind, write)) ?? [];
    const other = sorted[firstEndingAfter(sorted, write.startTime.getTime())];
    if (!other || other.startTime >= write.endTime) return undefined;
    return {
      kind,
      other: {
        _id: other.id,
        team: other.teamName,
        venue: other.venueName,
        startTime: other.startTime.toISOString(),
        endTime: other.endTime.toISOString(),
      },
    };
  };
  return {
    add(write: MeetingWrite) {
      for (const kind of ['team', 'venue'] as const) {
        const sorted = byPlace[kind].get(at(kind, write)) ?? [];
        sorted.splice(firstEndingAfter(sorted, write.startTime.getTime()), 0, write);
        byPlace[kind].set(at(kind, write), sorted);
      }
    },
    clashOf: (write: MeetingWrite) => firstClash([clashAt('venue', write), clashAt('team', write)]),
  };
}

/**
 * Adds many meetings in one transaction, each by the rules of a single add (../meetings/meeting-service.ts) in the
 * order given, as if each were added after those before it: its team and venue must exist, its id be free (of stored
 * meetings, series and the meetings before it), its time free at its venue and of its team. Each check runs for all
 * meetings at once, and they are written in one statement with one batch of change entries and one mail intent.
 * Answers each refused meeting's error by its index; with any, or for a preview, nothing is written.
 */
export function createMeetingBatchAdd(deps: MeetingServiceDeps) {
  const { db, now, timeZone } = deps;
  const mail = meetingMail(deps.mail);

  const checked = async (tx: Queryable, inputs: readonly MeetingInput[]) => {
    const teamOf = await storedNames(
      inputs.map((input) => input.team),
      (name) => findTeamName(tx, name),
    );
    const venueOf = await storedNames(
      inputs.map((input) => input.venue),
      (name) => findVenueName(tx, name),
    );
    const meetings = createMeetingsRepository(tx);
    const taken = new Set((await meetings.takenIds(inputs.map((input) => input._id))).map((id) => id.toLowerCase()));
    const writes = inputs.map((input) => {
      const [teamName, venueName] = [teamOf(input.team), venueOf(input.venue)];
      return teamName && venueName ? meetingWrite(input, { teamName, venueName }, timeZone) : null;
    });
    const placed = writes.flatMap((write, index) => (write ? [{ write, index }] : []));
    const storedClashes = await meetings.conflictsOf(
      placed.map(({ write }) => write),
      [],
    );
    const storedClashOf = new Map(placed.map(({ index }, position) => [index, storedClashes.get(position)]));

    const refusals = new Map<number, HttpError>();
    const accepted = acceptedMeetings();
    const acceptedWrites: MeetingWrite[] = [];
    for (const [index, input] of inputs.entries()) {
      const write = writes[index];
      const id = input._id.toLowerCase();
      const clash = write && firstClash([storedClashOf.get(index), accepted.clashOf(write)]);
      if (!teamOf(input.team)) refusals.set(index, new HttpError(400, meetingTeamMissing(input.team), 'team'));
      else if (!venueOf(input.venue)) {
        refusals.set(index, new HttpError(400, meetingVenueMissing(input.venue), 'venue'));
      } else if (taken.has(id)) {
        refusals.set(index, new HttpError(403, duplicateKey('meetings', input._id), '_id'));
      } else if (clash) {
        refusals.set(index, conflict(meetingConflict(clash.kind, clash.other, timeZone), 'startTime'));
      } else if (write) {
        taken.add(id);
        accepted.add(write);
        acceptedWrites.push(write);
      }
    }
    return { refusals, acceptedWrites };
  };

  const addAll = (inputs: readonly MeetingInput[], actor: string, { preview }: { preview: boolean }) =>
    db.transaction(
      async (tx) => {
        const { refusals, acceptedWrites } = await checked(tx, inputs);
        if (refusals.size > 0 || preview) return refusals;
        const at = new Date(now());
        const added = await createMeetingsRepository(tx).createMany(acceptedWrites, at);
        await recordBatch(
          tx,
          { actor, at },
          added.map((meeting) => created('meeting', meeting)),
        );
        await mail.tell(
          tx,
          [],
          added.map((meeting) => meeting._id),
          at,
        );
        return refusals;
      },
      { locks: lockKeys({ team: inputs.map((input) => input.team), venue: inputs.map((input) => input.venue) }) },
    );

  return async (...batch: Parameters<typeof addAll>) => {
    try {
      return await addAll(...batch);
    } catch (error) {
      // A meeting added alone at another team and venue (whose locks the batch does not hold) took one of the ids
      // after the check: checked again, that row is refused by its message.
      if (isUniqueViolation(error)) return addAll(...batch);
      throw error;
    }
  };
}
