import { DateTime, type DateTimeUnit } from 'luxon';
import { calendarDate, type DateBounds, formatCalendarDate } from './date-picker-model';

export type CalendarView = 'day' | 'month' | 'year';

/** SPEC §9: a day grid of 7 by 6, a month grid of 4 rows by 3 columns, a year grid of 16 years, 4 by 4. */
export const DAYS_PER_WEEK = 7;
export const WEEKS_SHOWN = 6;
export const MONTH_COLUMNS = 3;
export const YEAR_COLUMNS = 4;
export const YEARS_PER_PAGE = 16;

export interface CalendarCell {
  /** The cell's first day, YYYY-MM-DD: the day itself, or the 1st of the month, or 1 January of the year. */
  date: string;
  label: string;
  /** The name a screen reader announces and the tooltip shows. */
  fullLabel: string;
  /** A day of the neighbouring month, shown to fill the 7×6 grid. */
  outsideMonth: boolean;
  /** Wholly before min or after max. */
  disabled: boolean;
}

const UNIT_OF_VIEW: Record<CalendarView, DateTimeUnit> = { day: 'day', month: 'month', year: 'year' };
/** A page is what one view shows: a month of days, a year of months, 16 years. */
const PAGE = { day: { months: 1 }, month: { years: 1 }, year: { years: YEARS_PER_PAGE } } as const;

function localDate(isoDate: string, locale: string): DateTime {
  return calendarDate(isoDate).setLocale(locale);
}

function isOutside(first: DateTime, unit: DateTimeUnit, bounds: DateBounds): boolean {
  const last = formatCalendarDate(first.endOf(unit));
  return Boolean((bounds.min && last < bounds.min) || (bounds.max && formatCalendarDate(first) > bounds.max));
}

function inRows<T>(items: T[], columns: number): T[][] {
  return Array.from({ length: items.length / columns }, (_, row) => items.slice(row * columns, (row + 1) * columns));
}

/** Weeks begin on the locale's first day (Sunday in en-US, Monday in de). */
function weekStart(date: DateTime): DateTime {
  return date.startOf('week', { useLocaleWeeks: true });
}

export function weekdayNames(focus: string, locale: string): { short: string; long: string }[] {
  const first = weekStart(localDate(focus, locale));
  return Array.from({ length: DAYS_PER_WEEK }, (_, index) => {
    const day = first.plus({ days: index });
    return { short: day.toFormat('ccc'), long: day.toFormat('cccc') };
  });
}

export function dayGrid(focus: string, bounds: DateBounds, locale: string): CalendarCell[][] {
  const month = localDate(focus, locale).startOf('month');
  const first = weekStart(month);
  const cells = Array.from({ length: DAYS_PER_WEEK * WEEKS_SHOWN }, (_, index) => {
    const day = first.plus({ days: index });
    return {
      date: formatCalendarDate(day),
      label: day.toFormat('d'),
      fullLabel: day.toLocaleString(DateTime.DATE_HUGE),
      outsideMonth: !day.hasSame(month, 'month'),
      disabled: isOutside(day, 'day', bounds),
    };
  });
  return inRows(cells, DAYS_PER_WEEK);
}

export function monthGrid(focus: string, bounds: DateBounds, locale: string): CalendarCell[][] {
  const year = localDate(focus, locale).startOf('year');
  const cells = Array.from({ length: 12 }, (_, index) => {
    const month = year.plus({ months: index });
    return {
      date: formatCalendarDate(month),
      label: month.toFormat('LLL'),
      fullLabel: month.toFormat('LLLL yyyy'),
      outsideMonth: false,
      disabled: isOutside(month, 'month', bounds),
    };
  });
  return inRows(cells, MONTH_COLUMNS);
}

/** Pages of 16 years start at multiples of 16 (2016-2031 holds 2026 to 2030), so a page never shifts as focus moves. */
export function firstYearOfPage(focus: string): number {
  const year = calendarDate(focus).year;
  return year - (year % YEARS_PER_PAGE);
}

export function yearGrid(focus: string, bounds: DateBounds): CalendarCell[][] {
  const first = calendarDate(focus)
    .set({ year: firstYearOfPage(focus) })
    .startOf('year');
  const cells = Array.from({ length: YEARS_PER_PAGE }, (_, index) => {
    const year = first.plus({ years: index });
    return {
      date: formatCalendarDate(year),
      label: String(year.year),
      fullLabel: String(year.year),
      outsideMonth: false,
      disabled: isOutside(year, 'year', bounds),
    };
  });
  return inRows(cells, YEAR_COLUMNS);
}

export function calendarGrid(view: CalendarView, focus: string, bounds: DateBounds, locale: string): CalendarCell[][] {
  if (view === 'day') return dayGrid(focus, bounds, locale);
  return view === 'month' ? monthGrid(focus, bounds, locale) : yearGrid(focus, bounds);
}

/** Whether `date` lies in the cell that starts at `cellDate` in this view. */
export function isInCell(view: CalendarView, cellDate: string, date: string): boolean {
  return calendarDate(cellDate).hasSame(calendarDate(date), UNIT_OF_VIEW[view]);
}

/** The header of each view: "May 2026", "2026", "2016 – 2031". */
export function viewTitle(view: CalendarView, focus: string, locale: string): string {
  const date = localDate(focus, locale);
  if (view === 'day') return date.toFormat('LLLL yyyy');
  if (view === 'month') return date.toFormat('yyyy');
  const first = firstYearOfPage(focus);
  return `${first} – ${first + YEARS_PER_PAGE - 1}`;
}

function clampToBounds(date: DateTime, bounds: DateBounds): string {
  const text = formatCalendarDate(date);
  if (bounds.min && text < bounds.min) return bounds.min;
  if (bounds.max && text > bounds.max) return bounds.max;
  return text;
}

/** Previous (-1) or next (+1) page of a view: a month, a year or 16 years; focus stays within the bounds. */
export function shiftPage(view: CalendarView, focus: string, direction: 1 | -1, bounds: DateBounds): string {
  const date = calendarDate(focus);
  return clampToBounds(direction === 1 ? date.plus(PAGE[view]) : date.minus(PAGE[view]), bounds);
}

/** Whether two dates share a page of a view: the month of the day view, the year, or the 16 years. */
export function isSamePage(view: CalendarView, first: string, second: string): boolean {
  if (view === 'year') return firstYearOfPage(first) === firstYearOfPage(second);
  return isInCell(view === 'day' ? 'month' : 'year', first, second);
}

/**
 * Picking a year or a month opens the next view down on it, keeping the focused month and day where they exist
 * (31 January into February gives the 28th or 29th).
 */
export function drillDown(view: 'month' | 'year', cellDate: string, focus: string, bounds: DateBounds): string {
  const kept = calendarDate(focus);
  const month = view === 'year' ? calendarDate(cellDate).plus({ months: kept.month - 1 }) : calendarDate(cellDate);
  return clampToBounds(month.plus({ days: Math.min(kept.day, month.daysInMonth ?? 28) - 1 }), bounds);
}

const CELL_UNIT = { day: 'days', month: 'months', year: 'years' } as const;
const COLUMNS: Record<CalendarView, number> = { day: DAYS_PER_WEEK, month: MONTH_COLUMNS, year: YEAR_COLUMNS };

function indexInRow(view: CalendarView, date: DateTime, locale: string): number {
  if (view === 'day') return date.diff(weekStart(date.setLocale(locale)), 'days').days;
  return (view === 'month' ? date.month - 1 : date.year) % COLUMNS[view];
}

/** Arrows move a cell (up and down a row), PageUp and PageDown a page, Home and End to the row's ends. */
function movedDate(view: CalendarView, date: DateTime, key: string, locale: string): DateTime | null {
  const by = (count: number) => date.plus({ [CELL_UNIT[view]]: count });
  const columns = COLUMNS[view];
  switch (key) {
    case 'ArrowLeft':
      return by(-1);
    case 'ArrowRight':
      return by(1);
    case 'ArrowUp':
      return by(-columns);
    case 'ArrowDown':
      return by(columns);
    case 'PageUp':
      return date.minus(PAGE[view]);
    case 'PageDown':
      return date.plus(PAGE[view]);
    case 'Home':
      return by(-indexInRow(view, date, locale));
    case 'End':
      return by(columns - 1 - indexInRow(view, date, locale));
    default:
      return null;
  }
}

/** Where a key moves the grid's focus, kept within the bounds; null for a key the grid does not move on. */
export function moveFocus(
  view: CalendarView,
  focus: string,
  key: string,
  bounds: DateBounds,
  locale: string,
): string | null {
  const moved = movedDate(view, calendarDate(focus), key, locale);
  return moved ? clampToBounds(moved, bounds) : null;
}
