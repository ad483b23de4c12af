import { DateTime } from 'luxon';

/** SPEC §2 'Last Updated on' / 'Last updated': a US medium date with a long time, in the browser's zone. */
export function formatMediumDateLongTime(iso: string, zone?: string): string {
  const instant = DateTime.fromISO(iso, zone ? { zone } : {}).setLocale('en-US');
  return instant.isValid ? instant.toFormat('LLL d, yyyy, h:mm:ss a ZZZZ') : '';
}

/** SPEC §2 meeting list Date: like 'E LLL dd yyyy' (Sun Nov 22 2026), as luxon writes it in en-US. */
export const MEETING_DATE_FORMAT = 'EEE LLL dd yyyy';

/** A day in the meeting list's Date format. */
export const meetingDateText = (day: DateTime): string => day.setLocale('en-US').toFormat(MEETING_DATE_FORMAT);

/** SPEC §2 meeting list Start and End: 'hh:mm a', written in lowercase (02:30 pm). */
export const meetingTimeText = (instant: DateTime): string =>
  instant.setLocale('en-US').toFormat('hh:mm a').toLowerCase();

export function formatMeetingDate(yyyyMmDd: string): string {
  const day = DateTime.fromISO(yyyyMmDd);
  return day.isValid ? meetingDateText(day) : '';
}

/** In the browser's zone, or in `zone`. */
export function formatMeetingTime(iso: string, zone?: string): string {
  const instant = DateTime.fromISO(iso, zone ? { zone } : {});
  return instant.isValid ? meetingTimeText(instant) : '';
}
