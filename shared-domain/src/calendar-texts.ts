import { DateTime } from 'luxon';
import type { Language } from './languages';
import { clockText, dateText, localeOf } from './zoned-time';

// How the calendar writes its periods and its widget's Dates. No zone is named here: the days are plain dates, and the
// widget's Dates already show the display zone's clock on their local fields (zoned-time.ts, wallClockDate). Kept
// apart from zoned-time.ts so that the meeting list, which loads that module first, does not carry the calendar's.

const ENGLISH = 'en' satisfies Language;

/** A calendar's month (of a day, YYYY-MM-DD): 'November 2026', in another language its own ('listopad 2026'). */
export function monthText(day: string, language: Language = ENGLISH): string {
  const date = DateTime.fromISO(day, { zone: 'utc' }).setLocale(localeOf(language));
  if (!date.isValid) return '';
  return language === ENGLISH ? date.toFormat('LLLL yyyy') : date.toLocaleString({ month: 'long', year: 'numeric' });
}

/**
 * A calendar's run of days (YYYY-MM-DD): 'Nov 23 2026 – Nov 29 2026'. In another language, its own range, which
 * names a shared month and year once ('23.–29. Nov. 2026').
 */
export function dayRangeText(first: string, last: string, language: Language = ENGLISH): string {
  const [from, to] = [first, last].map((day) => DateTime.fromISO(day, { zone: 'utc' }).setLocale(localeOf(language)));
  if (!from?.isValid || !to?.isValid) return '';
  if (language === ENGLISH) return `${from.toFormat('LLL dd yyyy')} – ${to.toFormat('LLL dd yyyy')}`;
  const format = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.formatRange(from.toJSDate(), to.toJSDate());
}

/** A calendar widget's Date (wallClockDate) written as its clock reads: the meeting list's time, in `language`. */
export const wallClockTimeText = (date: Date, language: Language = ENGLISH): string =>
  clockText(DateTime.fromJSDate(date), language);

/** A calendar widget's Date (wallClockDate) written as its day reads: the meeting list's Date, in `language`. */
export const wallClockDayText = (date: Date, language: Language = ENGLISH): string =>
  dateText(DateTime.fromJSDate(date).toISODate() ?? '', language);

/** A calendar widget's Date written with luxon's `format` tokens ('EEE dd'), in `language`. */
export const wallClockFormatted = (date: Date, format: string, language: Language = ENGLISH): string =>
  DateTime.fromJSDate(date).setLocale(localeOf(language)).toFormat(format);
