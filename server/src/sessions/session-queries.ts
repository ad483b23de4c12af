import type { Queryable } from '../db/database';
import { createSessionsRepository } from './sessions-repository';

/** Ends every open session of a user, except `keepSessionId` when given; inside the caller's transaction. */
export const revokeSessionsOf = (tx: Queryable, userId: string, now: Date, keepSessionId?: string): Promise<void> =>
  createSessionsRepository(tx).revokeAllOf(userId, now, keepSessionId);

export type { OpenSession } from './session-service';

/** How sign-in limits failures, for other requests that guard accounts to be limited alike. */
export { SIGN_IN_LIMITS, SIGN_IN_WINDOW_MS } from './sign-in-limiter';
