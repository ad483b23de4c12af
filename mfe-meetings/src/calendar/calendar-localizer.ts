import { wallClockDayText, wallClockFormatted, wallClockTimeText } from '@scheduler/shared-domain/calendar-texts';
import type { Language } from '@scheduler/shared-domain/i18n';
import { DateLocalizer, type Formats } from 'react-big-calendar';

// RBC's own Dates show the zone's clock on their local fields (zoned-time.ts, wallClockDate), so they are written
// as they read: no zone is named here. RBC hands each format the Calendar's `culture`, which is always the screens'
// language (meeting-calendar.tsx).
const languageOf = (culture: string | undefined) => culture as Language | undefined;
const timeOf = (date: Date, culture?: string) => wallClockTimeText(date, languageOf(culture));
const dayOf = (date: Date, culture?: string) => wallClockDayText(date, languageOf(culture));
const rangeOf = ({ start, end }: { start: Date; end: Date }, culture?: string) =>
  `${timeOf(start, culture)} – ${timeOf(end, culture)}`;
const noText = () => '';

/**
 * The calendar's texts: days as the meeting list writes them (SPEC 'E LLL dd yyyy'), times as 'hh:mm a', lowercase;
 * in another language, as its meeting list writes them.
 */
export const FORMATS = {
  dateFormat: 'dd',
  dayFormat: 'EEE dd',
  weekdayFormat: 'EEE',
  timeGutterFormat: timeOf,
  monthHeaderFormat: 'LLLL yyyy',
  dayHeaderFormat: dayOf,
  // The calendar's own toolbar names the period (calendar-toolbar.tsx).
  dayRangeHeaderFormat: noText,
  agendaHeaderFormat: noText,
  agendaDateFormat: dayOf,
  agendaTimeFormat: timeOf,
  agendaTimeRangeFormat: rangeOf,
  selectRangeFormat: rangeOf,
  // Each meeting shows its own times, in every view.
  eventTimeRangeFormat: noText,
  eventTimeRangeStartFormat: noText,
  eventTimeRangeEndFormat: noText,
} satisfies Formats;

/**
 * RBC's own date arithmetic on the browser's Dates, with luxon's formats and weeks from Monday. Not RBC's luxon
 * localizer: it makes a luxon DateTime for every comparison, and laid out a week of 500 meetings in over 800 ms.
 */
export const localizer = new DateLocalizer({
  formats: FORMATS,
  firstOfWeek: () => 1,
  // RBC hands a Date to every format written as a string; the others are functions of their own (FORMATS).
  format: (value, format, culture) => wallClockFormatted(value as Date, format, languageOf(culture)),
});
