import type { Queryable } from '../../db/database';

/** The ids of the meetings scheduled for a team; an empty list means the team may be deleted. */
export type FindTeamMeetings = (tx: Queryable, teamName: string) => Promise<string[]>;

/**
 * The one place that knows which meetings are scheduled for a team, asked before a team is deleted. The foreign key
 * of the meetings table (`on delete restrict`) refuses a delete that this check would have missed.
 */
export const findTeamMeetings: FindTeamMeetings = async (tx, teamName) =>
  (
    await tx.query<{ id: string }>(
      'select id from meetings where team_name = $1 order by lower(id) collate "C", id collate "C"',
      [teamName],
    )
  ).map((row) => row.id);
