import { currentDisplayZone } from '@scheduler/shared-auth';
import type { ChangeKind } from '@scheduler/shared-domain/change';
import { todayIn } from '@scheduler/shared-domain/zoned-time';
import { startEarly } from '@scheduler/shared-ui/use-remote-data';
import { meetingsApi } from '../api/meetings-api';
import { calendarStateOf, rangeToLoad, WIDE_SCREEN } from './calendar-state';

/** What the meetings of a range are loaded for: the key its early answer is kept under, and the kinds that change them. */
export const calendarMeetingsKey = (from: string, to: string) => `calendar ${from} ${to}`;
export const CALENDAR_MEETINGS_KINDS: readonly ChangeKind[] = ['meeting', 'team'];

/** The teams and venues by name, asked for early when the calendar is the first page. */
export const CALENDAR_PLACES_KEY = 'calendar places';
export async function loadCalendarPlaces() {
  const [teams, venues] = await Promise.all([meetingsApi.teams(), meetingsApi.venues()]);
  return {
    teams: new Map(teams.map((team) => [team._id, team])),
    venues: new Map(venues.map((venue) => [venue._id, venue])),
  };
}

/**
 * Asks for what the calendar at `search` shows first, while its code downloads: the meetings of its days, and the
 * teams and venues; the page's useRemoteData of the same keys takes the answers.
 */
export function startCalendarData({ search }: Pick<Location, 'search'>): void {
  const wide = window.matchMedia?.(WIDE_SCREEN).matches ?? true;
  const { view, date } = calendarStateOf(search, wide, todayIn(currentDisplayZone().zone));
  const { from, to } = rangeToLoad(view, date);
  startEarly(calendarMeetingsKey(from, to), () => meetingsApi.inRange(from, to), CALENDAR_MEETINGS_KINDS);
  startEarly(CALENDAR_PLACES_KEY, loadCalendarPlaces, ['team', 'venue']);
}
