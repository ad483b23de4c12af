import { DateTime } from 'luxon';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { queryOf } from '../api/meetings-api';

export const CALENDAR_VIEWS = ['month', 'week', 'day', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** What the calendar shows, as its address holds it: `?view=week&date=2026-12-07&team=Data%20Science`. */
export interface CalendarState {
  view: CalendarView;
  /** YYYY-MM-DD in the zone shown: a day the view shows. */
  date: string;
  teams: string[];
  venues: string[];
}

/** From this width on the calendar opens on the week, below it on the agenda list. */
export const WIDE_SCREEN = '(min-width: 768px)';
/** How many days the agenda list shows from its date. */
export const AGENDA_DAYS = 30;

/** The week and day views' slot: what a click chooses, and what the arrow keys move by. */
export const SLOT_MINUTES = 30;

const isoDate = (day: DateTime) => day.toISODate() ?? '';

function isCalendarView(text: string | null): text is CalendarView {
  return (CALENDAR_VIEWS as readonly (string | null)[]).includes(text);
}

/** The state an address names; a missing or unusable view or date gives way to the defaults. */
export function calendarStateOf(search: string, wide: boolean, today: string): CalendarState {
  const params = new URLSearchParams(search);
  const view = params.get('view');
  const date = params.get('date') ?? '';
  const unique = (name: string) => [...new Set(params.getAll(name).filter(Boolean))];
  return {
    view: isCalendarView(view) ? view : wide ? 'week' : 'agenda',
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) && DateTime.fromISO(date).isValid ? date : today,
    teams: unique('team'),
    venues: unique('venue'),
  };
}

/** The address's query for a state, every part named so that a shared link shows the same on any screen. */
export function calendarSearch({ view, date, teams, venues }: CalendarState): string {
  return `?${queryOf([
    ['view', view],
    ['date', date],
    ...teams.map((team) => ['team', team] as const),
    ...venues.map((venue) => ['venue', venue] as const),
  ])}`;
}

/** The first and last day (YYYY-MM-DD) a view shows: weeks run Monday to Sunday, as luxon's do. */
export function visibleDays(view: CalendarView, date: string): { first: string; last: string } {
  const day = DateTime.fromISO(date);
  switch (view) {
    case 'day':
      return { first: date, last: date };
    case 'week':
      return { first: isoDate(day.startOf('week')), last: isoDate(day.endOf('week')) };
    case 'month':
      return {
        first: isoDate(day.startOf('month').startOf('week')),
        last: isoDate(day.endOf('month').endOf('week')),
      };
    case 'agenda':
      return { first: date, last: isoDate(day.plus({ days: AGENDA_DAYS - 1 })) };
  }
}

/**
 * The days to ask the server for: those shown, and one more at each end, since the server counts days in its own
 * zone and a meeting near midnight here may fall on the next or the previous day there.
 */
export function rangeToLoad(view: CalendarView, date: string): { from: string; to: string } {
  const { first, last } = visibleDays(view, date);
  return {
    from: isoDate(DateTime.fromISO(first).minus({ days: 1 })),
    to: isoDate(DateTime.fromISO(last).plus({ days: 1 })),
  };
}

/** The date one step before (-1) or after (1) in a view: a day, a week, a month, or the agenda's days. */
export function stepDate(view: CalendarView, date: string, direction: 1 | -1): string {
  const step = { day: { days: 1 }, week: { weeks: 1 }, month: { months: 1 }, agenda: { days: AGENDA_DAYS } }[view];
  const day = DateTime.fromISO(date);
  return isoDate(direction === 1 ? day.plus(step) : day.minus(step));
}

/**
 * The calendar's state, read from the address and written back to it on every change (replacing the entry, so Back
 * leaves the calendar); the view's default is chosen once, by the screen's width when the page opens, and the date's
 * is `today` in the zone shown.
 */
export function useCalendarState(today: string): [CalendarState, (change: Partial<CalendarState>) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [wide] = useState(() => window.matchMedia?.(WIDE_SCREEN).matches ?? true);
  const state = useMemo(() => calendarStateOf(search, wide, today), [search, wide, today]);
  const change = useCallback(
    (next: Partial<CalendarState>) => navigate({ search: calendarSearch({ ...state, ...next }) }, { replace: true }),
    [navigate, state],
  );
  return [state, change];
}
