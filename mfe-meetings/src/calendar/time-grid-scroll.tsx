import { useTranslate } from '@scheduler/shared-auth';
import { MEETING_CALENDAR_SCREENS as C } from '@scheduler/shared-domain/meeting-calendar-screens';
import { DateTime } from 'luxon';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CalendarView } from './calendar-state';
import { visibleDays } from './calendar-state';

/** A meeting as the calendar draws it: RBC's Dates, whose local fields show the zone's clock (zoned-time.ts). */
export interface DrawnMeeting {
  start: Date;
  end: Date;
}

const DAY_MINUTES = 24 * 60;
/** Where the week and day views open on days without meetings: the morning of the clock shown. */
export const MORNING_MINUTES = 8 * 60;

const minuteOfDay = (date: Date) => {
  const time = DateTime.fromJSDate(date);
  return time.hour * 60 + time.minute;
};
const dayOf = (date: Date) => DateTime.fromJSDate(date).toISODate() ?? '';

/** The meetings that start on one of the days shown, from the first to the last (YYYY-MM-DD). */
function startingOn<Meeting extends DrawnMeeting>(meetings: readonly Meeting[], first: string, last: string) {
  return meetings.filter((meeting) => {
    const day = dayOf(meeting.start);
    return day >= first && day <= last;
  });
}

/**
 * Where the week and day views open (minutes of the day): at the hour of the earliest meeting that starts on a day
 * shown, whoever's morning that is on the clock shown; without one, at the morning.
 */
export function openingMinutes(meetings: readonly DrawnMeeting[], first: string, last: string): number {
  const starts = startingOn(meetings, first, last).map((meeting) => minuteOfDay(meeting.start));
  if (starts.length === 0) return MORNING_MINUTES;
  return Math.floor(Math.min(...starts) / 60) * 60;
}

/**
 * The meetings of the days shown that lie wholly above or below the hours in sight (`from` to `to`, minutes of the
 * day); one that ends after midnight counts as going on to the end of its day.
 */
export function outOfSight<Meeting extends DrawnMeeting>(
  meetings: readonly Meeting[],
  first: string,
  last: string,
  from: number,
  to: number,
): { above: Meeting[]; below: Meeting[] } {
  const shown = startingOn(meetings, first, last);
  const endOf = (meeting: Meeting) =>
    dayOf(meeting.end) === dayOf(meeting.start) ? minuteOfDay(meeting.end) : DAY_MINUTES;
  return {
    above: shown.filter((meeting) => endOf(meeting) <= from),
    below: shown.filter((meeting) => minuteOfDay(meeting.start) >= to),
  };
}

interface Hints<Meeting> {
  above: number;
  below: number;
  /** The nearest meeting out of sight each way, which its hint leads to. */
  nearestAbove: Meeting | null;
  nearestBelow: Meeting | null;
  /** The top of the hours in sight within the calendar's frame (px), where the first hint goes. */
  top: number;
}

const NO_HINTS = { above: 0, below: 0, nearestAbove: null, nearestBelow: null, top: 0 } as const;

/** The time grid's scrolling box within the calendar's frame, once RBC draws it. */
const timeContent = (frameRef: RefObject<HTMLElement | null>) =>
  frameRef.current?.querySelector<HTMLElement>('.rbc-time-content') ?? null;

interface TimeGridShown {
  view: CalendarView;
  date: string;
}

/**
 * The week and day views' scroll: they open at the first meeting of the days shown (openingMinutes), once those
 * days' meetings are there, and again only for other days, another view or another zone (a live change keeps the
 * scroll). Answers how to scroll to a meeting.
 */
export function useTimeGridScroll<Meeting extends DrawnMeeting>(
  frameRef: RefObject<HTMLElement | null>,
  {
    view,
    date,
    zone,
    loading,
    meetings,
  }: TimeGridShown & { zone: string; loading: boolean; meetings: readonly Meeting[] },
): (meeting: Meeting) => void {
  const opened = useRef('');
  const scrollToMinutes = useCallback(
    (minutes: number) => {
      const box = timeContent(frameRef);
      if (box) box.scrollTop = (box.scrollHeight * minutes) / DAY_MINUTES;
    },
    [frameRef],
  );

  // Before the browser paints, so the grid never shows the hours it is about to leave.
  useLayoutEffect(() => {
    const key = `${view} ${date} ${zone}`;
    if (!(view === 'week' || view === 'day') || loading || opened.current === key) return;
    opened.current = key;
    const { first, last } = visibleDays(view, date);
    scrollToMinutes(openingMinutes(meetings, first, last));
  });

  return useCallback((meeting: Meeting) => scrollToMinutes(minuteOfDay(meeting.start)), [scrollToMinutes]);
}

const HINT =
  'absolute left-1/2 z-10 -translate-x-1/2 rounded-full border border-brand-500 bg-white px-3 py-0.5 text-xs font-medium text-brand-900 shadow';

/**
 * The hints over the time grid: how many meetings are above or below the hours in sight, each a way to the nearest
 * of them, which takes the focus (the hint may go once it is in sight). They follow the scroll in a state of their
 * own, so the calendar's hundreds of meetings are not drawn again for them.
 */
export function OutOfSightHints<Meeting extends DrawnMeeting>({
  frameRef,
  view,
  date,
  meetings,
  scrollTo,
  focus,
}: TimeGridShown & {
  frameRef: RefObject<HTMLElement | null>;
  meetings: readonly Meeting[];
  scrollTo: (meeting: Meeting) => void;
  focus: (meeting: Meeting) => void;
}) {
  const [hints, setHints] = useState<Hints<Meeting>>(NO_HINTS);
  const t = useTranslate();
  const hoursLabel = t(C.hours);
  const timeGrid = view === 'week' || view === 'day';
  const { first, last } = visibleDays(view, date);

  useEffect(() => {
    const box = timeContent(frameRef);
    if (!timeGrid || !box) {
      setHints(NO_HINTS);
      return;
    }
    // Scrolled by keyboard too, also where nothing in it takes the focus (a User's week without its meetings).
    box.tabIndex = 0;
    box.setAttribute('role', 'group');
    box.setAttribute('aria-label', hoursLabel);
    let frame = 0;
    const follow = () => {
      frame = 0;
      if (box.scrollHeight === 0) return;
      const from = (box.scrollTop / box.scrollHeight) * DAY_MINUTES;
      const to = ((box.scrollTop + box.clientHeight) / box.scrollHeight) * DAY_MINUTES;
      const { above, below } = outOfSight(meetings, first, last, from, to);
      const byStart = (a: Meeting, b: Meeting) => minuteOfDay(a.start) - minuteOfDay(b.start);
      setHints({
        above: above.length,
        below: below.length,
        nearestAbove: above.sort(byStart).at(-1) ?? null,
        nearestBelow: below.sort(byStart)[0] ?? null,
        top: box.offsetTop,
      });
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(follow);
    };
    follow();
    box.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      box.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [timeGrid, meetings, first, last, frameRef, hoursLabel]);

  const reach = (meeting: Meeting) => {
    scrollTo(meeting);
    focus(meeting);
  };
  const { nearestAbove, nearestBelow } = hints;
  return (
    <>
      {nearestAbove && (
        <button type="button" className={HINT} style={{ top: hints.top + 4 }} onClick={() => reach(nearestAbove)}>
          <span aria-hidden="true">▲ </span>
          {t(C.earlier, { count: hints.above })}
        </button>
      )}
      {nearestBelow && (
        <button type="button" className={`${HINT} bottom-2`} onClick={() => reach(nearestBelow)}>
          <span aria-hidden="true">▼ </span>
          {t(C.later, { count: hints.below })}
        </button>
      )}
    </>
  );
}
