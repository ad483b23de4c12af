import { message } from '@scheduler/shared-domain/i18n';
import { TEAM_ANSWER_MESSAGES } from '@scheduler/shared-domain/team-messages';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { createTeamsRepository, type TeamsNamingUser } from './teams-repository';

/** What other resources may ask about teams, inside their own transaction. */

export const teamNotFound = () => new HttpError(404, message(TEAM_ANSWER_MESSAGES.notFound));

/** The team's name as stored, whatever the case it is given in; null when there is none. */
export const findTeamName = async (tx: Queryable, name: string): Promise<string | null> =>
  (await createTeamsRepository(tx).findByName(name))?.name ?? null;

export const teamsNaming = (tx: Queryable, userId: string): Promise<TeamsNamingUser> =>
  createTeamsRepository(tx).namesNaming(userId);

/** Whether the user leads the team or is one of its members. */
export const isOnTeam = (tx: Queryable, teamName: string, userId: string): Promise<boolean> =>
  createTeamsRepository(tx).isOnTeam(teamName, userId);

/** The usernames of the team's lead and members; none when there is no such team. */
export const teamPeople = async (tx: Queryable, teamName: string): Promise<string[]> => {
  const team = await createTeamsRepository(tx).findByName(teamName);
  return team ? [team.lead, ...team.members] : [];
};
