import { useTranslate } from '@scheduler/shared-auth';
import type { MessageDescriptor } from '@scheduler/shared-domain/i18n';
import { PICKER_MESSAGES } from '@scheduler/shared-domain/picker-messages';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { DateBounds, RangeSelection } from './date-picker-model';
import {
  type CalendarCell,
  type CalendarView,
  calendarGrid,
  drillDown,
  isInCell,
  isSamePage,
  moveFocus,
  shiftPage,
  viewTitle,
  weekdayNames,
} from './date-picker-views';

interface DatePickerCalendarProps {
  view: CalendarView;
  focus: string;
  /** The dates that can be picked now: in range mode the end is held within the maximum range length. */
  bounds: DateBounds;
  locale: string;
  today: string;
  /** In single mode start and end are both the chosen date. */
  selection: RangeSelection;
  onNavigate: (view: CalendarView, focus: string) => void;
  onPickDay: (date: string) => void;
}

const PAGE_NAMES: Record<
  CalendarView,
  { previous: MessageDescriptor; next: MessageDescriptor; up?: MessageDescriptor }
> = {
  day: { previous: PICKER_MESSAGES.previousMonth, next: PICKER_MESSAGES.nextMonth, up: PICKER_MESSAGES.chooseMonth },
  month: { previous: PICKER_MESSAGES.previousYear, next: PICKER_MESSAGES.nextYear, up: PICKER_MESSAGES.chooseYear },
  year: { previous: PICKER_MESSAGES.previousYears, next: PICKER_MESSAGES.nextYears },
};
const VIEW_ABOVE: Record<CalendarView, CalendarView> = { day: 'month', month: 'year', year: 'year' };

const NAV_BUTTON =
  'rounded px-2 py-1 hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-brand-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-40';
// A CSS tooltip: no delay, a 150 ms fade (SPEC §9), the full date a screen reader also hears. It shows for the
// pointer and for keyboard moves, not for the focus the calendar takes as it opens (it would hide last week's
// row), and it leans into the grid from the outer columns, so it is never cut off at the window's edge.
const TOOLTIP =
  'after:pointer-events-none after:absolute after:bottom-full after:left-1/2 after:z-20 after:-translate-x-1/2 after:whitespace-nowrap after:rounded after:bg-brand-100 after:px-2 after:py-1 after:text-xs after:text-brand-900 after:opacity-0 after:transition-opacity after:delay-0 after:duration-150 after:content-[attr(data-tooltip)] hover:after:opacity-100 focus-visible:after:opacity-100 motion-reduce:after:transition-none nth-[-n+3]:after:left-0 nth-[-n+3]:after:translate-x-0 nth-last-[-n+3]:after:right-0 nth-last-[-n+3]:after:left-auto nth-last-[-n+3]:after:translate-x-0';

function isSelected(view: CalendarView, cellDate: string, selection: RangeSelection): boolean {
  const { start, end } = selection;
  if (start === null) return false;
  if (view !== 'day') return isInCell(view, cellDate, start) || (end !== null && isInCell(view, cellDate, end));
  return end === null ? cellDate === start : cellDate >= start && cellDate <= end;
}

function cellClasses(cell: CalendarCell, selected: boolean, isRangeEnd: boolean, isToday: boolean): string {
  const tone = selected ? (isRangeEnd ? 'bg-brand-500 font-semibold' : 'bg-brand-700') : 'hover:bg-brand-700';
  const muted = cell.disabled ? 'cursor-not-allowed opacity-40' : 'cursor-pointer';
  const outside = cell.outsideMonth ? 'text-brand-100/60' : '';
  const todayRing = isToday ? 'ring-1 ring-brand-100 ring-inset' : '';
  return `relative rounded px-2 py-1.5 text-center focus:outline-2 focus:outline-brand-100 ${tone} ${muted} ${outside} ${todayRing}`;
}

/** The calendar inside the picker's dialog: a header to page and change view, and one grid with roving focus. */
export function DatePickerCalendar(props: DatePickerCalendarProps) {
  const { view, focus, bounds, locale, today, selection, onNavigate, onPickDay } = props;
  const t = useTranslate();
  const gridRef = useRef<HTMLTableElement>(null);
  // Focus enters the grid when the dialog opens and follows keyboard moves; paging buttons keep their own focus.
  const focusCellRequested = useRef(true);

  const focusActiveCell = () => gridRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  useEffect(() => {
    if (!focusCellRequested.current) return;
    focusCellRequested.current = false;
    focusActiveCell();
  });

  const navigateInGrid = (nextView: CalendarView, nextFocus: string) => {
    if (nextView === view && nextFocus === focus) return focusActiveCell();
    focusCellRequested.current = true;
    onNavigate(nextView, nextFocus);
  };
  const pick = (cell: CalendarCell) => {
    // A clicked cell takes the roving focus, so the arrow keys carry on from where the pointer was.
    if (view === 'day' && cell.date !== focus) onNavigate(view, cell.date);
    if (cell.disabled) return;
    if (view === 'day') onPickDay(cell.date);
    else navigateInGrid(view === 'year' ? 'month' : 'day', drillDown(view, cell.date, focus, bounds));
  };

  const grid = calendarGrid(view, focus, bounds, locale);
  const cells = grid.flat();
  const onCellKey = (event: KeyboardEvent<HTMLTableCellElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const focused = cells.find((cell) => isInCell(view, cell.date, focus));
      if (focused) pick(focused);
      return;
    }
    const next = moveFocus(view, focus, event.key, bounds, locale);
    if (next === null) return;
    event.preventDefault();
    navigateInGrid(view, next);
  };

  const names = PAGE_NAMES[view];
  const title = viewTitle(view, focus, locale);
  const pageButton = (direction: 1 | -1) => {
    const target = shiftPage(view, focus, direction, bounds);
    const blocked = isSamePage(view, target, focus);
    return (
      <button
        type="button"
        className={NAV_BUTTON}
        aria-label={t(direction === 1 ? names.next : names.previous)}
        // aria-disabled rather than disabled, so a button pressed up to the bound keeps the keyboard focus.
        aria-disabled={blocked || undefined}
        onClick={() => blocked || onNavigate(view, target)}
      >
        <span aria-hidden="true">{direction === 1 ? '›' : '‹'}</span>
      </button>
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        {pageButton(-1)}
        <div aria-live="polite" className="font-semibold">
          {names.up ? (
            <button
              type="button"
              className={NAV_BUTTON}
              aria-label={t(names.up, { title })}
              onClick={() => navigateInGrid(VIEW_ABOVE[view], focus)}
            >
              {title}
            </button>
          ) : (
            <span className="px-2 py-1">{title}</span>
          )}
        </div>
        {pageButton(1)}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker pattern is a table made a grid. */}
      <table ref={gridRef} role="grid" aria-label={title} className="border-separate border-spacing-0.5">
        {view === 'day' && (
          <thead>
            <tr>
              {weekdayNames(focus, locale).map((day) => (
                <th key={day.long} scope="col" abbr={day.long} className="pb-1 text-xs font-normal text-brand-100">
                  {day.short}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {grid.map((row) => (
            <tr key={row[0]?.date}>
              {row.map((cell) => {
                const selected = isSelected(view, cell.date, selection);
                const isRangeEnd = cell.date === selection.start || cell.date === selection.end;
                const isToday = view === 'day' && cell.date === today;
                return (
                  <td
                    key={cell.date}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a grid's cells are gridcells.
                    role="gridcell"
                    tabIndex={isInCell(view, cell.date, focus) ? 0 : -1}
                    aria-selected={selected}
                    aria-disabled={cell.disabled || undefined}
                    aria-current={isToday ? 'date' : undefined}
                    aria-label={cell.fullLabel}
                    data-tooltip={view === 'day' ? cell.fullLabel : undefined}
                    className={`${cellClasses(cell, selected, isRangeEnd || view !== 'day', isToday)} ${view === 'day' ? TOOLTIP : ''}`}
                    onClick={() => pick(cell)}
                    onKeyDown={onCellKey}
                  >
                    {cell.label}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
