import { MEETING_PATHS } from '@scheduler/shared-auth';
import { meetingClockIn } from '@scheduler/shared-domain/zoned-time';
import type { TimeValue } from '@scheduler/shared-ui/time-picker-model';
import { DateTime } from 'luxon';
import { queryOf } from '../api/meetings-api';
import type { MeetingChoices } from './meeting-choices';

// How other screens (the calendar) open Add and Edit Meeting: filled in, and returning where they came from.

/** What Add Meeting can open with, from its address: `?date=2026-12-07&start=10:00&end=11:00&team=…&venue=…`. */
export interface MeetingPrefill {
  meetingDate?: string;
  start?: TimeValue;
  end?: TimeValue;
  team?: string;
  venue?: string;
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

function timeOf(text: string | null): TimeValue | undefined {
  const match = TIME_OF_DAY.exec(text ?? '');
  return match ? { hour: Number(match[1]), minute: Number(match[2]), second: 0 } : undefined;
}

/** The usable parts of an Add Meeting address: a real date, times of day, and a team and venue that exist. */
export function prefillOf(search: string, choices: MeetingChoices): MeetingPrefill {
  const params = new URLSearchParams(search);
  const date = params.get('date') ?? '';
  const team = params.get('team') ?? '';
  const venue = params.get('venue') ?? '';
  return {
    meetingDate: /^\d{4}-\d{2}-\d{2}$/.test(date) && DateTime.fromISO(date).isValid ? date : undefined,
    start: timeOf(params.get('start')),
    end: timeOf(params.get('end')),
    team: choices.teams.includes(team) ? team : undefined,
    venue: choices.venues.includes(venue) ? venue : undefined,
  };
}

/**
 * Add Meeting filled in for a time on the clock of `zone` (the zone the form shows): its day, and its start and end when
 * given (a whole day chosen in the month view names no times); team and venue when known.
 */
export function addMeetingPath(
  slot: { day: string; start?: Date | string; end?: Date | string },
  zone: string,
  place: { team?: string; venue?: string } = {},
): string {
  const params: [string, string][] = [['date', slot.day]];
  if (slot.start && slot.end) {
    const { day, start, end } = meetingClockIn({ startTime: slot.start, endTime: slot.end }, zone);
    const clock = ({ hour, minute }: { hour: number; minute: number }) =>
      `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
    params[0] = ['date', day];
    params.push(['start', clock(start)], ['end', clock(end)]);
  }
  if (place.team) params.push(['team', place.team]);
  if (place.venue) params.push(['venue', place.venue]);
  return `${MEETING_PATHS.create.to()}?${queryOf(params)}`;
}

/** The history state of a link that opens Edit Meeting from elsewhere: where Save and Cancel go. */
export interface EditReturn {
  returnTo: string;
}

/** The page an Edit Meeting was opened from, if the link said; only a path of this app. */
export function editReturnOf(state: unknown): string | null {
  const returnTo = (state as Partial<EditReturn> | null)?.returnTo;
  return typeof returnTo === 'string' && returnTo.startsWith('/') ? returnTo : null;
}
