import type { Meeting } from '@scheduler/shared-domain/meeting';
import type { FreeSlot, MeetingRangeQuery } from '@scheduler/shared-domain/meeting-range';
import type { MeetingInput } from '@scheduler/shared-domain/meeting-schema';
import { DateTime } from 'luxon';
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
 * the server's time zone (TIME_ZONE), the zone every conflict message is written in.
 */
export function instantOf(iso: string, timeZone: string): Date {
  return DateTime.fromISO(iso, { zone: timeZone }).toJSDate();
}

/** The form's meeting as stored, with the team's and venue's names in their stored case. */
export function meetingWrite(
  input: MeetingInput,
  names: Pick<MeetingSlot, 'teamName' | 'venueName'>,
  timeZone: string,
): MeetingWrite {
  return {
    id: input._id,
    ...names,
    startTime: instantOf(input.startTime, timeZone),
    endTime: instantOf(input.endTime, timeZone),
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
export function instantsOfDays({ from, to }: MeetingRangeQuery, timeZone: string): InstantRange {
  const startOf = (date: string) => DateTime.fromISO(date, { zone: timeZone }).startOf('day');
  return {
    start: from === '' ? null : startOf(from).toJSDate(),
    end: to === '' ? null : startOf(to).plus({ days: 1 }).startOf('day').toJSDate(),
  };
}
