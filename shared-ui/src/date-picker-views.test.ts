import type { DateBounds } from './date-picker-model';
import {
  type CalendarView,
  calendarGrid,
  dayGrid,
  drillDown,
  firstYearOfPage,
  isInCell,
  isSamePage,
  monthGrid,
  moveFocus,
  shiftPage,
  viewTitle,
  weekdayNames,
  yearGrid,
} from './date-picker-views';

const meetingBounds = { min: '2026-05-14', max: '2030-12-31' };

describe('dayGrid', () => {
  it('shows one month in 6 weeks of 7 days, weeks starting on Sunday in en-US', () => {
    const grid = dayGrid('2026-05-20', {}, 'en-US');
    expect(grid).toHaveLength(6);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    expect(grid[0]?.[0]?.date).toBe('2026-04-26');
    expect(grid[0]?.[5]).toMatchObject({ date: '2026-05-01', label: '1', outsideMonth: false });
    expect(grid[0]?.[0]?.outsideMonth).toBe(true);
    expect(grid[5]?.[6]).toMatchObject({ date: '2026-06-06', outsideMonth: true });
    expect(grid[2]?.[4]?.fullLabel).toBe('Thursday, May 14, 2026');
  });

  it('starts weeks on Monday in German and names days in German', () => {
    expect(dayGrid('2026-05-20', {}, 'de')[0]?.[0]?.date).toBe('2026-04-27');
    expect(weekdayNames('2026-05-20', 'de').map((day) => day.long)[0]).toBe('Montag');
    expect(weekdayNames('2026-05-20', 'en-US').map((day) => day.short)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
  });

  it('disables days outside [min, max]', () => {
    const days = dayGrid('2026-05-20', meetingBounds, 'en-US').flat();
    expect(days.find((day) => day.date === '2026-05-13')?.disabled).toBe(true);
    expect(days.find((day) => day.date === '2026-05-14')?.disabled).toBe(false);
    const december = dayGrid('2030-12-20', meetingBounds, 'en-US').flat();
    expect(december.find((day) => day.date === '2030-12-31')?.disabled).toBe(false);
    expect(december.find((day) => day.date === '2031-01-01')?.disabled).toBe(true);
  });
});

describe('monthGrid and yearGrid', () => {
  it('lays the months out in 4 rows of 3, disabling months wholly outside the bounds', () => {
    const grid = monthGrid('2026-05-20', meetingBounds, 'en-US');
    expect(grid.map((row) => row.map((cell) => cell.label))).toEqual([
      ['Jan', 'Feb', 'Mar'],
      ['Apr', 'May', 'Jun'],
      ['Jul', 'Aug', 'Sep'],
      ['Oct', 'Nov', 'Dec'],
    ]);
    expect(grid[1]?.[0]).toMatchObject({ date: '2026-04-01', disabled: true, fullLabel: 'April 2026' });
    expect(grid[1]?.[1]).toMatchObject({ date: '2026-05-01', disabled: false });
  });

  it('lays 16 years out 4 by 4, on pages starting at multiples of 16', () => {
    const grid = yearGrid('2026-05-20', meetingBounds);
    expect(grid.map((row) => row.map((cell) => cell.label))).toEqual([
      ['2016', '2017', '2018', '2019'],
      ['2020', '2021', '2022', '2023'],
      ['2024', '2025', '2026', '2027'],
      ['2028', '2029', '2030', '2031'],
    ]);
    const disabled = grid.flat().filter((cell) => cell.disabled);
    expect(disabled.map((cell) => cell.label)).toEqual([
      ...Array.from({ length: 10 }, (_, i) => `${2016 + i}`),
      '2031',
    ]);
    expect(firstYearOfPage('2032-01-01')).toBe(2032);
    expect(firstYearOfPage('2031-12-31')).toBe(2016);
  });

  it('picks the grid of a view', () => {
    expect(calendarGrid('day', '2026-05-20', {}, 'en-US')).toHaveLength(6);
    expect(calendarGrid('month', '2026-05-20', {}, 'en-US')).toHaveLength(4);
    expect(calendarGrid('year', '2026-05-20', {}, 'en-US').flat()).toHaveLength(16);
  });
});

describe('titles and cells', () => {
  it('titles each view', () => {
    expect(viewTitle('day', '2026-05-20', 'en-US')).toBe('May 2026');
    expect(viewTitle('day', '2026-05-20', 'de')).toBe('Mai 2026');
    expect(viewTitle('month', '2026-05-20', 'en-US')).toBe('2026');
    expect(viewTitle('year', '2026-05-20', 'en-US')).toBe('2016 – 2031');
  });

  it('knows which cell holds a date', () => {
    expect(isInCell('day', '2026-05-20', '2026-05-20')).toBe(true);
    expect(isInCell('day', '2026-05-20', '2026-05-21')).toBe(false);
    expect(isInCell('month', '2026-05-01', '2026-05-31')).toBe(true);
    expect(isInCell('year', '2026-01-01', '2026-12-31')).toBe(true);
    expect(isInCell('year', '2026-01-01', '2027-01-01')).toBe(false);
  });
});

describe('moveFocus', () => {
  const move = (view: CalendarView, key: string, from = '2026-06-17', bounds: DateBounds = meetingBounds) =>
    moveFocus(view, from, key, bounds, 'en-US');

  it('moves by day and week with the arrows, by month with PageUp/PageDown, to the week ends with Home/End', () => {
    expect(move('day', 'ArrowLeft')).toBe('2026-06-16');
    expect(move('day', 'ArrowRight')).toBe('2026-06-18');
    expect(move('day', 'ArrowUp')).toBe('2026-06-10');
    expect(move('day', 'ArrowDown')).toBe('2026-06-24');
    expect(move('day', 'PageUp')).toBe('2026-05-17');
    expect(move('day', 'PageDown')).toBe('2026-07-17');
    expect(move('day', 'Home')).toBe('2026-06-14');
    expect(move('day', 'End')).toBe('2026-06-20');
    expect(moveFocus('day', '2026-06-17', 'Home', {}, 'de')).toBe('2026-06-15');
  });

  it('keeps the day of month valid when paging from the 31st', () => {
    expect(move('day', 'PageDown', '2026-05-31')).toBe('2026-06-30');
  });

  it('moves by cell in the month and year views', () => {
    expect(move('month', 'ArrowRight')).toBe('2026-07-17');
    expect(move('month', 'ArrowDown')).toBe('2026-09-17');
    expect(move('month', 'ArrowUp', '2027-06-17')).toBe('2027-03-17');
    expect(move('month', 'PageDown')).toBe('2027-06-17');
    expect(move('month', 'Home', '2027-06-17')).toBe('2027-04-17');
    expect(move('month', 'End', '2027-04-17')).toBe('2027-06-17');
    expect(move('year', 'ArrowRight')).toBe('2027-06-17');
    expect(move('year', 'ArrowDown')).toBe('2030-06-17');
    expect(move('year', 'ArrowUp', '2030-06-17')).toBe('2026-06-17');
    expect(move('year', 'Home', '2027-06-17', {})).toBe('2024-06-17');
    expect(move('year', 'End', '2025-06-17', {})).toBe('2027-06-17');
    expect(move('year', 'End', '2029-06-17')).toBe('2030-12-31');
  });

  it('never leaves [min, max]', () => {
    expect(move('day', 'ArrowLeft', '2026-05-14')).toBe('2026-05-14');
    expect(move('day', 'PageUp', '2026-05-20')).toBe('2026-05-14');
    expect(move('day', 'ArrowDown', '2030-12-30')).toBe('2030-12-31');
    expect(move('year', 'PageDown', '2029-01-01')).toBe('2030-12-31');
    expect(move('month', 'ArrowLeft', '2026-06-10')).toBe('2026-05-14');
  });

  it('ignores keys it does not move on', () => {
    expect(move('day', 'Enter')).toBeNull();
    expect(move('day', 'a')).toBeNull();
  });
});

describe('shiftPage', () => {
  it('pages by a month, a year or 16 years and stays within the bounds', () => {
    expect(shiftPage('day', '2026-06-17', 1, meetingBounds)).toBe('2026-07-17');
    expect(shiftPage('day', '2026-06-17', -1, meetingBounds)).toBe('2026-05-17');
    expect(shiftPage('day', '2026-05-17', -1, meetingBounds)).toBe('2026-05-14');
    expect(shiftPage('month', '2026-06-17', 1, meetingBounds)).toBe('2027-06-17');
    expect(shiftPage('year', '2026-06-17', -1, {})).toBe('2010-06-17');
    expect(shiftPage('year', '2026-06-17', 1, meetingBounds)).toBe('2030-12-31');
  });
});

describe('isSamePage and drillDown', () => {
  it('compares pages of each view', () => {
    expect(isSamePage('day', '2026-05-01', '2026-05-31')).toBe(true);
    expect(isSamePage('day', '2026-05-31', '2026-06-01')).toBe(false);
    expect(isSamePage('month', '2026-01-01', '2026-12-31')).toBe(true);
    expect(isSamePage('year', '2016-01-01', '2031-12-31')).toBe(true);
    expect(isSamePage('year', '2031-12-31', '2032-01-01')).toBe(false);
  });

  it('opens a picked month or year on the focused day, shortened to the month and kept within the bounds', () => {
    expect(drillDown('month', '2027-02-01', '2026-01-31', meetingBounds)).toBe('2027-02-28');
    expect(drillDown('month', '2028-02-01', '2026-01-31', meetingBounds)).toBe('2028-02-29');
    expect(drillDown('year', '2029-01-01', '2026-06-17', meetingBounds)).toBe('2029-06-17');
    expect(drillDown('month', '2026-05-01', '2026-06-03', meetingBounds)).toBe('2026-05-14');
  });
});
