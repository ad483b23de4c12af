import type { Language } from '@scheduler/shared-domain/i18n';
import { LIMITS } from '@scheduler/shared-domain/limits';
import { type Meeting, meetingConflict } from '@scheduler/shared-domain/meeting';
import { type MeetingInput, type MeetingUpdateInput, meetingSchemas } from '@scheduler/shared-domain/meeting-schema';
import {
  occurrenceId,
  onDay,
  SERIES_RULES,
  type SeriesRepeat,
  seriesFailure,
  seriesOccurrences,
  seriesRule,
} from '@scheduler/shared-domain/meeting-series';
import { duplicateKey } from '@scheduler/shared-domain/server-messages';
import { firstIssueMessage } from '@scheduler/shared-domain/validation';
import { dayIn, instantOf } from '@scheduler/shared-domain/zoned-time';
import { DateTime } from 'luxon';
import * as v from 'valibot';
import { created, deleted, recordBatch, updated } from '../changes/change-queries';
import { lockNames } from '../db/advisory-locks';
import { type Queryable, sqlStateOf } from '../db/database';
import { HttpError } from '../http/http-error';
import { nextUpdatedDate, refuseStaleEdit } from '../http/stale-edit';
import { meetingMail } from '../mail/mail-queries';
import {
  EXCLUSION_VIOLATION,
  FOREIGN_KEY_VIOLATION,
  type MeetingCaller,
  type MeetingServiceDeps,
  meetingNotFound,
} from './meeting-service-base';
import { type MeetingSlot, type MeetingWrite, meetingWrite } from './meeting-wire';
import { createMeetingsRepository } from './meetings-repository';

/** What a series write stores, kept to name the dates of a clash once its transaction is over. */
interface SeriesWrite {
  writes: MeetingWrite[];
}

/** One meeting of a series as the form would have sent it, by its date in TIME_ZONE. */
interface SeriesMember<Input extends MeetingInput> {
  date: string;
  input: Input;
}

/** The place and checks a series write shares with a single meeting's, from the meeting service. */
export interface SeriesWriteTools {
  placeOf(tx: Queryable, input: MeetingInput): Promise<Pick<MeetingSlot, 'teamName' | 'venueName'>>;
  /** 403 unless the caller may hold meetings of the team: an Admin, or a User who leads it or belongs to it. */
  refuseTeam(tx: Queryable, caller: MeetingCaller, teamName: string): Promise<void>;
}

/**
 * Series of meetings: added whole or not at all, and changed or deleted from one meeting on. Every meeting of a series
 * is a meeting of its own, checked by the rules of one; a refusal names every date it would fail on.
 */
export function createMeetingSeriesService(deps: MeetingServiceDeps, tools: SeriesWriteTools) {
  const { db, now, timeZone } = deps;
  const mail = meetingMail(deps.mail);
  const { addMeetingSchema, updateMeetingSchema } = meetingSchemas(now, timeZone);

  /** The day a member starts on in the reader's zone, as its messages name it. */
  const readerDay = (startTime: string | Date, readerZone: string) =>
    dayIn(typeof startTime === 'string' ? instantOf(startTime, timeZone) : startTime, readerZone);

  /** The SPEC §5 rules on every member: the first rule that fails, on every date it fails on, refuses the series. */
  const refuseFailingRules = (
    members: readonly SeriesMember<MeetingInput>[],
    schema: v.GenericSchema,
    readerZone: string,
  ) => {
    const brokenRule = (input: MeetingInput, language?: Language) => {
      const result = v.safeParse(schema, input, { lang: language });
      return result.success ? null : firstIssueMessage(result.issues);
    };
    // By the rule's English text; the answer words the first member's broken rule again in the request's language.
    const failures = new Map<string, { dates: string[]; input: MeetingInput }>();
    for (const member of members) {
      const broken = brokenRule(member.input);
      if (broken === null) continue;
      const failure = failures.get(broken) ?? { dates: [], input: member.input };
      failure.dates.push(readerDay(member.input.startTime, readerZone));
      failures.set(broken, failure);
    }
    const [first] = failures;
    if (first) {
      const [english, { dates, input }] = first;
      throw new HttpError(
        400,
        seriesFailure(dates, (language: Language) => brokenRule(input, language) ?? english),
      );
    }
  };

  /** Every member whose time is taken at its place, by a meeting not in `exceptIds`, refuses the series. */
  const refuseConflicts = async (writes: readonly MeetingWrite[], exceptIds: readonly string[], readerZone: string) => {
    if (writes.length === 0) return;
    const clashes = await createMeetingsRepository(db).conflictsOf(writes, exceptIds);
    const [firstClash] = clashes.values();
    if (!firstClash) return;
    const clashDates = writes
      .filter((_write, index) => clashes.has(index))
      .map((write) => readerDay(write.startTime, readerZone));
    throw new HttpError(409, seriesFailure(clashDates, meetingConflict(firstClash.kind, firstClash.other, readerZone)));
  };

  /**
   * Runs a series write in one transaction, under the team and venue locks it takes. The exclusion constraints refuse
   * a clash as the meetings are written; only then are the clashes looked up, to name each date, once the transaction
   * is over. The common write pays for no check of its own. A team or venue deleted under the write is answered as
   * missing.
   */
  const writeWhole = async <Result>(
    input: MeetingInput,
    readerZone: string,
    work: (tx: Queryable, written: SeriesWrite) => Promise<Result>,
  ): Promise<Result> => {
    const written: SeriesWrite = { writes: [] };
    try {
      return await db.transaction((tx) => work(tx, written));
    } catch (error) {
      const sqlState = sqlStateOf(error);
      if (sqlState === FOREIGN_KEY_VIOLATION) await tools.placeOf(db, input);
      if (sqlState === EXCLUSION_VIOLATION) {
        await refuseConflicts(
          written.writes,
          written.writes.map((write) => write.id),
          readerZone,
        );
      }
      throw error;
    }
  };

  return {
    add: (input: MeetingInput, repeat: SeriesRepeat, actor: string, readerZone: string): Promise<Meeting> => {
      const occurrences = seriesOccurrences(input.startTime, input.endTime, repeat, timeZone);
      if (occurrences.length > LIMITS.seriesLength) throw new HttpError(400, SERIES_RULES.tooLong);
      if (occurrences.length < 2) throw new HttpError(400, SERIES_RULES.untilNotAfterStart);
      const members = occurrences.map(({ date, start, end }, index) => ({
        date,
        input: {
          ...input,
          _id: index === 0 ? input._id : occurrenceId(input._id, date),
          meetingDate: date,
          startTime: start.toISO() ?? '',
          endTime: end.toISO() ?? '',
        },
      }));
      refuseFailingRules(members.slice(1), addMeetingSchema, readerZone);
      return writeWhole(input, readerZone, async (tx, written) => {
        await lockNames(tx, { team: [input.team], venue: [input.venue] });
        const meetings = createMeetingsRepository(tx);
        const place = await tools.placeOf(tx, input);
        const ids = members.map((member) => member.input._id);
        const taken = new Set(await meetings.takenIds(ids));
        if (taken.has(input._id)) throw new HttpError(403, duplicateKey('meetings', input._id));
        const takenDates = members
          .filter((member) => taken.has(member.input._id))
          .map((member) => readerDay(member.input.startTime, readerZone));
        const firstTaken = ids.find((id) => taken.has(id));
        if (firstTaken) throw new HttpError(409, seriesFailure(takenDates, duplicateKey('meetings', firstTaken)));
        written.writes = members.map((member) => meetingWrite(member.input, place, timeZone));
        const at = new Date(now());
        const rule = seriesRule(repeat.frequency, occurrences[0]?.date ?? '', occurrences.length);
        const added = await meetings.createSeries(written.writes, { id: input._id, rule }, at);
        const [first] = added;
        if (!first) throw new Error('Adding a series stored no meeting.');
        await recordBatch(
          tx,
          { actor, at },
          added.map((meeting) => created('meeting', meeting)),
        );
        await mail.tell(tx, [], ids, at);
        return first;
      });
    },

    /**
     * The meeting as sent, and every later one of its series moved by as many days as it was, each at its new
     * wall-clock times, venue, team and comments. A meeting of no series is changed alone.
     */
    updateFollowing: (input: MeetingUpdateInput, caller: MeetingCaller, readerZone: string): Promise<Meeting> =>
      writeWhole(input, readerZone, async (tx, written) => {
        const meetings = createMeetingsRepository(tx);
        const stored = await meetings.findById(input._id, { lock: true });
        if (!stored) throw meetingNotFound();
        const later = stored.seriesId
          ? (await meetings.seriesFrom(stored.seriesId, new Date(stored.startTime))).filter(
              (meeting) => meeting._id !== stored._id,
            )
          : [];
        const teams = [...new Set([stored.team, ...later.map((meeting) => meeting.team)])];
        await lockNames(tx, { team: [...teams, input.team], venue: [input.venue] });
        for (const team of teams) await tools.refuseTeam(tx, caller, team);
        const place = await tools.placeOf(tx, input);
        await tools.refuseTeam(tx, caller, place.teamName);
        refuseStaleEdit(
          { kind: 'meeting', key: stored._id, updatedDate: new Date(stored.updatedDate) },
          input.updatedDate,
          timeZone,
        );
        const newDate = dayIn(instantOf(input.startTime, timeZone), timeZone);
        const shift = DateTime.fromISO(newDate).diff(DateTime.fromISO(stored.meetingDate), 'days').days;
        const moved = later.map((meeting) => {
          const date = DateTime.fromISO(meeting.meetingDate).plus({ days: shift }).toISODate() ?? '';
          const { start, end } = onDay(date, input.startTime, input.endTime, timeZone);
          const times = { meetingDate: date, startTime: start.toISO() ?? '', endTime: end.toISO() ?? '' };
          return {
            date,
            stored: meeting,
            input: { ...input, ...times, _id: meeting._id, updatedDate: meeting.updatedDate },
          };
        });
        refuseFailingRules(moved, updateMeetingSchema, readerZone);
        const members = [{ date: newDate, stored, input }, ...moved];
        const writes = members.map((member) => ({
          ...meetingWrite(member.input, place, timeZone),
          id: member.stored._id,
        }));
        written.writes = writes;
        const before = await mail.before(
          tx,
          writes.map((write) => write.id),
        );
        // Later meetings move first when the series moves later, so no meeting lands on one not yet moved.
        const order = shift > 0 ? writes.map((_write, index) => index).reverse() : writes.map((_write, index) => index);
        const changes = [];
        let first: Meeting | null = null;
        for (const index of order) {
          const member = members[index];
          const write = writes[index];
          if (!member || !write) continue;
          const result = await meetings.update(
            write,
            nextUpdatedDate(now(), { updatedDate: new Date(member.stored.updatedDate) }),
          );
          if (result) changes.push(updated('meeting', member.stored, result));
          if (index === 0) first = result;
        }
        if (!first) throw meetingNotFound();
        const at = new Date(now());
        await recordBatch(tx, { actor: caller.username, at }, changes);
        await mail.tell(
          tx,
          before,
          writes.map((write) => write.id),
          at,
        );
        return first;
      }),

    /** Deletes the meeting and every later one of its series; answers its id as stored and how many later ones went. */
    removeFollowing: (id: string, actor: string): Promise<{ id: string; following: number }> =>
      db.transaction(async (tx) => {
        const meetings = createMeetingsRepository(tx);
        const stored = await meetings.findById(id, { lock: true });
        if (!stored) throw meetingNotFound();
        const removed = stored.seriesId
          ? await meetings.seriesFrom(stored.seriesId, new Date(stored.startTime))
          : [stored];
        const ids = removed.map((meeting) => meeting._id);
        const before = await mail.before(tx, ids);
        const at = new Date(now());
        await meetings.deleteMany(ids, at);
        await recordBatch(
          tx,
          { actor, at },
          removed.map((meeting) => deleted('meeting', meeting)),
        );
        await mail.tell(tx, before, [], at);
        return { id: stored._id, following: ids.filter((each) => each !== stored._id).length };
      }),
  };
}
