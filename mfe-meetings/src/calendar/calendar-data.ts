import { currentDisplayZone } from '@scheduler/shared-auth';
import { todayIn } from '@scheduler/shared-domain/zoned-time';
import { startEarly, takeEarly } from '@scheduler/shared-ui/early-data';
import { meetingsApi } from '../api/meetings-api';
import { calendarStateOf, rangeToLoad, WIDE_SCREEN } from './calendar-state';

const rangeKey = (from: string, to: string) => `calendar ${from} ${to}`;
const PLACES_KEY = 'calendar places';

async function loadPlaces() {
  const [teams, venues] = await Promise.all([meetingsApi.teams(), meetingsApi.venues()]);
  return {
    teams: new Map(teams.map((team) => [team._id, team])),
    venues: new Map(venues.map((venue) => [venue._id, venue])),
  };
}

/** The teams and venues by name, as asked for early when the calendar was the first page. */
export const calendarPlaces = () => takeEarly(PLACES_KEY, loadPlaces);

/** The meetings of the days `from` to `to` (YYYY-MM-DD), as asked for early when the calendar was the first page. */
export const calendarMeetings = (from: string, to: string) =>
  takeEarly(rangeKey(from, to), () => meetingsApi.inRange(from, to));

/**
 * Asks for what the calendar at `search` shows first, while its code downloads: the meetings of its days, and the
 * teams and venues.
 */
export function startCalendarData({ search }: Pick<Location, 'search'>): void {
  const wide = window.matchMedia?.(WIDE_SCREEN).matches ?? true;
  const { view, date } = calendarStateOf(search, wide, todayIn(currentDisplayZone().zone));
  const { from, to } = rangeToLoad(view, date);
  startEarly(rangeKey(from, to), () => meetingsApi.inRange(from, to), ['meeting', 'team']);
  startEarly(PLACES_KEY, loadPlaces, ['team', 'venue']);
}
