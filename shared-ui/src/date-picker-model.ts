import type { Translate } from '@scheduler/shared-auth';
import { inEnglish } from '@scheduler/shared-domain/i18n';
import { localeNotDefinedMessage, PICKER_MESSAGES } from '@scheduler/shared-domain/picker-messages';
import { DateTime } from 'luxon';

/** SPEC §5 and §9: dates are typed and passed around as YYYY-MM-DD. */
export const DATE_FORMAT = 'yyyy-MM-dd';
/** A range travels as one ISO 8601 interval text, `start/end`, so `value` stays a plain string in both modes. */
export const RANGE_SEPARATOR = '/';
/** SPEC §5: the meeting screens' latest selectable date. */
/** SPEC §9: the maximum range length counts days of exactly this many milliseconds. */
export const DAY_LENGTH_MS = 86_400_000;
export const DEFAULT_LOCALE = 'en-US';

export type DateError = 'invalid' | 'min' | 'max' | 'rangeLength';

export interface DateBounds {
  min?: string | undefined;
  max?: string | undefined;
}

export interface DateResolution {
  /** The date (or `start/end` range) to keep: '' when blank or invalid. */
  value: string;
  error: DateError | null;
}

export interface DateRange {
  start: string;
  end: string;
}

/** Range mode goes from none, to start chosen, to both chosen (SPEC §4). */
export interface RangeSelection {
  start: string | null;
  end: string | null;
}
export const NO_RANGE: RangeSelection = { start: null, end: null };

const STRICT_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Calendar dates are handled in UTC: there every day lasts exactly DAY_LENGTH_MS, so day arithmetic never
 * slips across a daylight-saving change.
 */
export function calendarDate(isoDate: string): DateTime {
  return DateTime.fromFormat(isoDate, DATE_FORMAT, { zone: 'utc' });
}

/** ISO formatting ignores the locale: toFormat would write ٢٠٢٦-٠٥-١٤ for ar-EG. */
export function formatCalendarDate(date: DateTime): string {
  return date.toISODate() ?? '';
}

export function todayIsoDate(now: DateTime = DateTime.local()): string {
  return formatCalendarDate(now);
}

/** YYYY-MM-DD of a real calendar day, or null: 2026-2-3, 03/02/2026 and 2026-02-30 are all unparsable. */
export function parseDate(text: string): string | null {
  const trimmed = text.trim();
  if (!STRICT_DATE.test(trimmed)) return null;
  return calendarDate(trimmed).isValid ? trimmed : null;
}

/** YYYY-MM-DD texts order like their dates, so plain string comparison is enough. */
export function clampDate(date: string, bounds: DateBounds, ignoreBoundErrors = false): DateResolution {
  if (bounds.min && date < bounds.min) return { value: bounds.min, error: ignoreBoundErrors ? null : 'min' };
  if (bounds.max && date > bounds.max) return { value: bounds.max, error: ignoreBoundErrors ? null : 'max' };
  return { value: date, error: null };
}

export function isWithinBounds(date: string, bounds: DateBounds): boolean {
  return (!bounds.min || date >= bounds.min) && (!bounds.max || date <= bounds.max);
}

export function resolveTypedDate(text: string, bounds: DateBounds, ignoreBoundErrors = false): DateResolution {
  if (text.trim() === '') return { value: '', error: null };
  const date = parseDate(text);
  return date ? clampDate(date, bounds, ignoreBoundErrors) : { value: '', error: 'invalid' };
}

export function sortRange(first: string, second: string): DateRange {
  return first <= second ? { start: first, end: second } : { start: second, end: first };
}

/** The latest end a range from `start` may have: `maxRangeDays` whole days of DAY_LENGTH_MS after it. */
export function latestRangeEnd(start: string, maxRangeDays: number | undefined): string | undefined {
  if (maxRangeDays === undefined) return undefined;
  return formatCalendarDate(calendarDate(start).plus({ milliseconds: maxRangeDays * DAY_LENGTH_MS }));
}

export function rangePhase(selection: RangeSelection): 'none' | 'start' | 'both' {
  if (selection.start === null) return 'none';
  return selection.end === null ? 'start' : 'both';
}

/** One click (or Enter) in range mode: start, then end; an end before the start, or a third pick, starts over. */
export function pickRangeDate(selection: RangeSelection, date: string, maxRangeDays?: number): RangeSelection {
  const { start } = selection;
  if (start === null || selection.end !== null || date < start) return { start: date, end: null };
  const limit = latestRangeEnd(start, maxRangeDays);
  return { start, end: limit && date > limit ? limit : date };
}

export function formatRange(range: DateRange): string {
  return `${range.start}${RANGE_SEPARATOR}${range.end}`;
}

/** The range held in a `start/end` value, or null when the value is blank or not two valid dates. */
export function parseRange(value: string): DateRange | null {
  const parts = value.split(RANGE_SEPARATOR);
  if (parts.length !== 2) return null;
  const [start, end] = parts.map((part) => parseDate(part));
  return start && end ? sortRange(start, end) : null;
}

interface RangeRules {
  maxRangeDays?: number | undefined;
  ignoreBoundErrors?: boolean | undefined;
}

/** A typed `start/end`: both dates clamped to the bounds, sorted ascending, the end held within the maximum length. */
export function resolveTypedRange(text: string, bounds: DateBounds, rules: RangeRules = {}): DateResolution {
  if (text.trim() === '') return { value: '', error: null };
  const parsed = parseRange(text);
  if (!parsed) return { value: '', error: 'invalid' };
  const start = clampDate(parsed.start, bounds, rules.ignoreBoundErrors);
  const end = clampDate(parsed.end, bounds, rules.ignoreBoundErrors);
  const limit = latestRangeEnd(start.value, rules.maxRangeDays);
  if (limit && end.value > limit) {
    return { value: formatRange({ start: start.value, end: limit }), error: start.error ?? 'rangeLength' };
  }
  return { value: formatRange({ start: start.value, end: end.value }), error: start.error ?? end.error };
}

interface ErrorContext extends DateBounds {
  maxRangeDays?: number | undefined;
  /** The value the error left behind: its end date is the one a too-long range was cut to. */
  value: string;
}

/** The message for a typed date's error, worded by `t` (the screen's language; English by default). */
export function dateErrorMessage(error: DateError, context: ErrorContext, t: Translate = inEnglish): string {
  switch (error) {
    case 'invalid':
      return t(PICKER_MESSAGES.dateInvalid);
    case 'min':
      return t(PICKER_MESSAGES.dateBeforeMin, { min: context.min ?? '' });
    case 'max':
      return t(PICKER_MESSAGES.dateAfterMax, { max: context.max ?? '' });
    case 'rangeLength':
      return t(PICKER_MESSAGES.rangeTooLong, {
        maxRangeDays: context.maxRangeDays ?? 0,
        end: parseRange(context.value)?.end ?? '',
      });
  }
}

/** A locale is defined when the runtime's Intl data covers it; a malformed tag is not defined either. */
export function isLocaleDefined(locale: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0;
  } catch {
    return false;
  }
}

export function assertLocaleDefined(locale: string): void {
  if (!isLocaleDefined(locale)) throw new Error(localeNotDefinedMessage(locale));
}
