import { FREE_SLOT_LIMITS, RANGE_DATES } from '@scheduler/shared-domain/limits';
import { isIsoInstant, orderedRules, type Rule, text } from '@scheduler/shared-domain/validation';
import { DateTime } from 'luxon';
import * as v from 'valibot';
import { CALENDAR_DATE } from './meeting-schema';

/**
 * `GET /meetings?from=YYYY-MM-DD&to=YYYY-MM-DD` and `GET /meetings/free-slots`: a span of days in the server's
 * TIME_ZONE, both ends included.
 */
export const MEETING_RANGE_MESSAGES = {
  fromNotADate: `From must be a date from ${RANGE_DATES.earliest} to ${RANGE_DATES.latest}, written YYYY-MM-DD.`,
  toNotADate: `To must be a date from ${RANGE_DATES.earliest} to ${RANGE_DATES.latest}, written YYYY-MM-DD.`,
  fromAfterTo: 'From must not be after To.',
} as const;

/** Find a time's messages for a query out of its limits (FREE_SLOT_LIMITS). */
export const FREE_SLOT_MESSAGES = {
  teamRequired: 'Team is required.',
  minutesInvalid: `Minutes must be a whole number from ${FREE_SLOT_LIMITS.minMinutes} to ${FREE_SLOT_LIMITS.maxMinutes}.`,
  fromRequired: 'From is required.',
  toRequired: 'To is required.',
  rangeTooLong: `From and To may be at most ${FREE_SLOT_LIMITS.maxDays} days apart, both included.`,
  afterInvalid: 'After must be an ISO 8601 instant.',
} as const;

/** A time a team, and a venue if one was named, are both free: instants in ISO 8601 UTC. */
export interface FreeSlot {
  startTime: string;
  endTime: string;
}

const R = MEETING_RANGE_MESSAGES;
const F = FREE_SLOT_MESSAGES;

const dayOf = (date: string) => DateTime.fromISO(date, { zone: 'utc' });
const isRangeDate = (value: string) =>
  CALENDAR_DATE.test(value) && dayOf(value).isValid && value >= RANGE_DATES.earliest && value <= RANGE_DATES.latest;

interface DateRange {
  from: string;
  to: string;
}

/** A missing end ('') is open. */
const rangeRules: Rule<DateRange>[] = [
  { field: 'from', isValid: ({ from }) => from === '' || isRangeDate(from), message: R.fromNotADate },
  { field: 'to', isValid: ({ to }) => to === '' || isRangeDate(to), message: R.toNotADate },
  { field: 'to', isValid: ({ from, to }) => from === '' || to === '' || from <= to, message: R.fromAfterTo },
];

const rangeFields = { from: text('From'), to: text('To') };

/** The optional range of the meeting list: either end may be left out (or blank), and is then open. */
export const meetingRangeQuerySchema = v.pipe(v.object(rangeFields), orderedRules<DateRange>(rangeRules));
export type MeetingRangeQuery = v.InferOutput<typeof meetingRangeQuerySchema>;

const freeSlotsFields = {
  team: text('Team'),
  venue: text('Venue'),
  minutes: text('Minutes'),
  ...rangeFields,
  after: text('After'),
};
type FreeSlotsFields = v.InferOutput<v.ObjectSchema<typeof freeSlotsFields, undefined>>;

const isMinutes = (minutes: string) =>
  /^\d{1,4}$/.test(minutes) &&
  Number(minutes) >= FREE_SLOT_LIMITS.minMinutes &&
  Number(minutes) <= FREE_SLOT_LIMITS.maxMinutes;

/**
 * The query of a free-slot search; the venue may be left out (or blank), and so may `after`, the start of the last slot
 * of an earlier answer that the search goes on from.
 */
export const freeSlotsQuerySchema = v.pipe(
  v.object(freeSlotsFields),
  orderedRules<FreeSlotsFields>([
    { field: 'team', isValid: ({ team }) => team !== '', message: F.teamRequired },
    { field: 'minutes', isValid: ({ minutes }) => isMinutes(minutes), message: F.minutesInvalid },
    { field: 'from', isValid: ({ from }) => from !== '', message: F.fromRequired },
    { field: 'to', isValid: ({ to }) => to !== '', message: F.toRequired },
    ...rangeRules,
    {
      field: 'to',
      isValid: ({ from, to }) => dayOf(to).diff(dayOf(from), 'days').days < FREE_SLOT_LIMITS.maxDays,
      message: F.rangeTooLong,
    },
    { field: 'after', isValid: ({ after }) => after === '' || isIsoInstant(after), message: F.afterInvalid },
  ]),
  v.transform((query) => ({ ...query, minutes: Number(query.minutes) })),
);
export type FreeSlotsQuery = v.InferOutput<typeof freeSlotsQuerySchema>;
