import { createHash, randomBytes } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  type ApiTokenSummary,
  type CreatedApiToken,
  type NewApiToken,
} from '@scheduler/shared-domain/api-tokens';
import type { FieldChange } from '@scheduler/shared-domain/change';
import { SIGN_IN_ROLES } from '@scheduler/shared-domain/roles';
import fp from 'fastify-plugin';
import { recordChanges, userEvent } from '../changes/change-queries';
import type { Database, Queryable } from '../db/database';
import type { Clock } from '../db/database-plugin';
import { notFound } from '../http/http-error';
import { findUserById } from '../users/user-queries';
import type { StoredUser } from '../users/user-wire';
import { createApiTokensRepository, type StoredApiToken } from './tokens-repository';

const DAY_MS = 24 * 60 * 60_000;

type TokenAction = 'api-token-create' | 'api-token-use' | 'api-token-revoke';

/** How a token is found: the database holds only this. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

export interface WorkingApiToken {
  token: StoredApiToken;
  /** Its owner as stored now: active, with a role that may sign in. */
  owner: StoredUser;
}

export interface ApiTokensService {
  create(owner: StoredUser, input: NewApiToken): Promise<CreatedApiToken>;
  list(owner: StoredUser): Promise<ApiTokenSummary[]>;
  /** Revokes one of the owner's tokens at once; 404 when it has no such token. */
  revoke(owner: StoredUser, id: string): Promise<void>;
  /** The token and its owner when the token works now (known, not expired, its owner active and allowed), else null. */
  find(token: string): Promise<WorkingApiToken | null>;
  /** Records one use of a working token: its last use, and a security event of its owner in the change record. */
  recordUse(working: WorkingApiToken): Promise<void>;
}

export function createApiTokensService(db: Database, now: Clock): ApiTokensService {
  const tokens = createApiTokensRepository(db);
  /** A security event of the owner, naming the token. */
  const recordEvent = (tx: Queryable, action: TokenAction, owner: StoredUser, apiToken: FieldChange, at: Date) =>
    recordChanges(tx, { actor: owner.username, at }, [userEvent(action, owner.id, { apiToken })]);

  return {
    create: async (owner, { name, days }) => {
      const at = new Date(now());
      const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const expiresAt = days === null ? null : new Date(at.getTime() + days * DAY_MS);
      const stored = await db.transaction(async (tx) => {
        const created = await createApiTokensRepository(tx).create({
          userId: owner.id,
          name,
          tokenHash: tokenHash(token),
          createdAt: at,
          expiresAt,
        });
        await recordEvent(tx, 'api-token-create', owner, { new: name }, at);
        return created;
      });
      return { id: stored.id, name: stored.name, token, expires: isoOrNull(stored.expiresAt) };
    },
    list: async (owner) =>
      (await tokens.listOf(owner.id)).map((token) => ({
        id: token.id,
        name: token.name,
        created: token.createdAt.toISOString(),
        lastUsed: isoOrNull(token.lastUsedAt),
        expires: isoOrNull(token.expiresAt),
      })),
    revoke: async (owner, id) => {
      const at = new Date(now());
      await db.transaction(async (tx) => {
        const removed = await createApiTokensRepository(tx).remove(id, owner.id);
        if (!removed) throw notFound();
        await recordEvent(tx, 'api-token-revoke', owner, { old: removed.name }, at);
      });
    },
    find: async (token) => {
      const found = await tokens.findWorking(tokenHash(token), new Date(now()));
      const owner = found && (await findUserById(db, found.userId));
      if (!found || !owner || owner.inActive || !SIGN_IN_ROLES.includes(owner.role)) return null;
      return { token: found, owner };
    },
    recordUse: async ({ token, owner }) => {
      const at = new Date(now());
      await db.transaction(async (tx) => {
        await createApiTokensRepository(tx).markUsed(token.id, at);
        await recordEvent(tx, 'api-token-use', owner, { new: token.name }, at);
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    apiTokens: ApiTokensService;
  }
}

/** The personal API tokens, which the auth hook checks and the token routes create, list and revoke. */
export const apiTokensPlugin = fp(
  async (app) => {
    app.decorate('apiTokens', createApiTokensService(app.db, app.now));
  },
  { name: 'api-tokens', dependencies: ['database'] },
);
