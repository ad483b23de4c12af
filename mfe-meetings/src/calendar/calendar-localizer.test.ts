/** @jest-environment-options {"timeZone": "Europe/Berlin"} */
import { wallClockDate } from '@scheduler/shared-domain/zoned-time';
import { FORMATS, localizer } from './calendar-localizer';

// The display zone is the browser's own here, as it is by default.
const ZONE = 'Europe/Berlin';
const pad = (value: number) => String(value).padStart(2, '0');
/** A calendar Date of 2026, made as the calendar makes them: the display zone's clock on its local fields. */
const at = (month: number, day: number, hour = 0, minute = 0) =>
  wallClockDate(`2026-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`, ZONE);
const shown = (date: Date) => localizer.format(date, 'yyyy-MM-dd HH:mm');

/** The hours a day's time gutter lists, as RBC's week and day views work them out from the localizer. */
function gutterHours(day: Date): string[] {
  const start = localizer.startOf(day, 'day');
  const end = localizer.endOf(day, 'day');
  const fromMidnight = localizer.getMinutesFromMidnight(start);
  const hours: string[] = [];
  for (let minutes = 0; minutes < localizer.getTotalMin(start, end); minutes += 60) {
    hours.push(FORMATS.timeGutterFormat(localizer.getSlotDate(start, fromMidnight, minutes)));
  }
  return hours;
}

describe('the calendar localizer', () => {
  it('starts weeks on Monday, in the week view and in the month view’s rows', () => {
    expect(localizer.startOfWeek('')).toBe(1);
    expect(shown(localizer.startOf(at(11, 26, 15), 'week', localizer.startOfWeek('')))).toBe('2026-11-23 00:00');
    expect(shown(localizer.startOf(at(11, 23, 9), 'week', localizer.startOfWeek('')))).toBe('2026-11-23 00:00');
    const month = localizer.visibleDays(at(11, 10), localizer);
    expect(shown(month[0] as Date)).toBe('2026-10-26 00:00');
    expect(shown(month[month.length - 1] as Date)).toBe('2026-12-06 00:00');
  });

  it('writes days as the meeting list does and times as hh:mm a in lowercase', () => {
    const start = at(11, 24, 9, 30);
    const end = at(11, 24, 10);
    expect(FORMATS.dayHeaderFormat(start)).toBe('Tue Nov 24 2026');
    expect(FORMATS.agendaDateFormat(start)).toBe('Tue Nov 24 2026');
    expect(localizer.format(start, FORMATS.dayFormat)).toBe('Tue 24');
    expect(localizer.format(start, FORMATS.weekdayFormat)).toBe('Tue');
    expect(localizer.format(at(11, 3), FORMATS.dateFormat)).toBe('03');
    expect(localizer.format(start, FORMATS.monthHeaderFormat)).toBe('November 2026');
    expect(FORMATS.timeGutterFormat(start)).toBe('09:30 am');
    expect(FORMATS.agendaTimeFormat(at(11, 24))).toBe('12:00 am');
    expect(FORMATS.agendaTimeFormat(at(11, 24, 12))).toBe('12:00 pm');
    expect(FORMATS.agendaTimeRangeFormat({ start, end })).toBe('09:30 am – 10:00 am');
    expect(FORMATS.selectRangeFormat({ start, end })).toBe('09:30 am – 10:00 am');
  });

  it('writes days and times in the screens’ language, which RBC hands it as its culture', () => {
    const start = at(11, 24, 9, 30);
    const end = at(11, 24, 14);
    expect(FORMATS.dayHeaderFormat(start, 'de')).toBe('Di., 24. Nov. 2026');
    expect(localizer.format(start, FORMATS.dayFormat, 'de')).toBe('Di. 24');
    expect(localizer.format(start, FORMATS.monthHeaderFormat, 'pl')).toBe('listopad 2026');
    expect(FORMATS.timeGutterFormat(end, 'fr')).toBe('14:00');
    expect(FORMATS.agendaTimeRangeFormat({ start, end }, 'pl')).toBe('09:30 – 14:00');
  });

  it('lists 24 hours on an ordinary day', () => {
    const hours = gutterHours(at(11, 24));
    expect(hours).toHaveLength(24);
    expect([hours[0], hours[1], hours[12], hours[23]]).toEqual(['12:00 am', '01:00 am', '12:00 pm', '11:00 pm']);
  });

  it('shows the hour that spring-forward skips an hour later, and keeps the day’s 24 rows', () => {
    // 29 March 2026 in Berlin: 02:00 CET is 03:00 CEST.
    const hours = gutterHours(at(3, 29));
    expect(hours).toHaveLength(24);
    expect(hours.slice(0, 5)).toEqual(['12:00 am', '01:00 am', '03:00 am', '03:00 am', '04:00 am']);
    expect(hours[23]).toBe('11:00 pm');
  });

  it('shows each hour of the fall-back day once, the repeated one as its first', () => {
    // 25 October 2026 in Berlin: 03:00 CEST is 02:00 CET, so 02:00–03:00 happens twice.
    const hours = gutterHours(at(10, 25));
    expect(hours).toHaveLength(24);
    expect(hours.slice(0, 5)).toEqual(['12:00 am', '01:00 am', '02:00 am', '03:00 am', '04:00 am']);
    expect(hours[23]).toBe('11:00 pm');
  });
});
