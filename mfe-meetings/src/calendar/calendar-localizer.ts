import { MEETING_DATE_FORMAT } from '@scheduler/shared-domain/zoned-time';
import { DateTime } from 'luxon';
import { DateLocalizer, type Formats } from 'react-big-calendar';

// RBC's own Dates show the zone's clock on their local fields (zoned-time.ts, wallClockDate), so they are written
// as they read: no zone is named here.
const timeOf = (date: Date) => DateTime.fromJSDate(date).setLocale('en-US').toFormat('hh:mm a').toLowerCase();
const rangeOf = ({ start, end }: { start: Date; end: Date }) => `${timeOf(start)} – ${timeOf(end)}`;
const noText = () => '';

/** The calendar's texts: days as the meeting list writes them (SPEC 'E LLL dd yyyy'), times as 'hh:mm a', lowercase. */
export const FORMATS = {
  dateFormat: 'dd',
  dayFormat: 'EEE dd',
  weekdayFormat: 'EEE',
  timeGutterFormat: timeOf,
  monthHeaderFormat: 'LLLL yyyy',
  dayHeaderFormat: MEETING_DATE_FORMAT,
  // The calendar's own toolbar names the period (calendar-toolbar.tsx).
  dayRangeHeaderFormat: noText,
  agendaHeaderFormat: noText,
  agendaDateFormat: MEETING_DATE_FORMAT,
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
  format: (value, format) =>
    DateTime.fromJSDate(value as Date)
      .setLocale('en-US')
      .toFormat(format),
});
