import { http } from '@scheduler/shared-auth';
import type { Team } from '@scheduler/shared-domain/team';
import type { TeamInput } from '@scheduler/shared-domain/team-schema';
import type { UserSummary } from '@scheduler/shared-domain/user';
import type { EditStamp } from '@scheduler/shared-ui/schema-form';

/** The calls of SPEC §7 Teams this section makes, and the people list its pickers need. */
export const teamsApi = {
  all: () => http.get<Team[]>('/teams'),
  one: (name: string) => http.get<Team>(`/teams/edit/${encodeURIComponent(name)}`),
  remove: (name: string) => http.get<{ message: string }>(`/teams/delete/${encodeURIComponent(name)}`),
  add: (team: TeamInput) => http.post<Team>('/teams/add', team),
  update: (team: TeamInput & EditStamp) => http.post<Team>('/teams/update/', team),
  people: () => http.get<UserSummary[]>('/users/list'),
};
