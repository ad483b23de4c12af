import { http } from '@scheduler/shared-auth';
import type { ChangeKind, ChangePage } from '@scheduler/shared-domain/change';

/** The Activity page's filters, as `GET /api/changes` reads them; '' for none. */
export interface ActivityFilters {
  kind: ChangeKind | '';
  actor: string;
  /** YYYY-MM-DD. */
  from: string;
  to: string;
}

/** A record as a restore answers it: a venue, team or meeting (`_id`), or a user (`username`). */
export interface RestoredRecord {
  _id: string;
  username?: string;
}

/** The names of the records that exist now, by kind (users by id), to link only to those. */
export type ExistingRecords = Record<ChangeKind, ReadonlySet<string>>;

const queryOf = (params: Record<string, string | null>) =>
  Object.entries(params)
    .filter((param): param is [string, string] => Boolean(param[1]))
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');

export const activityApi = {
  /** A page of the group's activity, newest first; `cursor` is the `next` of the page before. */
  page: (filters: ActivityFilters, cursor: string | null) =>
    http.get<ChangePage>(`/changes?${queryOf({ ...filters, cursor })}`),
  restore: (entryId: string) => http.post<RestoredRecord>(`/changes/${encodeURIComponent(entryId)}/restore`, {}),
  existing: async (): Promise<ExistingRecords> => {
    const [users, venues, teams, meetings] = await Promise.all([
      http.get<{ _id: string }[]>('/users'),
      http.get<string[]>('/venues/venues'),
      http.get<string[]>('/teams/teams'),
      http.get<{ _id: string }[]>('/meetings'),
    ]);
    return {
      user: new Set(users.map((user) => user._id)),
      venue: new Set(venues),
      team: new Set(teams),
      meeting: new Set(meetings.map((meeting) => meeting._id)),
    };
  },
};
