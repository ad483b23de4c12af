import type { Queryable } from '../../db/database';

/** The ids of the meetings held at a venue; an empty list means the venue may be deleted. */
export type FindVenueMeetings = (tx: Queryable, venueName: string) => Promise<string[]>;

/**
 * The one place that knows which meetings use a venue, asked before a venue is deleted. The foreign key of the
 * meetings table (`on delete restrict`) refuses a delete that this check would have missed.
 */
export const findVenueMeetings: FindVenueMeetings = async (tx, venueName) =>
  (
    await tx.query<{ id: string }>(
      'select id from meetings where venue_name = $1 order by lower(id) collate "C", id collate "C"',
      [venueName],
    )
  ).map((row) => row.id);
