import { defineMessage, defineMessages, inEnglishEach, message } from '@scheduler/shared-domain/i18n';
import { FREE_SLOT_LIMITS, RANGE_DATES } from '@scheduler/shared-domain/limits';
import { isIsoInstant, orderedRules, type Rule, text } from '@scheduler/shared-domain/validation';
import { DateTime } from 'luxon';
import * as v from 'valibot';
import { CALENDAR_DATE } from './meeting-schema';

/**
 * `GET /meetings?from=YYYY-MM-DD&to=YYYY-MM-DD` and `GET /meetings/free-slots`: a span of days in the server's
 * TIME_ZONE, both ends included.
 */
export const MEETING_RANGE_FORM_MESSAGES = defineMessages({
  from: { id: 'validation.range.from', defaultMessage: 'From' },
  to: { id: 'validation.range.to', defaultMessage: 'To' },
  team: { id: 'validation.range.team', defaultMessage: 'Team' },
  venue: { id: 'validation.range.venue', defaultMessage: 'Venue' },
  minutes: { id: 'validation.range.minutes', defaultMessage: 'Minutes' },
  after: { id: 'validation.range.after', defaultMessage: 'After' },
  fromNotADate: defineMessage<{ earliest: string; latest: string }>({
    id: 'validation.range.fromNotADate',
    defaultMessage: 'From must be a date from {earliest} to {latest}, written YYYY-MM-DD.',
  }),
  toNotADate: defineMessage<{ earliest: string; latest: string }>({
    id: 'validation.range.toNotADate',
    defaultMessage: 'To must be a date from {earliest} to {latest}, written YYYY-MM-DD.',
  }),
  fromAfterTo: { id: 'validation.range.fromAfterTo', defaultMessage: 'From must not be after To.' },
  teamRequired: { id: 'validation.range.teamRequired', defaultMessage: 'Team is required.' },
  minutesInvalid: defineMessage<{ min: string; max: string }>({
    id: 'validation.range.minutesInvalid',
    defaultMessage: 'Minutes must be a whole number from {min} to {max}.',
  }),
  fromRequired: { id: 'validation.range.fromRequired', defaultMessage: 'From is required.' },
  toRequired: { id: 'validation.range.toRequired', defaultMessage: 'To is required.' },
  rangeTooLong: defineMessage<{ days: string }>({
    id: 'validation.range.rangeTooLong',
    defaultMessage: 'From and To may be at most {days} days apart, both included.',
  }),
  afterInvalid: { id: 'validation.range.afterInvalid', defaultMessage: 'After must be an ISO 8601 instant.' },
});
const D = MEETING_RANGE_FORM_MESSAGES;
const RANGE_ENDS = { earliest: RANGE_DATES.earliest, latest: RANGE_DATES.latest };

export const MEETING_RANGE_RULES = {
  fromNotADate: message(D.fromNotADate, RANGE_ENDS),
  toNotADate: message(D.toNotADate, RANGE_ENDS),
  fromAfterTo: message(D.fromAfterTo),
};
export const MEETING_RANGE_MESSAGES = inEnglishEach(MEETING_RANGE_RULES);

/** Find a time's messages for a query out of its limits (FREE_SLOT_LIMITS). */
export const FREE_SLOT_RULES = {
  teamRequired: message(D.teamRequired),
  minutesInvalid: message(D.minutesInvalid, {
    min: String(FREE_SLOT_LIMITS.minMinutes),
    max: String(FREE_SLOT_LIMITS.maxMinutes),
  }),
  fromRequired: message(D.fromRequired),
  toRequired: message(D.toRequired),
  rangeTooLong: message(D.rangeTooLong, { days: String(FREE_SLOT_LIMITS.maxDays) }),
  afterInvalid: message(D.afterInvalid),
};
export const FREE_SLOT_MESSAGES = inEnglishEach(FREE_SLOT_RULES);

/** A time a team, and a venue if one was named, are both free: instants in ISO 8601 UTC. */
export interface FreeSlot {
  startTime: string;
  endTime: string;
}

const R = MEETING_RANGE_RULES;
const F = FREE_SLOT_RULES;

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

const rangeFields = { from: text(D.from), to: text(D.to) };

/** The optional range of the meeting list: either end may be left out (or blank), and is then open. */
export const meetingRangeQuerySchema = v.pipe(v.object(rangeFields), orderedRules<DateRange>(rangeRules));
export type MeetingRangeQuery = v.InferOutput<typeof meetingRangeQuerySchema>;

const freeSlotsFields = {
  team: text(D.team),
  venue: text(D.venue),
  minutes: text(D.minutes),
  ...rangeFields,
  after: text(D.after),
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
