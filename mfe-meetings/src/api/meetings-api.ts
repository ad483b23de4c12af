import { downloadFile, http } from '@scheduler/shared-auth';
import type { Meeting } from '@scheduler/shared-domain/meeting';
import type { MeetingInput, MeetingUpdateInput } from '@scheduler/shared-domain/meeting-schema';

/** The calls of SPEC §7 Meetings, and the team and venue name lists the meeting screens need. */
export const meetingsApi = {
  all: () => http.get<Meeting[]>('/meetings'),
  one: (id: string) => http.get<Meeting>(`/meetings/edit/${encodeURIComponent(id)}`),
  remove: (id: string) => http.get<{ message: string }>(`/meetings/delete/${encodeURIComponent(id)}`),
  add: (meeting: MeetingInput) =>
    http.post<Meeting>('/meetings/add', { ...meeting, updatedDate: new Date().toISOString() }),
  update: (meeting: MeetingUpdateInput) => http.post<Meeting>('/meetings/update', meeting),
  schedule: (team: string) => http.get<Meeting[]>(`/meetings/schedule/${encodeURIComponent(team)}`),
  /** One meeting as an iCalendar file. */
  ics: (id: string) => downloadFile(`/meetings/ics/${encodeURIComponent(id)}`),
  teamNames: () => http.get<string[]>('/teams/teams'),
  venueNames: () => http.get<string[]>('/venues/venues'),
};
