import { DateTime, IANAZone } from 'luxon';
import type { Language } from './languages';

// English by its code rather than languages.ts's SOURCE_LANGUAGE: a value import would bundle that module into every
// section that writes a date.
const ENGLISH = 'en' satisfies Language;

/** Luxon's locale for a language: English is written as in the US, as the SPEC's formats are. */
export const localeOf = (language: Language): string => (language === ENGLISH ? 'en-US' : language);

// The one door through which a meeting's instants become days and clock times of a zone, and back. Every function
// takes the zone: the screens pass their display zone, the server its TIME_ZONE or the zone a request names.

/** An instant: ISO 8601 text with an offset (as the API sends it), a Date, luxon's DateTime, or ms since 1970. */
export type Instant = string | Date | DateTime | number;

/** A time of day on a clock (a time picker's value has these too). */
export interface ClockTime {
  hour: number;
  minute: number;
}

/** A meeting's times as a form holds them in a zone: the day it starts, and its start and end on the clock. */
export interface MeetingClock {
  /** YYYY-MM-DD. */
  day: string;
  start: ClockTime;
  end: ClockTime;
}

/** SPEC §2 meeting list Date: like 'E LLL dd yyyy' (Sun Nov 22 2026), as luxon writes it in en-US. */
export const MEETING_DATE_FORMAT = 'EEE LLL dd yyyy';

function inZone(instant: Instant, zone: string): DateTime {
  if (typeof instant === 'string') return DateTime.fromISO(instant, { zone });
  if (instant instanceof DateTime) return instant.setZone(zone);
  return DateTime.fromMillis(typeof instant === 'number' ? instant : instant.getTime(), { zone });
}

const clockOf = (time: DateTime): ClockTime => ({ hour: time.hour, minute: time.minute });
const sameClock = (a: ClockTime, b: ClockTime) => a.hour === b.hour && a.minute === b.minute;
const minutesOf = ({ hour, minute }: ClockTime) => hour * 60 + minute;

/** An ISO 8601 text as an instant; one written without an offset is read on the clock of `zone`. */
export const instantOf = (text: string, zone: string): DateTime => DateTime.fromISO(text, { zone });

/** Whether luxon (and so every function here) knows `zone` as an IANA name, such as 'Europe/Warsaw'. */
export const isKnownZone = (zone: string): boolean => IANAZone.isValidZone(zone);

/** The zone this browser (or server process) is in. */
export const localZone = (): string => DateTime.local().zoneName ?? 'UTC';

/** The day (YYYY-MM-DD) of an instant in `zone`; '' for one that cannot be read. */
export function dayIn(instant: Instant, zone: string): string {
  return inZone(instant, zone).toISODate() ?? '';
}

/** Today in `zone`, by the clock `nowMs`. */
export const todayIn = (zone: string, nowMs: number = Date.now()): string => dayIn(nowMs, zone);

/** The start of the next hour of `zone`'s wall clock after an instant (ms): in a repeated hour, the second one. */
export const nextHourIn = (instant: Instant, zone: string): number =>
  inZone(instant, zone).startOf('hour').plus({ hours: 1 }).toMillis();

/**
 * The instant at `time` on `day` in `zone`. A time the zone's clocks skip (a spring-forward gap) moves on by the gap, as
 * the clocks do; one they show twice (a fall-back hour) is its first occurrence. Null when the day cannot be read.
 */
export function instantAt(day: string, time: ClockTime, zone: string): DateTime | null {
  const at = DateTime.fromISO(day, { zone }).set({ hour: time.hour, minute: time.minute, second: 0, millisecond: 0 });
  return at.isValid ? at : null;
}

/** The first and last instant of the days `first` to `last` (YYYY-MM-DD) in `zone`: from one midnight to another. */
export function instantsOfDays(first: string, last: string, zone: string): { start: Date; end: Date } {
  return {
    start: DateTime.fromISO(first, { zone }).startOf('day').toJSDate(),
    end: DateTime.fromISO(last, { zone }).plus({ days: 1 }).startOf('day').toJSDate(),
  };
}

/** A meeting as a form shows it in `zone`: the day it starts on and its two clock times. */
export function meetingClockIn(meeting: { startTime: Instant; endTime: Instant }, zone: string): MeetingClock {
  const start = inZone(meeting.startTime, zone);
  return { day: start.toISODate() ?? '', start: clockOf(start), end: clockOf(inZone(meeting.endTime, zone)) };
}

/** An end before the start on the clock is read as the next day's (23:00–00:30); the same time is not. */
export const endsNextDay = (start: ClockTime, end: ClockTime): boolean => minutesOf(end) < minutesOf(start);

/**
 * A form's day and clock times in `zone` as the meeting's two instants (ISO 8601 in UTC), the end on the next day when
 * `endsNextDay`. Times that still read as `previous` did keep its instants, so an unchanged form gives back exactly
 * what it was filled from, even in the hour a fall-back night shows twice. Null when the day cannot be read.
 */
export function meetingInstantsIn(
  { day, start, end }: MeetingClock,
  zone: string,
  previous?: { startTime: Instant; endTime: Instant },
): { startTime: string; endTime: string } | null {
  const was = previous && { clock: meetingClockIn(previous, zone), ...previous };
  const startUnchanged = was && was.clock.day === day && sameClock(was.clock.start, start) ? was : null;
  const endUnchanged = startUnchanged && sameClock(startUnchanged.clock.end, end) ? startUnchanged : null;
  const startAt = startUnchanged ? inZone(startUnchanged.startTime, zone) : instantAt(day, start, zone);
  const endDay = endsNextDay(start, end) ? DateTime.fromISO(day).plus({ days: 1 }).toISODate() : day;
  const endAt = endUnchanged ? inZone(endUnchanged.endTime, zone) : endDay && instantAt(endDay, end, zone);
  if (!startAt || !endAt) return null;
  return { startTime: startAt.toUTC().toISO() ?? '', endTime: endAt.toUTC().toISO() ?? '' };
}

/** A clock time as a person types it: 'HH:MM', or 'H:MM'. */
const TYPED_CLOCK = /^(\d{1,2}):(\d{2})$/;
/** A day and a clock time, without an offset: 'YYYY-MM-DD HH:MM', or with a 'T' between them. */
const TYPED_DAY_AND_CLOCK = /^(\d{4}-\d{2}-\d{2})[T ](\d{1,2}):(\d{2})$/;
/** An ISO 8601 instant: a date-time with its offset, or Z for UTC. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)$/i;

const typedClock = (hour: string | undefined, minute: string | undefined): ClockTime | null => {
  const time = { hour: Number(hour), minute: Number(minute) };
  return time.hour <= 23 && time.minute <= 59 ? time : null;
};

/**
 * A meeting's start or end as a person types it in a file: an ISO 8601 instant as it is; a day and a clock time
 * ('YYYY-MM-DD HH:MM') on `zone`'s clock; or a clock time alone ('HH:MM') on `zone`'s clock on `day`, on the next day
 * when it is before `after` (an end before its start's clock time). Null when it is none of these.
 */
function typedInstantIn(text: string, zone: string, day: string, after?: ClockTime): DateTime | null {
  const clock = TYPED_CLOCK.exec(text);
  if (clock) {
    const time = typedClock(clock[1], clock[2]);
    const onDay = after && time && endsNextDay(after, time) ? DateTime.fromISO(day).plus({ days: 1 }).toISODate() : day;
    return time && onDay ? instantAt(onDay, time, zone) : null;
  }
  const dayAndClock = TYPED_DAY_AND_CLOCK.exec(text);
  if (dayAndClock) {
    const time = typedClock(dayAndClock[2], dayAndClock[3]);
    return time ? instantAt(dayAndClock[1] ?? '', time, zone) : null;
  }
  const instant = ISO_INSTANT.test(text) ? DateTime.fromISO(text, { setZone: true }) : null;
  return instant?.isValid ? instant : null;
}

/**
 * A meeting's startTime and endTime as a person types them in a file (typedInstantIn), on the clock of `zone` and the
 * meeting's `meetingDate` (YYYY-MM-DD), as instants in ISO 8601 UTC. A clock time alone stays as it is while the
 * meetingDate cannot be read (which is then the row's fault); null is a time that reads as none of the forms.
 */
export function typedMeetingTimesIn(
  { meetingDate, startTime, endTime }: { meetingDate: string; startTime: string; endTime: string },
  zone: string,
): { startTime: string | null; endTime: string | null } {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(meetingDate) && DateTime.fromISO(meetingDate).isValid ? meetingDate : '';
  const start = typedInstantIn(startTime, zone, day);
  const startClock = TYPED_CLOCK.test(startTime) && start ? clockOf(start.setZone(zone)) : undefined;
  const end = typedInstantIn(endTime, zone, day, startClock);
  const read = (text: string, at: DateTime | null) =>
    at ? (at.toUTC().toISO() ?? null) : day === '' && TYPED_CLOCK.test(text) ? text : null;
  return { startTime: read(startTime, start), endTime: read(endTime, end) };
}

/** A meeting's time as a file writes it: ISO 8601 on the clock of `zone`, with its offset (`2026-12-18T12:00+01:00`). */
export const fileTimeIn = (instant: Instant, zone: string): string =>
  inZone(instant, zone).toISO({ suppressMilliseconds: true, suppressSeconds: true }) ?? '';

/**
 * The instant at the same clock time in `zone` as `first`, to the millisecond, on `day`: a repeating meeting's start
 * (RFC 5545 recurrence, with the gap and fall-back rules of `instantAt`).
 */
export function sameClockTimeOn(day: string, first: Instant, zone: string): DateTime {
  const { hour, minute, second, millisecond } = inZone(first, zone);
  return DateTime.fromISO(day, { zone }).set({ hour, minute, second, millisecond });
}

/** An instant as an iCalendar local DATE-TIME on the clock of `zone` (`20301027T100000`), written with its TZID. */
export const icalWallClockIn = (instant: Instant, zone: string): string =>
  inZone(instant, zone).toFormat("yyyyLLdd'T'HHmmss");

/**
 * SPEC §2 meeting list Date of an instant in `zone`: 'Sun Nov 22 2026'. In another language, its own short date with
 * the weekday ('So., 22. Nov. 2026').
 */
export const meetingDateTextIn = (instant: Instant, zone: string, language: Language = ENGLISH): string =>
  dateText(inZone(instant, zone).toISODate() ?? '', language);

const WEEKDAY_SHORT_DATE = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;

/** A day (YYYY-MM-DD) in the meeting list's Date format, or `language`'s; '' for one that cannot be read. */
export function dateText(day: string, language: Language = ENGLISH): string {
  const date = DateTime.fromISO(day, { zone: 'utc' });
  if (!date.isValid) return '';
  return language === ENGLISH
    ? date.setLocale('en-US').toFormat(MEETING_DATE_FORMAT)
    : date.setLocale(language).toLocaleString(WEEKDAY_SHORT_DATE);
}

/**
 * SPEC §2 meeting list Start and End of an instant in `zone`: 'hh:mm a', written in lowercase (02:30 pm). In another
 * language, its own clock ('14:30').
 */
export const meetingTimeTextIn = (instant: Instant, zone: string, language: Language = ENGLISH): string =>
  clockText(inZone(instant, zone), language);

/** A clock time as the meeting list writes it, in `language`. */
export function clockText(time: DateTime, language: Language = ENGLISH): string {
  if (!time.isValid) return '';
  return language === ENGLISH
    ? time.setLocale('en-US').toFormat('hh:mm a').toLowerCase()
    : time.setLocale(language).toLocaleString(DateTime.TIME_SIMPLE);
}

const CLOCK_MINUTE = "yyyy-LL-dd'T'HH:mm";

/** Whether the clock of the time's zone shows its day and time twice: in the hour a fall-back night repeats. */
function shownTwice(time: DateTime): boolean {
  const clock = time.toFormat(CLOCK_MINUTE);
  return [-120, -60, -30, 30, 60, 120].some((minutes) => time.plus({ minutes }).toFormat(CLOCK_MINUTE) === clock);
}

/**
 * `meetingTimeTextIn`, with the zone's offset where the clock of `zone` shows that time twice (a fall-back night's
 * repeated hour), so that the two read apart: '02:30 am GMT+2' and '02:30 am GMT+1'.
 */
export function unambiguousTimeTextIn(instant: Instant, zone: string, language: Language = ENGLISH): string {
  const time = inZone(instant, zone);
  const text = meetingTimeTextIn(time, zone, language);
  const offset = () => time.setLocale(localeOf(language)).toFormat('ZZZZ');
  return text && shownTwice(time) ? `${text} ${offset()}` : text;
}

/** How many days after the day `start` is on in `zone` the day of `end` is: 1 for a meeting that ends the next day. */
export function daysToEndIn(start: Instant, end: Instant, zone: string): number {
  const first = inZone(start, zone).startOf('day');
  return Math.round(inZone(end, zone).startOf('day').diff(first, 'days').days);
}

/**
 * SPEC §2 'Last Updated on' / 'Last updated': a US medium date with a long time and the zone's name. In another
 * language, its own medium date and time with the zone ('22. Nov. 2026, 15:05:09 MEZ').
 */
export function mediumDateLongTimeIn(instant: Instant, zone: string, language: Language = ENGLISH): string {
  const time = inZone(instant, zone).setLocale(localeOf(language));
  if (!time.isValid) return '';
  return language === ENGLISH
    ? time.toFormat('LLL d, yyyy, h:mm:ss a ZZZZ')
    : time.toLocaleString({ ...DateTime.DATETIME_MED_WITH_SECONDS, timeZoneName: 'short' });
}

/**
 * A calendar widget's Date for an instant shown in `zone`: a Date whose local fields (getHours() and the rest, which
 * react-big-calendar reads) are the zone's clock. The same Date when `zone` is this browser's. Only at a clock time
 * this browser's own zone skips (its spring-forward hour) does the widget show it an hour later.
 */
export function wallClockDate(instant: Instant, zone: string): Date {
  const time = inZone(instant, zone);
  // Where this browser's clock agrees with the zone's at that instant, the instant's own Date is the one (compared by
  // offset: naming the browser's zone builds an Intl formatter, and a week of meetings calls this hundreds of times).
  const own = time.toJSDate();
  if (time.offset === -own.getTimezoneOffset()) return own;
  return new Date(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, time.millisecond);
}

/** The instant a calendar widget's Date stands for, its local fields read as the clock of `zone`. */
export function instantOfWallClock(date: Date, zone: string): Date {
  if (zone === localZone()) return new Date(date.getTime());
  const { year, month, day, hour, minute, second, millisecond } = DateTime.fromJSDate(date);
  // Day first, then the time, as instantAt does: a time shown twice is its first occurrence.
  return DateTime.fromObject({ year, month, day }, { zone }).set({ hour, minute, second, millisecond }).toJSDate();
}
