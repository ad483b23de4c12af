import { useTranslate } from '@scheduler/shared-auth';
import type { Language } from '@scheduler/shared-domain/i18n';
import { MEETING_CALENDAR_SCREENS as C } from '@scheduler/shared-domain/meeting-calendar-screens';
import { instantOfWallClock } from '@scheduler/shared-domain/zoned-time';
import { DateTime, type DurationLike } from 'luxon';
import { cloneElement, createContext, type KeyboardEvent, type ReactElement, type ReactNode, useContext } from 'react';
import { flushSync } from 'react-dom';
import { SLOT_MINUTES } from './calendar-state';
import { textsOf } from './meeting-summary';

/**
 * Empty slots by keyboard, for an Admin: RBC chooses them by mouse only. The week and day views' grid takes one tab
 * stop, the arrow keys move it to another time or day, and Enter or Space adds a meeting there. (The month view's
 * days are cells of RBC's table, where a focusable element would break its rows: its day numbers open the day view.)
 */
export interface SlotKeys {
  /** ms of the slot (RBC's Date) that holds the tab stop. */
  current: number;
  moveTo: (start: number) => void;
  /** Adds a meeting in a slot, given as RBC's Dates. */
  choose: (start: Date, end: Date) => void;
  /** The venue booked in each slot (ms) when one venue is filtered, named in the slot's label. */
  booked: ReadonlyMap<number, string>;
  hintId: string;
  /** The zone whose clock RBC's Dates show. */
  zone: string;
  /** The screens' language, which a slot's label writes its date and times in. */
  language: Language;
}

export const SlotKeysContext = createContext<SlotKeys | null>(null);
/** RBC draws the time gutter's labels with the same slot wrapper as the days' slots. */
const GutterContext = createContext(false);

const STEPS: Record<string, DurationLike> = {
  ArrowUp: { minutes: -SLOT_MINUTES },
  ArrowDown: { minutes: SLOT_MINUTES },
  ArrowLeft: { days: -1 },
  ArrowRight: { days: 1 },
};
const SLOT_MS = SLOT_MINUTES * 60_000;

/**
 * RBC's `timeSlotWrapper`: a half hour of a day, the tab stop when it is the current slot, reached by the arrow keys
 * otherwise.
 */
export function TimeSlot({ value, children }: { value: Date; children?: ReactNode }) {
  const keys = useContext(SlotKeysContext);
  const t = useTranslate();
  const gutter = useContext(GutterContext);
  const slot = children as ReactElement<Record<string, unknown>>;
  if (!keys || gutter) return slot;
  const start = value.getTime();
  const end = new Date(start + SLOT_MS);
  const current = start === keys.current;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      keys.choose(value, end);
      return;
    }
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const target = DateTime.fromJSDate(value).plus(step).toMillis();
    const next = event.currentTarget.closest('.rbc-calendar')?.querySelector<HTMLElement>(`[data-slot="${target}"]`);
    if (!next) return;
    flushSync(() => keys.moveTo(target));
    next.focus();
  };
  // Only the current slot is a named button: hundreds of labels would be written at every redraw, and read out in a
  // screen reader's browse mode, for slots the arrow keys reach one at a time.
  const label = () => {
    const startTime = instantOfWallClock(value, keys.zone).toISOString();
    const endTime = instantOfWallClock(end, keys.zone).toISOString();
    const { date, times } = textsOf({ startTime, endTime }, keys.zone, keys.language);
    const venue = keys.booked.get(start);
    return venue ? t(C.addAtBooked, { date, times, venue }) : t(C.addAt, { date, times });
  };
  return cloneElement(slot, {
    'data-slot': start,
    tabIndex: current ? 0 : -1,
    onKeyDown,
    ...(current && { role: 'button', 'aria-label': label(), 'aria-describedby': keys.hintId }),
  });
}

/** RBC's `timeGutterWrapper`: the slots inside it are the hours' labels. */
export const TimeGutter = ({ children }: { children?: ReactNode }) => (
  <GutterContext.Provider value={true}>{children}</GutterContext.Provider>
);
