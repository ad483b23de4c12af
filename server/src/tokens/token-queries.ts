import { recordChanges, userEvent } from '../changes/change-queries';
import type { Queryable } from '../db/database';
import { createApiTokensRepository } from './tokens-repository';

/**
 * What other resources may do with API tokens, inside their own transaction: revoke every token of a user (a
 * password reset, a deactivation, a change to Contact, 'sign out everywhere'), each working one recorded as a
 * revocation by `actor`. A token never comes back: a reactivated user makes new ones.
 */
export async function revokeApiTokensOf(
  tx: Queryable,
  userId: string,
  { actor, at }: { actor: string; at: Date },
): Promise<void> {
  const revoked = await createApiTokensRepository(tx).removeAllOf(userId, at);
  if (revoked.length === 0) return;
  await recordChanges(
    tx,
    { actor, at },
    revoked.map((token) => userEvent('api-token-revoke', userId, { apiToken: { old: token.name } })),
  );
}
