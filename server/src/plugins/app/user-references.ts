import type { Queryable } from '../../db/database';

/** Where a user is still named, e.g. "lead of team Alpha"; an empty list means the user may be deleted. */
export type FindUserReferences = (tx: Queryable, userId: string) => Promise<string[]>;

/**
 * The one place that knows what refers to a user: team leads and members, venue internal contacts and venue
 * contacts. The teams and venues tables do not exist yet; their sections add one query each here (answering
 * places such as "lead of team Alpha", "member of team Beta", "contact of venue Hall"), and the foreign keys of
 * their migrations refuse a delete that this check would have missed.
 */
export const findUserReferences: FindUserReferences = async (_tx, _userId) => [];
