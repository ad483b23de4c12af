import type { TimeValue } from '@scheduler/shared-ui/time-picker-model';
import { DateTime } from 'luxon';

/** The instant of a picked date and time of day, in the browser's zone; '' when either is missing. */
export function instantOf(date: string, time: TimeValue | null): string {
  if (!date || !time) return '';
  const instant = DateTime.fromISO(date).set({ hour: time.hour, minute: time.minute, second: 0, millisecond: 0 });
  return instant.isValid ? (instant.toISO() ?? '') : '';
}

/** The time of day of an instant, in the browser's zone. */
export function timeOfDay(iso: string): TimeValue | null {
  const instant = DateTime.fromISO(iso);
  return instant.isValid ? { hour: instant.hour, minute: instant.minute, second: 0 } : null;
}
