import {
  TEAM_SERVER_MESSAGES,
  teamInUseMessage,
  teamLeadRefusedMessage,
  teamMemberRefusedMessage,
} from '@scheduler/shared-domain/team-messages';
import { TEAM_MESSAGES, type TeamInput } from '@scheduler/shared-domain/team-schema';
import fp from 'fastify-plugin';
import type { Database, Queryable } from '../../db/database';
import { withDuplicateKeyCheck } from '../../db/duplicate-key';
import { conflict, HttpError } from '../../http-error';
import type { StoredTeam } from '../../team-record';
import type { Clock } from './database';
import { lockPlaces } from './place-locks';
import { type FindTeamMeetings, findTeamMeetings } from './team-meetings';
import { createTeamsRepository, type TeamChanges } from './teams-repository';
import { createUsersRepository } from './users-repository';

export const teamNotFound = () => new HttpError(404, TEAM_SERVER_MESSAGES.teamNotFound);

/** Creating, changing and deleting teams with the rules the form schemas cannot check: lead, members, meetings. */
export interface TeamManagement {
  add(input: TeamInput): Promise<StoredTeam>;
  /** Finds the team by `_id`, whatever its case, and never renames it. */
  update(input: TeamInput): Promise<StoredTeam>;
  /** Answers the team as it was before it was deleted. */
  remove(name: string): Promise<StoredTeam>;
}

export interface TeamManagementDeps {
  db: Database;
  now: Clock;
  /** Replaced in tests until the meetings table exists. */
  findMeetings?: FindTeamMeetings;
}

/**
 * The team's changes with its lead and members as user ids: the lead must be an active Admin, each member a user who
 * is not a Contact. Takes the lock of user changes, so that a named user cannot be deleted, demoted or deactivated
 * between this check and the write (a user change looks for teams under the same lock).
 */
async function checkedChanges(tx: Queryable, input: TeamInput): Promise<TeamChanges> {
  const users = createUsersRepository(tx);
  await users.lockUserChanges();
  const { _id, teamLead, members, ...details } = input;
  const lead = await users.findByUsername(teamLead);
  if (lead?.role !== 'Admin' || lead.inActive) throw new HttpError(400, teamLeadRefusedMessage(teamLead));

  const memberIds: string[] = [];
  for (const username of members) {
    const member = await users.findByUsername(username);
    if (!member || member.role === 'Contact') throw new HttpError(400, teamMemberRefusedMessage(username));
    // The form's rule compares names as typed; "Bob" and "bob" are one user.
    if (memberIds.includes(member.id)) throw new HttpError(400, TEAM_MESSAGES.membersRepeated);
    memberIds.push(member.id);
  }
  return { ...details, leadId: lead.id, memberIds };
}

export function createTeamManagement(deps: TeamManagementDeps): TeamManagement {
  const { db, now, findMeetings = findTeamMeetings } = deps;

  return {
    add: (input) =>
      withDuplicateKeyCheck('teams', input._id, () =>
        db.transaction(async (tx) =>
          createTeamsRepository(tx).create(input._id, await checkedChanges(tx, input), new Date(now())),
        ),
      ),

    update: (input) =>
      db.transaction(async (tx) => {
        const teams = createTeamsRepository(tx);
        if (!(await teams.findByName(input._id))) throw teamNotFound();
        const changes = await checkedChanges(tx, input);
        // Its members may change: a User's meeting update reads them under the same lock.
        await lockPlaces(db.engine, tx, { teams: [input._id] });
        const updated = await teams.update(input._id, changes, new Date(now()));
        if (!updated) throw teamNotFound();
        return updated;
      }),

    remove: (name) =>
      db.transaction(async (tx) => {
        // A meeting add that found the team is over before this looks for its meetings, or waits and finds none.
        await lockPlaces(db.engine, tx, { teams: [name] });
        const teams = createTeamsRepository(tx);
        const team = await teams.findByName(name);
        if (!team) throw teamNotFound();
        const meetingIds = await findMeetings(tx, team.name);
        if (meetingIds.length > 0) throw conflict(teamInUseMessage(team.name, meetingIds));
        if (!(await teams.delete(team.name))) throw teamNotFound();
        return team;
      }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    teamManagement: TeamManagement;
  }
}

export default fp(
  async (app) => {
    app.decorate('teamManagement', createTeamManagement({ db: app.db, now: app.now }));
  },
  { name: 'team-management', dependencies: ['database'] },
);
