import { instantAt, nextHourIn } from '@scheduler/shared-domain/zoned-time';
import { DateTime } from 'luxon';
import type { WorkingHours } from '../config';

const MINUTE_MS = 60_000;

/** From `start` up to, not including, `end`: milliseconds since the epoch. */
export interface Interval {
  start: number;
  end: number;
}

export interface FreeSlotSearch {
  /** When the team or the venue is taken, in any order; they may overlap. */
  busy: readonly Interval[];
  /** The first and the last day searched, YYYY-MM-DD in `zone`. */
  from: string;
  to: string;
  workingHours: WorkingHours;
  zone: string;
  /** Slots start on this step of the wall clock; working hours start on it too (config.ts). */
  stepMinutes: number;
  /** The length of a slot. */
  minutes: number;
  /** The clock: a slot starts after the minute that is now, as a new meeting must. */
  now: number;
  /** At most this many slots. */
  limit: number;
  /** Goes on from an earlier answer whose last slot started at this instant: only slots of a later hour. */
  after: number | null;
}

/** Each day from `from` to `to`, YYYY-MM-DD, with its ISO weekday. */
function* daysFromTo(from: string, to: string): Generator<{ date: string; weekday: number }> {
  for (let day = DateTime.fromISO(from, { zone: 'utc' }); ; day = day.plus({ days: 1 })) {
    const date = day.toISODate() ?? to;
    if (date > to) return;
    yield { date, weekday: day.weekday };
  }
}

/**
 * The earliest slots of `minutes` that fall within working hours and overlap nothing busy, earliest first, at most one
 * starting in each hour of the wall clock: ten slots ten minutes apart would be one choice, not ten. A slot may start
 * when a busy interval ends and end when one starts. Days and working hours are read on the wall clock of `zone`,
 * so a working day on which the clocks change is an hour shorter or longer; slots step through real time from the day's
 * start, which stays on the wall clock's step, as clocks change by whole multiples of it.
 */
export function findFreeSlots(search: FreeSlotSearch): Interval[] {
  const { from, to, workingHours, zone, limit } = search;
  const length = search.minutes * MINUTE_MS;
  const step = search.stepMinutes * MINUTE_MS;
  const earliest = (Math.floor(search.now / MINUTE_MS) + 1) * MINUTE_MS;
  const busy = [...search.busy].sort((a, b) => a.start - b.start);
  const slots: Interval[] = [];
  let firstBusy = 0;
  // No slot before the hour after the last one offered.
  let nextAllowed = search.after === null ? 0 : nextHourIn(search.after, zone);

  for (const { date, weekday } of daysFromTo(from, to)) {
    if (!workingHours.days.includes(weekday)) continue;
    const dayStart = instantAt(date, workingHours.start, zone)?.toMillis() ?? 0;
    const dayEnd = instantAt(date, workingHours.end, zone)?.toMillis() ?? 0;
    const onStep = (instant: number) => dayStart + Math.ceil(Math.max(0, instant - dayStart) / step) * step;

    while ((busy[firstBusy]?.end ?? Number.POSITIVE_INFINITY) <= dayStart) firstBusy += 1;
    let freeFrom = dayStart;
    for (let index = firstBusy; ; index += 1) {
      const blocker = busy[index];
      const blocked = blocker !== undefined && blocker.start < dayEnd;
      const freeUntil = blocked ? blocker.start : dayEnd;
      for (
        let start = onStep(Math.max(freeFrom, earliest, nextAllowed));
        start + length <= freeUntil;
        start = onStep(nextAllowed)
      ) {
        slots.push({ start, end: start + length });
        if (slots.length === limit) return slots;
        nextAllowed = nextHourIn(start, zone);
      }
      if (!blocked) break;
      freeFrom = Math.max(freeFrom, blocker.end);
    }
  }
  return slots;
}
