import type { Queryable } from '../db/database';
import { createSessionsRepository } from './sessions-repository';

/** Ends every open session of a user, except `keepSessionId` when given; inside the caller's transaction. */
export const revokeSessionsOf = (tx: Queryable, userId: string, now: Date, keepSessionId?: string): Promise<void> =>
  createSessionsRepository(tx).revokeAllOf(userId, now, keepSessionId);

/** When a session was opened by its sign-in; null for an unknown one (an API token's, say). */
export const sessionOpenedAt = (db: Queryable, sessionId: string): Promise<Date | null> =>
  createSessionsRepository(db).openedAt(sessionId);

export { type OpenSession, SESSION_CHANGES } from './session-service';

/** How sign-in limits failures, for other requests that guard accounts to be limited alike. */
export { SIGN_IN_LIMITS, SIGN_IN_WINDOW_MS } from './sign-in-limiter';
