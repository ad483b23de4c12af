import { downloadFile, http } from '@scheduler/shared-auth';
import type { Meeting } from '@scheduler/shared-domain/meeting';
import type { MeetingAddInput, MeetingUpdateInput } from '@scheduler/shared-domain/meeting-schema';
import type { SeriesScope } from '@scheduler/shared-domain/meeting-series';

/** The calls of SPEC §7 Meetings, and the team and venue name lists the meeting screens need. */
export const meetingsApi = {
  all: () => http.get<Meeting[]>('/meetings'),
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
  /** One meeting as an iCalendar file. */
  ics: (id: string) => downloadFile(`/meetings/ics/${encodeURIComponent(id)}`),
  teamNames: () => http.get<string[]>('/teams/teams'),
  venueNames: () => http.get<string[]>('/venues/venues'),
};
