import { downloadFile, http } from '@scheduler/shared-auth';
import type { Meeting } from '@scheduler/shared-domain/meeting';
import type { FreeSlot, FreeSlotsQuery } from '@scheduler/shared-domain/meeting-range';
import type { MeetingAddInput, MeetingUpdateInput } from '@scheduler/shared-domain/meeting-schema';
import type { SeriesScope } from '@scheduler/shared-domain/meeting-series';
import type { Team } from '@scheduler/shared-domain/team';
import type { Venue } from '@scheduler/shared-domain/venue';

/** A query string with '%20' for a space and times as written (10:30), as the calendar's own addresses show them. */
export function queryOf(params: readonly (readonly [string, string])[]): string {
  return params.map(([name, value]) => `${name}=${encodeURIComponent(value).replaceAll('%3A', ':')}`).join('&');
}

/** The calls of SPEC §7 Meetings, and the team and venue lists the meeting screens need. */
export const meetingsApi = {
  all: () => http.get<Meeting[]>('/meetings'),
  /** The meetings that overlap the days `from` to `to` (YYYY-MM-DD, inclusive, in the server's zone). */
  inRange: (from: string, to: string) =>
    http.get<Meeting[]>(
      `/meetings?${queryOf([
        ['from', from],
        ['to', to],
      ])}`,
    ),
  one: (id: string) => http.get<Meeting>(`/meetings/edit/${encodeURIComponent(id)}`),
  /** With `following`, the meeting and every later one of its series. */
  remove: (id: string, scope: SeriesScope = 'one') =>
    http.get<{ message: string }>(
      `/meetings/delete/${encodeURIComponent(id)}${scope === 'following' ? '?scope=following' : ''}`,
    ),
  add: (meeting: MeetingAddInput) =>
    http.post<Meeting>('/meetings/add', { ...meeting, updatedDate: new Date().toISOString() }),
  update: (meeting: MeetingUpdateInput & { scope?: SeriesScope }) => http.post<Meeting>('/meetings/update', meeting),
  schedule: (team: string) => http.get<Meeting[]>(`/meetings/schedule/${encodeURIComponent(team)}`),
  /** The first ten free slots, earliest first and one an hour, or the next ten after the start `after`. */
  freeSlots: ({ team, venue, minutes, from, to, after }: FreeSlotsQuery) =>
    http.get<FreeSlot[]>(
      `/meetings/free-slots?${queryOf([
        ['team', team],
        ...(venue ? ([['venue', venue]] as const) : []),
        ['minutes', String(minutes)],
        ['from', from],
        ['to', to],
        ...(after ? ([['after', after]] as const) : []),
      ])}`,
    ),
  /** One meeting as an iCalendar file. */
  ics: (id: string) => downloadFile(`/meetings/ics/${encodeURIComponent(id)}`),
  teamNames: () => http.get<string[]>('/teams/teams'),
  venueNames: () => http.get<string[]>('/venues/venues'),
  /** Every team, with its lead, members and meeting link. */
  teams: () => http.get<Team[]>('/teams'),
  /** Every venue, with its address and map link. */
  venues: () => http.get<Venue[]>('/venues'),
};
