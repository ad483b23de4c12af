import type { Team } from '@scheduler/shared-domain/team';
import type { TeamInput } from '@scheduler/shared-domain/team-schema';
import * as v from 'valibot';

/** What a team says about itself, stored as the forms send it: everything but its name, its lead and its members. */
export type TeamDetails = Pick<TeamInput, 'description' | 'zoomLink' | 'comments'>;

/** A team as stored, with its lead and members read as usernames, the members in the order they were given. */
export interface StoredTeam extends TeamDetails {
  name: string;
  lead: string;
  members: string[];
  updatedDate: Date;
}

/** The response schema of every team record: serialising through it drops any field it does not name. */
export const teamRecordSchema = v.object({
  _id: v.string(),
  description: v.string(),
  teamLead: v.string(),
  members: v.array(v.string()),
  zoomLink: v.string(),
  comments: v.string(),
  updatedDate: v.string(),
}) satisfies v.GenericSchema<Team>;

export function toTeamRecord({ name, lead, members, updatedDate, ...details }: StoredTeam): Team {
  return { _id: name, ...details, teamLead: lead, members, updatedDate: updatedDate.toISOString() };
}
