import type { Queryable } from '../../db/database';

/** The ids of the meetings held at a venue; an empty list means the venue may be deleted. */
export type FindVenueMeetings = (tx: Queryable, venueName: string) => Promise<string[]>;

/**
 * The one place that knows which meetings use a venue, asked before a venue is deleted. The meetings table does not
 * exist yet (issue 6), so no meeting can use a venue and this answers none. The meetings section replaces the body
 * with one query (the ids of the meetings whose venue is `venueName`, sorted), and the foreign key of its migration
 * (`on delete restrict`) refuses a delete that this check would have missed.
 */
export const findVenueMeetings: FindVenueMeetings = async (_tx, _venueName) => [];
