import { useLanguage, useTranslate } from '@scheduler/shared-auth';
import { monthText } from '@scheduler/shared-domain/calendar-texts';
import type { Language } from '@scheduler/shared-domain/i18n';
import type { Meeting } from '@scheduler/shared-domain/meeting';
import { MEETING_CALENDAR_SCREENS as C } from '@scheduler/shared-domain/meeting-calendar-screens';
import { MEETING_SCREENS } from '@scheduler/shared-domain/meeting-screens';
import { dateText, instantOfWallClock, wallClockDate } from '@scheduler/shared-domain/zoned-time';
import { DateTime } from 'luxon';
import { createContext, type KeyboardEvent, useContext, useId, useMemo, useRef, useState } from 'react';
import { Calendar, type DateHeaderProps, type EventProps, type HeaderProps, type SlotInfo } from 'react-big-calendar';
import withDragAndDrop from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import './meeting-calendar.css';
import { FORMATS, localizer } from './calendar-localizer';
import { AGENDA_DAYS, type CalendarView, SLOT_MINUTES } from './calendar-state';
import { type MeetingTexts, summaryOf, textsOf } from './meeting-summary';
import { SlotKeysContext, TimeGutter, TimeSlot } from './slot-keys';
import { MORNING_MINUTES, OutOfSightHints, useTimeGridScroll } from './time-grid-scroll';

interface CalendarEvent {
  meeting: Meeting;
  start: Date;
  end: Date;
}

interface ShownClock {
  zone: string;
  language: Language;
}
const TEXTS = new WeakMap<Meeting, MeetingTexts & ShownClock & { summary: string }>();

/** The zone and language the calendar shows, for the components RBC draws (it hands them no props of ours). */
const ShownClockContext = createContext<ShownClock>({ zone: 'UTC', language: 'en' });

/**
 * A meeting's texts in the zone shown, worked out when it is first drawn and kept with it: hundreds of meetings redraw
 * at every drag, and those loaded but not on screen (the day at each end) are never drawn.
 */
function useKeptTexts(meeting: Meeting) {
  const shown = useContext(ShownClockContext);
  let texts = TEXTS.get(meeting);
  if (texts?.zone !== shown.zone || texts.language !== shown.language) {
    const own = textsOf(meeting, shown.zone, shown.language);
    texts = { ...own, summary: summaryOf(meeting, own), ...shown };
    TEXTS.set(meeting, texts);
  }
  return texts;
}

export interface MeetingCalendarProps {
  /** The zone whose clock the calendar shows (the display zone). */
  zone: string;
  /** Whether the meetings of another range are on their way: those shown stay until they come. */
  loading: boolean;
  view: CalendarView;
  /** YYYY-MM-DD. */
  date: string;
  /** Those to show, already filtered. */
  meetings: readonly Meeting[];
  colourOf: (meeting: Meeting) => string;
  mayChange: (meeting: Meeting) => boolean;
  /** When one venue is filtered: every meeting there, shaded behind the week and day views as booked time. */
  bookings: readonly Meeting[] | null;
  onNavigate: (change: { view?: CalendarView; date?: string }) => void;
  onOpen: (meeting: Meeting) => void;
  /** An empty slot chosen (Admin): its start and end instants, or only its day (YYYY-MM-DD) in the month view. */
  onChooseSlot: ((slot: ChosenSlot) => void) | null;
  onMove: (meeting: Meeting, start: Date, end: Date) => void;
}

/** An empty time chosen on the calendar: a day of the month view, or a span of the week and day views. */
export type ChosenSlot = { day: string } | { day: string; start: Date; end: Date };

// RBC's own Dates show the zone's clock on their local fields (zoned-time.ts, wallClockDate), so they are written
// as they read.
const dayShown = (date: Date) => DateTime.fromJSDate(date).toISODate() ?? '';
const DragAndDropCalendar = withDragAndDrop<CalendarEvent>(Calendar);

/** A week or day view's meeting: RBC's own element is the button, so this is only its text. */
function TimeGridMeeting({ event: { meeting } }: EventProps<CalendarEvent>) {
  const { times, summary } = useKeptTexts(meeting);
  return (
    <span data-meeting-id={meeting._id} className="flex flex-col gap-0.5 text-xs leading-tight">
      <span className="sr-only">{summary}</span>
      <span aria-hidden="true" className="font-semibold">
        {meeting._id}
      </span>
      <span aria-hidden="true" className="calendar-meeting-more">
        {times}
      </span>
      <span aria-hidden="true" className="calendar-meeting-more">
        {meeting.team} · {meeting.venue}
      </span>
    </span>
  );
}

/** An agenda row's meeting: RBC leaves it out of the tab order, so it is a button, whose click RBC's cell handles. */
function AgendaMeeting({ event: { meeting } }: EventProps<CalendarEvent>) {
  const { date, times } = useKeptTexts(meeting);
  const shown = `${meeting._id} · ${meeting.team} · ${meeting.venue}`;
  // The name starts with what the button shows, so a spoken command that reads it finds it.
  return (
    <button
      type="button"
      data-meeting-id={meeting._id}
      className="block w-full text-left"
      aria-label={`${shown}, ${date}, ${times}`}
    >
      {shown}
    </button>
  );
}

/**
 * What a keyboard reaches of a meeting as the calendar draws it now: its button in the month and agenda, RBC's own
 * element in the week and day views.
 */
export function meetingElement(id: string): HTMLElement | null {
  const marked = [...document.querySelectorAll<HTMLElement>('.meeting-calendar [data-meeting-id]')].find(
    (element) => element.dataset.meetingId === id,
  );
  return marked?.matches('button') ? marked : (marked?.closest<HTMLElement>('.rbc-event') ?? null);
}

/** The calendar's navigation, for the '+N more' of a month day (RBC hands its own components no callbacks). */
const NavigateContext = createContext<MeetingCalendarProps['onNavigate']>(() => {});

/**
 * A month day's meeting, on one line from its start, or from its id on a phone (the whole of it on hover and in the
 * details): a button, as in the agenda, and a cell of RBC's week row (whose other children are cells), so the row's
 * table roles stay whole.
 */
function MonthMeeting({ event: { meeting } }: EventProps<CalendarEvent>) {
  const { starts, date, times } = useKeptTexts(meeting);
  const meetingText = `${meeting._id} · ${meeting.team} · ${meeting.venue}`;
  const name = `${starts} ${meetingText}, ${date}, ${times}`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: RBC's rows are divs, where a td cannot go.
    <span role="cell" className="block">
      <button
        type="button"
        data-meeting-id={meeting._id}
        className="block w-full truncate text-left text-xs"
        aria-label={name}
        title={name}
      >
        <span className="calendar-meeting-more">{starts} </span>
        {meetingText}
      </button>
    </span>
  );
}

/** A month day's '+N more': opens that day, and is a cell of the week row like the meetings above it. */
function MonthShowMore({ slotDate, count }: { slotDate: Date; count: number }) {
  const onNavigate = useContext(NavigateContext);
  const t = useTranslate();
  return (
    // biome-ignore lint/a11y/useSemanticElements: RBC's rows are divs, where a td cannot go.
    <span role="cell" className="block">
      <button
        type="button"
        className="rbc-button-link rbc-show-more"
        onClick={() => onNavigate({ view: 'day', date: DateTime.fromJSDate(slotDate).toISODate() ?? undefined })}
      >
        {t(C.showMore, { count })}
      </button>
    </span>
  );
}

/** RBC's own day header is a column header outside any table in the week and day views. */
function DayHeader({ label, date }: HeaderProps) {
  const language = useLanguage();
  return (
    <span>
      {label}
      <span className="sr-only"> {monthText(dayShown(date), language)}</span>
    </span>
  );
}

/** A month day's number: opens that day, named with its whole date ('Tue Nov 24 2026'). */
function MonthDayNumber({ label, date, onDrillDown }: DateHeaderProps) {
  const language = useLanguage();
  return (
    <button
      type="button"
      className="rbc-button-link"
      onClick={onDrillDown}
      aria-label={dateText(dayShown(date), language)}
    >
      {label}
    </button>
  );
}

const TIME_GRID = {
  event: TimeGridMeeting,
  header: DayHeader,
  timeSlotWrapper: TimeSlot,
  timeGutterWrapper: TimeGutter,
};

const COMPONENTS = {
  week: TIME_GRID,
  day: TIME_GRID,
  month: { event: MonthMeeting, dateHeader: MonthDayNumber },
  agenda: { event: AgendaMeeting },
  showMore: MonthShowMore,
};

/** The slot starts (ms of RBC's Dates) a booking covers at least in part, on the 30-minute grid, with its venue. */
function bookedSlotStarts(bookings: readonly Meeting[], zone: string): Map<number, string> {
  const starts = new Map<number, string>();
  for (const booking of bookings) {
    const start = DateTime.fromJSDate(wallClockDate(booking.startTime, zone));
    const end = DateTime.fromJSDate(wallClockDate(booking.endTime, zone));
    let slot = start.set({ minute: start.minute - (start.minute % SLOT_MINUTES), second: 0, millisecond: 0 });
    for (; slot < end; slot = slot.plus({ minutes: SLOT_MINUTES })) starts.set(slot.toMillis(), booking.venue);
  }
  return starts;
}

/** The calendar itself (react-big-calendar), on the clock of the zone shown, weeks from Monday. */
export function MeetingCalendar(props: MeetingCalendarProps) {
  const {
    zone,
    loading,
    view,
    date,
    meetings,
    colourOf,
    mayChange,
    bookings,
    onNavigate,
    onOpen,
    onChooseSlot,
    onMove,
  } = props;
  const events = useMemo(
    () =>
      meetings.map((meeting) => ({
        meeting,
        start: wallClockDate(meeting.startTime, zone),
        end: wallClockDate(meeting.endTime, zone),
      })),
    [meetings, zone],
  );
  const booked = useMemo(() => bookedSlotStarts(bookings ?? [], zone), [bookings, zone]);
  const t = useTranslate();
  const language = useLanguage();
  const shownClock = useMemo(() => ({ zone, language }), [zone, language]);
  const messages = useMemo(
    () => ({ noEventsInRange: t(MEETING_SCREENS.listEmpty), date: t(C.date), time: t(C.time), event: t(C.event) }),
    [t],
  );
  const instantOf = (shown: Date) => instantOfWallClock(shown, zone);
  const dayOf = (shown: Date) => dayShown(shown) || date;
  // RBC ends a selection of the day's last slot at 23:59:59.999, its end of the day: that slot ends at midnight.
  const wholeMinute = (date: Date) => new Date(Math.ceil(date.getTime() / 60_000) * 60_000);
  const chooseSpan =
    onChooseSlot &&
    ((start: Date, end: Date) =>
      onChooseSlot({ day: dayOf(start), start: instantOf(start), end: instantOf(wholeMinute(end)) }));
  // The same Date objects until the date changes: RBC draws its views again for a new one.
  const [shownDate, morning] = useMemo(() => {
    const day = DateTime.fromISO(date);
    return [day.toJSDate(), day.set({ hour: MORNING_MINUTES / 60 }).toJSDate()];
  }, [date]);
  const frameRef = useRef<HTMLDivElement>(null);
  const scrollTo = useTimeGridScroll(frameRef, { view, date, zone, loading, meetings: events });
  // The keyboard's slot in the week and day views: the shown day's morning until the arrow keys move it.
  const [keyedSlot, setKeyedSlot] = useState<{ view: CalendarView; date: string; start: number } | null>(null);
  const hintId = useId();
  const slotKeys =
    chooseSpan && (view === 'week' || view === 'day')
      ? {
          current: keyedSlot?.view === view && keyedSlot.date === date ? keyedSlot.start : morning.getTime(),
          moveTo: (start: number) => setKeyedSlot({ view, date, start }),
          choose: chooseSpan,
          booked,
          zone,
          language,
          hintId,
        }
      : null;
  const movable = (event: CalendarEvent) => mayChange(event.meeting);
  const moveTo = ({
    event,
    start,
    end,
    isAllDay,
  }: {
    event: CalendarEvent;
    start: unknown;
    end: unknown;
    isAllDay?: boolean;
  }) => {
    // The all-day row holds no meeting: a drop there puts the meeting back.
    if (!isAllDay) onMove(event.meeting, instantOf(start as Date), instantOf(end as Date));
  };

  return (
    <ShownClockContext.Provider value={shownClock}>
      <NavigateContext.Provider value={onNavigate}>
        <SlotKeysContext.Provider value={slotKeys}>
          <div ref={frameRef} data-view={view} className="meeting-calendar relative h-[70vh] min-h-[32rem]">
            <OutOfSightHints
              frameRef={frameRef}
              view={view}
              date={date}
              meetings={events}
              scrollTo={scrollTo}
              focus={(event) => meetingElement(event.meeting._id)?.focus({ preventScroll: true })}
            />
            {loading && (
              <p role="status" className="absolute top-1 right-1 z-10 rounded bg-brand-100 px-2 py-1 text-xs">
                {t(C.loading)}
              </p>
            )}
            {slotKeys && (
              <p id={hintId} className="sr-only">
                {t(C.slotKeys)}
              </p>
            )}
            <DragAndDropCalendar
              localizer={localizer}
              events={events}
              view={view}
              views={['month', 'week', 'day', 'agenda']}
              date={shownDate}
              onNavigate={(next) => onNavigate({ date: dayOf(next) })}
              onView={(next) => onNavigate({ view: next as CalendarView })}
              // A month day's number opens that day: its view and date in one change of the address.
              onDrillDown={(day, drillView) => onNavigate({ view: drillView as CalendarView, date: dayOf(day) })}
              toolbar={false}
              formats={FORMATS}
              culture={language}
              messages={messages}
              components={COMPONENTS}
              length={AGENDA_DAYS}
              step={SLOT_MINUTES}
              timeslots={2}
              // The time grid opens at the days' first meeting (useTimeGridScroll), not at one time of RBC's.
              enableAutoScroll={false}
              tooltipAccessor={() => ''}
              eventPropGetter={(event) => ({
                className: mayChange(event.meeting) ? 'calendar-movable' : undefined,
                style: {
                  backgroundColor: colourOf(event.meeting),
                  borderColor: colourOf(event.meeting),
                  color: '#fff',
                },
              })}
              slotPropGetter={(slot) => (booked.has(slot.getTime()) ? { className: 'calendar-booked' } : {})}
              onSelectEvent={(event) => onOpen(event.meeting)}
              onKeyPressEvent={(event, keyEvent) => {
                const { key } = keyEvent as KeyboardEvent<HTMLElement>;
                if (key === 'Enter' || key === ' ') {
                  keyEvent.preventDefault();
                  onOpen(event.meeting);
                }
              }}
              selectable={onChooseSlot ? 'ignoreEvents' : false}
              onSelectSlot={(slot: SlotInfo) =>
                view === 'month' ? onChooseSlot?.({ day: dayOf(slot.start) }) : chooseSpan?.(slot.start, slot.end)
              }
              getNow={() => wallClockDate(Date.now(), zone)}
              // A meeting across midnight shows in the time grid of both its days, as any other.
              showMultiDayTimes
              draggableAccessor={movable}
              resizableAccessor={movable}
              resizable
              onEventDrop={moveTo}
              onEventResize={moveTo}
            />
          </div>
        </SlotKeysContext.Provider>
      </NavigateContext.Provider>
    </ShownClockContext.Provider>
  );
}
