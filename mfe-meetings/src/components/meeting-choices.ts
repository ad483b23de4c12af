import { inScreenLanguage } from '@scheduler/shared-auth';
import { MEETING_CHOICE_SCREENS as C } from '@scheduler/shared-domain/meeting-choice-screens';
import { requireEntries } from '@scheduler/shared-ui/required-entries';
import { meetingsApi } from '../api/meetings-api';

/** The team and venue names a meeting is scheduled with (SPEC §3: plain arrays of strings). */
export interface MeetingChoices {
  teams: string[];
  venues: string[];
}

/** SPEC §8: the team names, an empty list being a client-made 404. */
export const loadTeamNames = async () =>
  requireEntries(await meetingsApi.teamNames(), inScreenLanguage(C.teamsEmpty), '/teams/teams');

/** SPEC §4 Add Meeting load: the team and venue lists, each a client-made 404 when empty. */
export async function loadChoices(): Promise<MeetingChoices> {
  const [teams, venues] = await Promise.all([loadTeamNames(), meetingsApi.venueNames()]);
  return { teams, venues: requireEntries(venues, inScreenLanguage(C.venuesEmpty), '/venues/venues') };
}
