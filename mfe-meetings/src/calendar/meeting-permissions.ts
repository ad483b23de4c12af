import type { Meeting } from '@scheduler/shared-domain/meeting';
import type { Team } from '@scheduler/shared-domain/team';
import type { CurrentUser } from '@scheduler/shared-domain/user';

/**
 * Whether the server lets `user` change a meeting, as `POST /meetings/update` decides: an Admin any meeting, a User
 * only one of a team it leads or belongs to.
 */
export function mayChangeMeeting(
  meeting: Pick<Meeting, 'team'>,
  user: Pick<CurrentUser, 'role' | 'username'> | null,
  teams: ReadonlyMap<string, Pick<Team, 'teamLead' | 'members'>>,
): boolean {
  if (!user) return false;
  if (user.role === 'Admin') return true;
  const team = teams.get(meeting.team);
  return Boolean(team && (team.teamLead === user.username || team.members.includes(user.username)));
}
