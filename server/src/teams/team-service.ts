import { teamInUse, teamLeadRefused, teamMemberRefused } from '@scheduler/shared-domain/team-messages';
import { TEAM_RULES, type TeamInput } from '@scheduler/shared-domain/team-schema';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import {
  createMeetingPlaceService,
  type MeetingPlaceDeps,
  type MeetingPlaceKind,
  type MeetingPlaceService,
} from '../meeting-places/meeting-place-service';
import { findUserByUsername } from '../users/user-queries';
import { teamNotFound } from './team-queries';
import { type StoredTeam, toTeamRecord } from './team-wire';
import { createTeamsRepository, type TeamChanges } from './teams-repository';

/** Reading, creating, changing and deleting teams with the rules the form schemas cannot check. */
export type TeamService = MeetingPlaceService<TeamInput, StoredTeam>;

export type TeamServiceDeps = MeetingPlaceDeps;

/**
 * The team's changes with its lead and members as user ids: the lead must be an active Admin, each member a user who
 * is not a Contact.
 */
async function checkedChanges(tx: Queryable, input: TeamInput): Promise<TeamChanges> {
  const { _id, teamLead, members, ...details } = input;
  const lead = await findUserByUsername(tx, teamLead);
  if (lead?.role !== 'Admin' || lead.inActive) throw new HttpError(400, teamLeadRefused(teamLead), 'teamLead');

  const memberIds: string[] = [];
  for (const username of members) {
    const member = await findUserByUsername(tx, username);
    if (!member || member.role === 'Contact') throw new HttpError(400, teamMemberRefused(username), 'members');
    // The form's rule compares names as typed; "Bob" and "bob" are one user.
    if (memberIds.includes(member.id)) throw new HttpError(400, TEAM_RULES.membersRepeated, 'members');
    memberIds.push(member.id);
  }
  return { ...details, leadId: lead.id, memberIds };
}

const TEAM: MeetingPlaceKind<TeamInput, StoredTeam, TeamChanges> = {
  kind: 'team',
  repository: createTeamsRepository,
  notFound: teamNotFound,
  inUse: teamInUse,
  checkedChanges,
  people: (team) => [team.lead, ...team.members],
  peopleAfter: (changes) => [changes.leadId, ...changes.memberIds],
  // Its meetings' events carry its Zoom link.
  eventsShowChange: (team, changes) => changes.zoomLink !== team.zoomLink,
  toRecord: toTeamRecord,
};

export const createTeamService = (deps: TeamServiceDeps): TeamService => createMeetingPlaceService(TEAM, deps);
