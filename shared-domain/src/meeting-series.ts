import {
  defineMessages,
  inEnglishEach,
  type Language,
  listIn,
  type Message,
  message,
  SOURCE_LANGUAGE,
  translate,
  type Wording,
} from '@scheduler/shared-domain/i18n';
import { LIMITS } from '@scheduler/shared-domain/limits';
import { inParseLanguage } from '@scheduler/shared-domain/validation';
import { DateTime } from 'luxon';
import * as v from 'valibot';
import { LATEST_MEETING_DATE } from './meeting';
import { dateText, dayIn, instantOf, sameClockTimeOn } from './zoned-time';

/** How a series repeats: every week, every second week, or monthly on the same weekday of the month. */
export const SERIES_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export type SeriesFrequency = (typeof SERIES_FREQUENCIES)[number];

/** A series ends on a date (its last meeting on or before it) or after a number of meetings, the first included. */
export type SeriesRepeat = { frequency: SeriesFrequency } & (
  | { until: string; count?: undefined }
  | { count: number; until?: undefined }
);

/** What a failure message lists before it counts the rest. */
const NAMED_DATES = 5;

/** How a series is checked, in the `validation` namespace. */
export const SERIES_FORM_MESSAGES = defineMessages({
  frequency: { id: 'validation.series.frequency', defaultMessage: 'Repeats must be weekly, biweekly or monthly.' },
  endRequired: {
    id: 'validation.series.endRequired',
    defaultMessage: 'A series needs an Until date or a number of meetings.',
  },
  bothEnds: {
    id: 'validation.series.bothEnds',
    defaultMessage: 'A series ends on an Until date or after a number of meetings, not both.',
  },
  untilInvalid: { id: 'validation.series.untilInvalid', defaultMessage: 'Until must be a date written YYYY-MM-DD.' },
  untilTooLate: { id: 'validation.series.untilTooLate', defaultMessage: 'Until must be on or before {latest}.' },
  untilNotAfterStart: {
    id: 'validation.series.untilNotAfterStart',
    defaultMessage: 'Until must be after the first meeting date.',
  },
  count: {
    id: 'validation.series.count',
    defaultMessage: 'The number of meetings must be a whole number from 2 to {most}.',
  },
  tooLong: {
    id: 'validation.series.tooLong',
    defaultMessage: 'A series holds at most {most} meetings: choose an earlier Until date.',
  },
  scope: { id: 'validation.series.scope', defaultMessage: "Scope must be ''one'' or ''following''." },
});
const F = SERIES_FORM_MESSAGES;
const most = String(LIMITS.seriesLength);

/** The checks' messages with their values, worded in the language of the form or of the request. */
export const SERIES_RULES = {
  frequency: message(F.frequency),
  endRequired: message(F.endRequired),
  bothEnds: message(F.bothEnds),
  untilInvalid: message(F.untilInvalid),
  untilTooLate: message(F.untilTooLate, { latest: LATEST_MEETING_DATE }),
  untilNotAfterStart: message(F.untilNotAfterStart),
  count: message(F.count, { most }),
  tooLong: message(F.tooLong, { most }),
  scope: message(F.scope),
};
/** The same in English. */
export const SERIES_MESSAGES = inEnglishEach(SERIES_RULES);
const R = SERIES_RULES;

export const repeatSchema = v.pipe(
  v.object({
    frequency: v.picklist(SERIES_FREQUENCIES, inParseLanguage(R.frequency)),
    until: v.optional(
      v.pipe(
        v.string(inParseLanguage(R.untilInvalid)),
        v.isoDate(inParseLanguage(R.untilInvalid)),
        v.check((until) => DateTime.fromISO(until).isValid, inParseLanguage(R.untilInvalid)),
        v.maxValue(LATEST_MEETING_DATE, inParseLanguage(R.untilTooLate)),
      ),
    ),
    count: v.optional(
      v.pipe(
        v.number(inParseLanguage(R.count)),
        v.integer(inParseLanguage(R.count)),
        v.minValue(2, inParseLanguage(R.count)),
        v.maxValue(LIMITS.seriesLength, inParseLanguage(R.count)),
      ),
    ),
  }),
  v.check((repeat) => repeat.until !== undefined || repeat.count !== undefined, inParseLanguage(R.endRequired)),
  v.check((repeat) => repeat.until === undefined || repeat.count === undefined, inParseLanguage(R.bothEnds)),
  v.transform((repeat) => repeat as SeriesRepeat),
);

/** Which meetings of a series a change or a delete reaches: the one chosen, or it and every later one. */
export const SERIES_SCOPES = ['one', 'following'] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];
export const scopeSchema = v.optional(v.picklist(SERIES_SCOPES, inParseLanguage(R.scope)), 'one');
/** `GET /meetings/delete/{id}?scope=following`. */
export const seriesScopeQuerySchema = v.object({ scope: scopeSchema });

/** One meeting of a series: its date in the series' zone, and its start and end instants. */
export interface Occurrence {
  date: string;
  start: DateTime;
  end: DateTime;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'] as const;

/** Which of its month's weekdays a date is: the 2nd Tuesday is 2. */
export const weekdayRank = (day: DateTime) => Math.ceil(day.day / 7);

/** 'second Tuesday': how a monthly series of a first meeting on `day` names its dates. */
export function monthlyWeekday(day: DateTime): string {
  return `${ORDINALS[weekdayRank(day) - 1]} ${day.setLocale('en-US').toFormat('cccc')}`;
}

/**
 * The days of a series from its first day (a plain date, at midnight UTC), in order: every 7 or 14 days, or the same rank of the same weekday in each
 * month. A month without that day (no fifth Tuesday) has no meeting, as in iCalendar's BYDAY=5TU, and does not count
 * towards `count`. Stops after `limit` days, so a caller sees when `until` allows more than it accepts.
 */
function* seriesDays(first: DateTime, repeat: SeriesRepeat, limit: number): Generator<DateTime> {
  const last = repeat.until === undefined ? null : DateTime.fromISO(repeat.until, { zone: 'utc' });
  const wanted = Math.min(repeat.count ?? limit, limit);
  let found = 0;
  for (let step = 0; found < wanted; step += 1) {
    const day =
      repeat.frequency === 'monthly'
        ? sameWeekdayOfMonth(first, step)
        : first.plus({ weeks: step * (repeat.frequency === 'weekly' ? 1 : 2) });
    const candidate = day ?? first.plus({ months: step }).startOf('month');
    if (last !== null && candidate > last) return;
    if (day !== null) {
      found += 1;
      yield day;
    }
  }
}

/** The day of the month `months` after `first`'s with `first`'s weekday and rank, or null when that month lacks it. */
function sameWeekdayOfMonth(first: DateTime, months: number): DateTime | null {
  const month = first.startOf('month').plus({ months });
  const firstOfWeekday = month.plus({ days: (first.weekday - month.weekday + 7) % 7 });
  const day = firstOfWeekday.plus({ weeks: weekdayRank(first) - 1 });
  return day.month === month.month ? day : null;
}

/**
 * A meeting of `startTime`–`endTime` held instead on `day` (YYYY-MM-DD), as RFC 5545 recurrence holds it: it starts at
 * the same wall-clock time in `zone` across daylight-saving changes and lasts as long. A start in a spring-forward gap
 * moves on by the gap, as the zone's clocks do; an ambiguous one in a fall-back hour is its first occurrence. Times
 * written without an offset are read in `zone`.
 */
export function onDay(day: string, startTime: string, endTime: string, zone: string): Omit<Occurrence, 'date'> {
  const first = instantOf(startTime, zone);
  const start = sameClockTimeOn(day, first, zone);
  return { start, end: start.plus(instantOf(endTime, zone).diff(first)) };
}

/**
 * Every meeting of a series whose first one is `startTime`–`endTime`, each starting at the first one's wall-clock time
 * in `zone` and lasting as long. Answers at most `limit` + 1 meetings, so that too long a series shows.
 */
export function seriesOccurrences(
  startTime: string,
  endTime: string,
  repeat: SeriesRepeat,
  zone: string,
  limit: number = LIMITS.seriesLength,
): Occurrence[] {
  const firstDay = DateTime.fromISO(dayIn(instantOf(startTime, zone), zone), { zone: 'utc' });
  return Array.from(seriesDays(firstDay, repeat, limit + 1), (day) => {
    const date = day.toISODate() ?? '';
    return { date, ...onDay(date, startTime, endTime, zone) };
  });
}

const ICAL_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

/**
 * A series of `count` meetings from `firstDay` (YYYY-MM-DD) as an iCalendar RRULE value (RFC 5545 §3.3.10), which
 * gives the days `seriesOccurrences` gives: a monthly one on the fifth Tuesday is BYDAY=5TU, which skips the months
 * without one.
 */
export function seriesRule(frequency: SeriesFrequency, firstDay: string, count: number): string {
  if (frequency === 'weekly') return `FREQ=WEEKLY;COUNT=${count}`;
  if (frequency === 'biweekly') return `FREQ=WEEKLY;INTERVAL=2;COUNT=${count}`;
  const day = DateTime.fromISO(firstDay, { zone: 'utc' });
  return `FREQ=MONTHLY;BYDAY=${weekdayRank(day)}${ICAL_WEEKDAYS[day.weekday - 1]};COUNT=${count}`;
}

const ID_DATE_SUFFIX_LENGTH = '_yyyy_MM_dd'.length;

/**
 * The id of a later meeting of a series: the first one's id and the meeting's date, `Weekly_2026_12_08`. An id too long
 * to take the date is cut first, so the result keeps to the id's 48 characters.
 */
export function occurrenceId(firstId: string, date: string): string {
  const stem = firstId.slice(0, LIMITS.meetingId - ID_DATE_SUFFIX_LENGTH).trimEnd();
  return `${stem}_${date.replaceAll('-', '_')}`;
}

/** What the server answers when it refuses a series whole, in the `server` namespace. */
export const SERIES_ANSWER_MESSAGES = defineMessages({
  // English says "On" however many dates follow; a translation's article or case may follow their number.
  failed: {
    id: 'server.series.failed',
    defaultMessage: 'No meeting of the series was added. {count, plural, other {On {dates}}}: {message}',
  },
  // The last item of a list of dates that names only the first few.
  more: { id: 'server.series.more', defaultMessage: '{count, plural, other {# more}}' },
});

/**
 * 'Tue Dec 08 2026, Tue Dec 15 2026 and 3 more': the dates a series failed on, in the meeting list's date format, or
 * as `language` writes dates and lists.
 */
export function namedDates(dates: readonly string[], language: Language = SOURCE_LANGUAGE): string {
  const named = dates.slice(0, NAMED_DATES).map((date) => dateText(date, language));
  const rest = dates.length - named.length;
  return listIn(
    rest > 0 ? [...named, translate(language, SERIES_ANSWER_MESSAGES.more, { count: rest })] : named,
    language,
  );
}

/** A series refused whole: the dates a rule or a clash fails on, then the first failure's message. */
export const seriesFailure = (dates: readonly string[], failure: Message | Wording): Message =>
  message(SERIES_ANSWER_MESSAGES.failed, {
    count: dates.length,
    dates: (language: Language) => namedDates(dates, language),
    message: failure,
  });
