import { teamLeadPlace, teamMemberPlace } from '@scheduler/shared-domain/team-messages';
import { internalContactPlace, venueContactPlace } from '@scheduler/shared-domain/venue-messages';
import type { Queryable } from '../../db/database';

/** Where a user is still named, e.g. "lead of team Alpha"; an empty list means the user may be deleted. */
export type FindUserReferences = (tx: Queryable, userId: string) => Promise<string[]>;

/** The names of the teams and venues that name a user, by the part the user plays, each sorted by name. */
export interface UserReferences {
  teamsLed: string[];
  teamsJoined: string[];
  venuesAsInternalContact: string[];
  venuesAsContact: string[];
}

type Part = keyof UserReferences;

/**
 * The one place that knows what refers to a user: team leads and members, venue internal contacts and venue
 * contacts. A user delete and a change of role or activity read it under the lock of user changes, which team and
 * venue writes take too. The foreign keys refuse a delete that this check would have missed.
 */
export async function readUserReferences(tx: Queryable, userId: string): Promise<UserReferences> {
  const rows = await tx.query<{ part: Part; name: string }>(
    `select part, name from (
       select 'teamsLed' as part, name from teams where lead_id = $1
       union all
       select 'teamsJoined', team_name from team_members where user_id = $1
       union all
       select 'venuesAsInternalContact', name from venues where internal_contact_id = $1
       union all
       select 'venuesAsContact', name from venues where venue_contact_id = $1
     ) as places
     order by lower(name) collate "C", name collate "C"`,
    [userId],
  );
  const references: UserReferences = {
    teamsLed: [],
    teamsJoined: [],
    venuesAsInternalContact: [],
    venuesAsContact: [],
  };
  for (const { part, name } of rows) references[part].push(name);
  return references;
}

/** "lead of team Alpha", "member of team Beta", "internal contact of venue Main Hall", then "contact of venue Annex". */
export const findUserReferences: FindUserReferences = async (tx, userId) => {
  const { teamsLed, teamsJoined, venuesAsInternalContact, venuesAsContact } = await readUserReferences(tx, userId);
  return [
    ...teamsLed.map(teamLeadPlace),
    ...teamsJoined.map(teamMemberPlace),
    ...venuesAsInternalContact.map(internalContactPlace),
    ...venuesAsContact.map(venueContactPlace),
  ];
};
