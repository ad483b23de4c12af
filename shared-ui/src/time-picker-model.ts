import type { MessageDescriptor } from '@scheduler/shared-domain/i18n';
import { PICKER_MESSAGES } from '@scheduler/shared-domain/picker-messages';

/** A time of day in 24-hour form: hour 0-23, minute 0-59, second 0-59. */
export interface TimeValue {
  hour: number;
  minute: number;
  second: number;
}
export type TimeUnit = 'hour' | 'minute' | 'second';

export interface TimeBounds {
  min?: TimeValue | undefined;
  max?: TimeValue | undefined;
}

/**
 * SPEC §5 bounds the hour by 24 and minutes and seconds by 60. We read those as exclusive limits: 24:00 and a
 * 60th minute are not times of day, so they are the points where a field wraps (minute 50 + 10 gives minute 0 of
 * the next hour), and typing 24 or 60 is invalid. With a meridian 12 is a real reading (12 AM, 12 PM), and 0 is
 * taken as 12, so hours 0-12 are accepted there.
 */
export const HOURS_PER_DAY = 24;
export const MINUTES_PER_HOUR = 60;
export const SECONDS_PER_MINUTE = 60;
export const HOURS_PER_MERIDIAN = 12;
const SECONDS_PER_UNIT: Record<TimeUnit, number> = { hour: 3600, minute: 60, second: 1 };
const SECONDS_PER_DAY = HOURS_PER_DAY * 3600;

/** SPEC §9: the generic time picker's defaults. */
export const TIME_PICKER_DEFAULTS = {
  hourStep: 1,
  minuteStep: 5,
  secondsStep: 10,
  showMeridian: true,
  showSeconds: false,
  meridians: ['AM', 'PM'] as const,
  hoursPlaceholder: 'HH',
  minutesPlaceholder: 'MM',
  secondsPlaceholder: 'SS',
  mousewheel: true,
  arrowkeys: true,
};
export const MIDNIGHT: TimeValue = { hour: 0, minute: 0, second: 0 };

export const UNIT_NAMES: Record<TimeUnit, MessageDescriptor> = {
  hour: PICKER_MESSAGES.hours,
  minute: PICKER_MESSAGES.minutes,
  second: PICKER_MESSAGES.seconds,
};

function toSeconds(time: TimeValue): number {
  return time.hour * 3600 + time.minute * 60 + time.second;
}

function fromSeconds(total: number): TimeValue {
  const wrapped = ((total % SECONDS_PER_DAY) + SECONDS_PER_DAY) % SECONDS_PER_DAY;
  return { hour: Math.floor(wrapped / 3600), minute: Math.floor((wrapped % 3600) / 60), second: wrapped % 60 };
}

export function compareTimes(first: TimeValue, second: TimeValue): number {
  return toSeconds(first) - toSeconds(second);
}

export function sameTime(first: TimeValue | null, second: TimeValue | null): boolean {
  if (first === null || second === null) return first === second;
  return compareTimes(first, second) === 0;
}

export function clampTime(time: TimeValue, bounds: TimeBounds): { time: TimeValue; error: 'min' | 'max' | null } {
  if (bounds.min && compareTimes(time, bounds.min) < 0) return { time: bounds.min, error: 'min' };
  if (bounds.max && compareTimes(time, bounds.max) > 0) return { time: bounds.max, error: 'max' };
  return { time, error: null };
}

/**
 * One step of `amount` units (negative steps down). The clock wraps at midnight and a step carries into the
 * larger units (10:55 + 10 minutes is 11:05); the result is then held within [min, max].
 */
export function stepTime(time: TimeValue, unit: TimeUnit, amount: number, bounds: TimeBounds = {}): TimeValue {
  return clampTime(fromSeconds(toSeconds(time) + amount * SECONDS_PER_UNIT[unit]), bounds).time;
}

export function isPm(hour: number): boolean {
  return hour >= HOURS_PER_MERIDIAN;
}

/** 0 → 12 (AM), 13 → 1 (PM), 12 → 12 (PM). */
export function toMeridianHour(hour: number): number {
  return hour % HOURS_PER_MERIDIAN || HOURS_PER_MERIDIAN;
}

/** 12 AM → 0, 12 PM → 12, 1 PM → 13; a typed 0 counts as 12. */
export function fromMeridianHour(meridianHour: number, pm: boolean): number {
  return (meridianHour % HOURS_PER_MERIDIAN) + (pm ? HOURS_PER_MERIDIAN : 0);
}

/** Switches AM and PM, keeping the clock reading, then holds the time within [min, max]. */
export function toggleMeridian(time: TimeValue, bounds: TimeBounds = {}): TimeValue {
  return stepTime(time, 'hour', isPm(time.hour) ? -HOURS_PER_MERIDIAN : HOURS_PER_MERIDIAN, bounds);
}

/** What a field accepts: what a screen reader is told as aria-valuemin and aria-valuemax. */
export function unitRange(unit: TimeUnit, showMeridian: boolean): { lowest: number; highest: number } {
  if (unit === 'hour') return showMeridian ? { lowest: 1, highest: HOURS_PER_MERIDIAN } : { lowest: 0, highest: 23 };
  return { lowest: 0, highest: (unit === 'minute' ? MINUTES_PER_HOUR : SECONDS_PER_MINUTE) - 1 };
}

/** A field's typed text as its number, or null: one or two digits within the field's range. */
export function parseTimeField(text: string, unit: TimeUnit, showMeridian: boolean): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const number = Number(trimmed);
  const { highest } = unitRange(unit, showMeridian);
  return number <= highest ? number : null;
}

/** The time with one field set from a parsed number; a meridian hour keeps the time's AM or PM. */
export function withField(time: TimeValue, unit: TimeUnit, number: number, showMeridian: boolean): TimeValue {
  if (unit !== 'hour') return { ...time, [unit]: number };
  return { ...time, hour: showMeridian ? fromMeridianHour(number, isPm(time.hour)) : number };
}

export function fieldNumber(time: TimeValue, unit: TimeUnit, showMeridian: boolean): number {
  return unit === 'hour' && showMeridian ? toMeridianHour(time.hour) : time[unit];
}

const twoDigits = (number: number) => String(number).padStart(2, '0');

export function formatField(time: TimeValue, unit: TimeUnit, showMeridian: boolean): string {
  return twoDigits(fieldNumber(time, unit, showMeridian));
}

interface TimeFormat {
  showMeridian: boolean;
  showSeconds: boolean;
  meridians: readonly [string, string];
}

/** "08:05 PM" or "20:05", with ":SS" when seconds are shown. */
export function formatTime(time: TimeValue, format: TimeFormat): string {
  const units: TimeUnit[] = format.showSeconds ? ['hour', 'minute', 'second'] : ['hour', 'minute'];
  const clock = units.map((unit) => formatField(time, unit, format.showMeridian)).join(':');
  return format.showMeridian ? `${clock} ${format.meridians[isPm(time.hour) ? 1 : 0]}` : clock;
}
