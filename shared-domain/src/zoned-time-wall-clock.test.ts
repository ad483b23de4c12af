/** @jest-environment-options {"timeZone": "America/New_York"} */
import { DateTime } from 'luxon';
import { instantOfWallClock, localZone, meetingClockIn, wallClockDate } from './zoned-time';
import { MEETINGS, ZONES } from './zoned-time-testing';

// A calendar widget reads its Dates' local fields: here the browser is in New York, whose own clocks change too.
describe("a calendar widget's Dates, the browser in America/New_York", () => {
  // A clock time a fall-back night shows twice reads back as its first occurrence: a widget's Date cannot tell them.
  const shownTwice = (instant: string, zone: string) => {
    const clock = (time: DateTime) => time.toFormat('yyyy-MM-dd HH:mm');
    const at = DateTime.fromISO(instant, { zone });
    return [-1, 1].some((hours) => clock(at.plus({ hours })) === clock(at));
  };
  const instants = Object.values(MEETINGS).flat();

  it('runs in the browser zone it pins', () => {
    expect(localZone()).toBe('America/New_York');
    expect(new Date('2026-07-01T12:00:00Z').getHours()).toBe(8);
  });

  it.each(ZONES)('shows each instant on the clock of %s, and reads it back unchanged', (zone) => {
    for (const instant of instants.filter((each) => !shownTwice(each, zone))) {
      const shown = wallClockDate(instant, zone);
      const { day, start } = meetingClockIn({ startTime: instant, endTime: instant }, zone);
      expect([
        shown.getFullYear(),
        shown.getMonth() + 1,
        shown.getDate(),
        shown.getHours(),
        shown.getMinutes(),
      ]).toEqual([...day.split('-').map(Number), start.hour, start.minute]);
      expect(instantOfWallClock(shown, zone).toISOString()).toBe(instant);
    }
  });
});
