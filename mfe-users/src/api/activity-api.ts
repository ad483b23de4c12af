import { http } from '@scheduler/shared-auth';
import type { ChangeAction, ChangeKind, ChangePage } from '@scheduler/shared-domain/change';

/** The Activity page's filters, as `GET /api/changes` reads them; '' for none. */
export interface ActivityFilters {
  kind: ChangeKind | '';
  action: ChangeAction | '';
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

/** The records that exist now, by kind: each `_id` with the name people know it by (a user's username). */
export type ExistingRecords = Record<ChangeKind, ReadonlyMap<string, string>>;

const named = (ids: string[]) => new Map(ids.map((id) => [id, id]));

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
      http.get<{ _id: string; username: string }[]>('/users'),
      http.get<string[]>('/venues/venues'),
      http.get<string[]>('/teams/teams'),
      http.get<{ _id: string }[]>('/meetings'),
    ]);
    return {
      user: new Map(users.map((user) => [user._id, user.username])),
      venue: named(venues),
      team: named(teams),
      meeting: named(meetings.map((meeting) => meeting._id)),
    };
  },
};
