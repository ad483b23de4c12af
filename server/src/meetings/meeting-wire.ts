import type { Meeting } from '@scheduler/shared-domain/meeting';
import type { FreeSlot, MeetingRangeQuery } from '@scheduler/shared-domain/meeting-range';
import type { MeetingInput } from '@scheduler/shared-domain/meeting-schema';
import { instantOf, instantsOfDays } from '@scheduler/shared-domain/zoned-time';
import * as v from 'valibot';

/** The response schema of every meeting record: serialising through it drops any field it does not name. */
export const meetingRecordSchema = v.object({
  _id: v.string(),
  team: v.string(),
  venue: v.string(),
  meetingDate: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  comments: v.string(),
  updatedDate: v.string(),
  seriesId: v.optional(v.string()),
}) satisfies v.GenericSchema<Meeting>;

export const freeSlotSchema = v.object({
  startTime: v.string(),
  endTime: v.string(),
}) satisfies v.GenericSchema<FreeSlot>;

/** When and where a meeting is held: the team and venue by their stored names. */
export interface MeetingSlot {
  teamName: string;
  venueName: string;
  startTime: Date;
  endTime: Date;
}

/** Everything a write stores but the updated date; the database derives the meeting date from the start. */
export interface MeetingWrite extends MeetingSlot {
  id: string;
  comments: string;
}

/**
 * An instant the form sent. The schema has already checked it reads as ISO 8601; one without an offset is read in
 * the server's time zone (TIME_ZONE).
 */
export const instantOfInput = (iso: string, timeZone: string): Date => instantOf(iso, timeZone).toJSDate();

/** The form's meeting as stored, with the team's and venue's names in their stored case. */
export function meetingWrite(
  input: MeetingInput,
  names: Pick<MeetingSlot, 'teamName' | 'venueName'>,
  timeZone: string,
): MeetingWrite {
  return {
    id: input._id,
    ...names,
    startTime: instantOfInput(input.startTime, timeZone),
    endTime: instantOfInput(input.endTime, timeZone),
    comments: input.comments,
  };
}

/** From `start` up to, not including, `end`; an end left null is open. */
export interface InstantRange {
  start: Date | null;
  end: Date | null;
}

/**
 * The instants whole days in `timeZone` cover: from the start of `from` up to the start of the day after `to`. An end
 * left blank is open (null).
 */
export function instantsOfRange({ from, to }: MeetingRangeQuery, timeZone: string): InstantRange {
  return {
    start: from === '' ? null : instantsOfDays(from, from, timeZone).start,
    end: to === '' ? null : instantsOfDays(to, to, timeZone).end,
  };
}
