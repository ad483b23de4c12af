import { DateTime } from 'luxon';
import type { WorkingHours } from '../config';
import { type FreeSlotSearch, findFreeSlots, type Interval } from './free-slots';

const ZONE = 'Europe/Warsaw';
const OFFICE_HOURS: WorkingHours = {
  start: { hour: 8, minute: 0 },
  end: { hour: 18, minute: 0 },
  days: [1, 2, 3, 4, 5],
};
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const NIGHT_SHIFT: WorkingHours = { start: { hour: 0, minute: 0 }, end: { hour: 6, minute: 0 }, days: EVERY_DAY };

/** An instant on the wall clock of Warsaw: `at('2026-12-07 09:30')`. */
const at = (wallClock: string) => DateTime.fromFormat(wallClock, 'yyyy-MM-dd HH:mm', { zone: ZONE }).toMillis();
/** A busy interval from and to wall-clock times of Warsaw. */
const busy = (from: string, to: string): Interval => ({ start: at(from), end: at(to) });
/** A slot as Warsaw reads it, with its offset: `2026-12-07 08:00+01:00 60 min`. */
const shown = ({ start, end }: Interval) =>
  `${DateTime.fromMillis(start, { zone: ZONE }).toFormat('yyyy-MM-dd HH:mmZZ')} ${(end - start) / 60_000} min`;

/** Monday 2026-12-07 to Friday 2026-12-11, 60-minute slots, nothing busy, the clock on the Sunday before. */
const search = (changes: Partial<FreeSlotSearch> = {}) =>
  findFreeSlots({
    busy: [],
    from: '2026-12-07',
    to: '2026-12-11',
    workingHours: OFFICE_HOURS,
    zone: ZONE,
    stepMinutes: 10,
    minutes: 60,
    now: at('2026-12-06 12:00'),
    limit: 10,
    after: null,
    ...changes,
  }).map(shown);

describe('findFreeSlots', () => {
  it('answers the first 10 slots, earliest first, one starting in each hour of working hours', () => {
    expect(search()).toEqual(
      ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'].map(
        (time) => `2026-12-07 ${time}+01:00 60 min`,
      ),
    );
  });

  it('goes on after the last slot of an earlier answer, from the next hour', () => {
    expect(search({ after: at('2026-12-07 16:00'), limit: 3 })).toEqual([
      '2026-12-07 17:00+01:00 60 min',
      '2026-12-08 08:00+01:00 60 min',
      '2026-12-08 09:00+01:00 60 min',
    ]);
    // A slot that started on the step within its hour: the next one still waits for the next hour.
    expect(search({ after: at('2026-12-07 09:40'), limit: 1 })).toEqual(['2026-12-07 10:00+01:00 60 min']);
  });

  it('answers fewer when fewer fit, and none when the slot is longer than working hours', () => {
    expect(search({ limit: 100, minutes: 600 })).toEqual([
      '2026-12-07 08:00+01:00 600 min',
      '2026-12-08 08:00+01:00 600 min',
      '2026-12-09 08:00+01:00 600 min',
      '2026-12-10 08:00+01:00 600 min',
      '2026-12-11 08:00+01:00 600 min',
    ]);
    expect(search({ minutes: 610 })).toEqual([]);
  });

  it('offers a slot that starts when a meeting ends and one that ends when a meeting starts', () => {
    const meetings = [busy('2026-12-07 09:00', '2026-12-07 10:00'), busy('2026-12-07 11:00', '2026-12-07 12:00')];
    expect(search({ busy: meetings, limit: 3 })).toEqual([
      '2026-12-07 08:00+01:00 60 min',
      '2026-12-07 10:00+01:00 60 min',
      '2026-12-07 12:00+01:00 60 min',
    ]);
  });

  it('offers nothing that overlaps a busy minute, starting again on the step after an odd end', () => {
    const meetings = [busy('2026-12-07 08:30', '2026-12-07 09:05'), busy('2026-12-07 09:55', '2026-12-07 17:00')];
    expect(search({ busy: meetings, minutes: 30, limit: 5 })).toEqual([
      '2026-12-07 08:00+01:00 30 min',
      '2026-12-07 09:10+01:00 30 min',
      '2026-12-07 17:00+01:00 30 min',
      '2026-12-08 08:00+01:00 30 min',
      '2026-12-08 09:00+01:00 30 min',
    ]);
  });

  it('offers no second slot in an hour, even after a meeting within it', () => {
    const meetings = [busy('2026-12-07 08:30', '2026-12-07 08:40')];
    expect(search({ busy: meetings, minutes: 20, limit: 2 })).toEqual([
      '2026-12-07 08:00+01:00 20 min',
      '2026-12-07 09:00+01:00 20 min',
    ]);
  });

  it('keeps within working hours: the last slot of a day ends at their end, the next starts the next morning', () => {
    const meetings = [busy('2026-12-07 08:00', '2026-12-07 16:40')];
    expect(search({ busy: meetings, limit: 3 })).toEqual([
      '2026-12-07 16:40+01:00 60 min',
      '2026-12-07 17:00+01:00 60 min',
      '2026-12-08 08:00+01:00 60 min',
    ]);
  });

  it('reads overlapping busy intervals (a team busy while its venue is free) and one from the day before', () => {
    const teamAndVenue = [
      busy('2026-12-07 10:00', '2026-12-07 12:00'),
      busy('2026-12-06 22:00', '2026-12-07 09:00'),
      busy('2026-12-07 09:30', '2026-12-07 11:00'),
    ];
    expect(search({ busy: teamAndVenue, limit: 2 })).toEqual([
      '2026-12-07 12:00+01:00 60 min',
      '2026-12-07 13:00+01:00 60 min',
    ]);
  });

  it('skips days that are not working days', () => {
    const weekend = { from: '2026-12-05', to: '2026-12-08', limit: 1, now: 0 };
    expect(search(weekend)).toEqual(['2026-12-07 08:00+01:00 60 min']);
    expect(search({ ...weekend, workingHours: { ...OFFICE_HOURS, days: [6, 7] } })).toEqual([
      '2026-12-05 08:00+01:00 60 min',
    ]);
    expect(search({ from: '2026-12-12', to: '2026-12-13' })).toEqual([]);
  });

  it('searches the first and the last day, and none after', () => {
    const allDay = [busy('2026-12-07 00:00', '2026-12-08 00:00'), busy('2026-12-09 00:00', '2026-12-12 00:00')];
    expect(search({ busy: allDay, from: '2026-12-08', to: '2026-12-08' })).toHaveLength(10);
    expect(search({ busy: allDay })).toEqual(expect.arrayContaining(['2026-12-08 08:00+01:00 60 min']));
    expect(search({ busy: allDay, from: '2026-12-09', to: '2026-12-11' })).toEqual([]);
  });

  it.each([
    ['2026-12-07 10:03', '10:10'],
    ['2026-12-07 10:00', '10:10'],
    [`2026-12-07 09:59`, '10:00'],
    ['2026-12-07 07:00', '08:00'],
  ])('offers nothing before the clock: at %s the first slot starts at %s', (now, first) => {
    expect(search({ now: at(now) + 30_000, limit: 1 })).toEqual([`2026-12-07 ${first}+01:00 60 min`]);
  });

  it('moves on to the next working day once the clock is past the last slot of today', () => {
    expect(search({ now: at('2026-12-07 17:00'), limit: 1 })).toEqual(['2026-12-08 08:00+01:00 60 min']);
  });

  describe('on the days the clocks change in TIME_ZONE', () => {
    /** Every slot from 00:00 to 06:00 on the wall clock of one day. */
    const nightOf = (day: string, changes: Partial<FreeSlotSearch> = {}) =>
      search({ from: day, to: day, workingHours: NIGHT_SHIFT, now: 0, limit: 100, ...changes });

    it('keeps working hours on the wall clock before and after the change', () => {
      const weekends = { ...OFFICE_HOURS, days: [6, 7] };
      const firstOfEachDay = (from: string, to: string) =>
        search({ from, to, workingHours: weekends, minutes: 600, now: 0 }).map((slot) => slot.slice(0, 22));
      expect(firstOfEachDay('2026-03-28', '2026-03-29')).toEqual(['2026-03-28 08:00+01:00', '2026-03-29 08:00+02:00']);
      expect(firstOfEachDay('2026-10-24', '2026-10-25')).toEqual(['2026-10-24 08:00+02:00', '2026-10-25 08:00+01:00']);
    });

    it('offers slots of real minutes across the missing hour of 29 March, never at a time that does not exist', () => {
      // 00:00 to 06:00 on the wall clock is 5 real hours, one slot starting in each.
      expect(nightOf('2026-03-29')).toEqual(
        ['00:00+01:00', '01:00+01:00', '03:00+02:00', '04:00+02:00', '05:00+02:00'].map(
          (time) => `2026-03-29 ${time} 60 min`,
        ),
      );
      // A slot from 01:10 ends at 03:10, an hour of real time later.
      const early = [busy('2026-03-29 00:00', '2026-03-29 01:10')];
      expect(nightOf('2026-03-29', { busy: early, limit: 1 })).toEqual(['2026-03-29 01:10+01:00 60 min']);
    });

    it('offers both 02:00 to 03:00 hours of 25 October, each as itself', () => {
      // 00:00 to 06:00 on the wall clock is 7 real hours, one slot starting in each.
      expect(nightOf('2026-10-25')).toEqual(
        ['00:00+02:00', '01:00+02:00', '02:00+02:00', '02:00+01:00', '03:00+01:00', '04:00+01:00', '05:00+01:00'].map(
          (time) => `2026-10-25 ${time} 60 min`,
        ),
      );
    });

    it('reads a meeting in the repeated hour by its instant', () => {
      const secondTwoOClock = Date.parse('2026-10-25T01:00:00Z');
      const slots = nightOf('2026-10-25', {
        busy: [{ start: secondTwoOClock, end: secondTwoOClock + 3_600_000 }],
        minutes: 30,
      });
      expect(slots).toContain('2026-10-25 02:00+02:00 30 min');
      expect(slots).not.toContain('2026-10-25 02:00+01:00 30 min');
      expect(slots).not.toContain('2026-10-25 02:30+01:00 30 min');
      expect(slots).toContain('2026-10-25 03:00+01:00 30 min');
    });
  });
});
