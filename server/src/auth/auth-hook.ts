import {
  API_TOKEN_ANSWERS,
  API_TOKEN_OWNER_PER_SECOND,
  API_TOKEN_PREFIX,
  tooManyTokenRequests,
} from '@scheduler/shared-domain/api-tokens';
import type { Role } from '@scheduler/shared-domain/roles';
import { SIGN_IN_ROLES } from '@scheduler/shared-domain/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, HttpError, notSignedIn, sessionEnded } from '../http/http-error';
import { createFloodGate, type RateLimit } from '../http/rate-limit';
import { isApiPath, NOT_WITH_API_TOKEN, permissionFor } from '../permissions';
import type { StoredApiToken } from '../tokens/tokens-repository';
import type { StoredUser } from '../users/user-wire';
import type { SessionRef } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook on every non-public route; the role is the database's, not the token's. */
    currentUser: StoredUser | null;
    /** For a personal API token: the token's id and expiry, which no session has. */
    currentSession: SessionRef | null;
    /** The personal API token the request came with, if any. */
    apiToken: StoredApiToken | null;
  }
}

/** Who makes a request to a non-public route, as the auth hook found them. */
export interface Caller {
  user: StoredUser;
  session: SessionRef;
}

/** The caller of a non-public route; only a route that forgot its permission entry could see none. */
export function signedInCaller(request: FastifyRequest): Caller {
  const { currentUser, currentSession } = request;
  if (!currentUser || !currentSession) throw notSignedIn();
  return { user: currentUser, session: currentSession };
}

/** The username of the caller of a non-public route: who the change record says made a change. */
export const actorOf = (request: FastifyRequest): string => signedInCaller(request).user.username;

/** Refuses to register an `/api` route that has no entry in the permission table. */
function requirePermissionEntry(method: string | string[], url: string): void {
  if (!isApiPath(url)) return;
  for (const oneMethod of [method].flat()) {
    if (permissionFor(oneMethod, url) === undefined) {
      throw new Error(`Route ${oneMethod} ${url} has no entry in server/src/permissions.ts; add one.`);
    }
  }
}

/** The token of an `Authorization: Bearer` header, if the request has one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
}

type FloodGate = ReturnType<typeof createFloodGate>;

/** Requests with one API token in a minute, at most. */
export const API_TOKEN_LIMIT: RateLimit = { hits: 120, windowMs: 60_000, message: tooManyTokenRequests };
/**
 * Requests with all of one owner's tokens together in a second: more tokens are no way around the limit of one, and
 * a script gets no burst that would hold other people's requests up (on PGlite the server has one connection).
 */
export const API_TOKEN_OWNER_LIMIT: RateLimit = {
  hits: API_TOKEN_OWNER_PER_SECOND,
  windowMs: 1000,
  message: () => API_TOKEN_ANSWERS.tooManyOwnerRequests,
};

/** A personal API token acts with its owner's role as stored now, on what a token may do; its last use is noted. */
async function authorizeApiToken(
  app: FastifyInstance,
  gate: FloodGate,
  request: FastifyRequest,
  reply: FastifyReply,
  permission: readonly Role[],
  token: string,
): Promise<void> {
  const working = await app.apiTokens.find(token);
  if (!working) throw notSignedIn();
  const now = new Date(app.now());
  // Every use counts, a refused one too; one refused already in its window costs the database nothing.
  const limits = [
    { key: `api-token ${working.token.id}`, limit: API_TOKEN_LIMIT },
    { key: `api-token-owner ${working.owner.id}`, limit: API_TOKEN_OWNER_LIMIT },
  ];
  gate.refuseKnown(reply, limits, now);
  for (const limit of limits) await gate.enforce(app.db, reply, { ...limit, now });
  await app.apiTokens.recordUse(working);
  if (!permission.includes(working.owner.role)) throw forbidden();
  if (NOT_WITH_API_TOKEN.has(`${request.method === 'HEAD' ? 'GET' : request.method} ${request.routeOptions.url}`)) {
    throw new HttpError(403, API_TOKEN_ANSWERS.notWithToken);
  }
  request.currentUser = working.owner;
  request.currentSession = { id: working.token.id, expiresAt: working.token.expiresAt };
  request.apiToken = working.token;
}

async function authorize(
  app: FastifyInstance,
  gate: FloodGate,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const url = request.routeOptions.url;
  if (url === undefined || !isApiPath(url)) return; // unknown paths go to the 404 handler; web files are public
  const permission = permissionFor(request.method, url);
  if (permission === 'public') return;
  if (permission === undefined) throw forbidden(); // unreachable thanks to the onRoute check; fail closed anyway

  const token = bearerToken(request);
  if (!token) throw notSignedIn();
  if (token.startsWith(API_TOKEN_PREFIX)) return authorizeApiToken(app, gate, request, reply, permission, token);
  const nowMs = app.now();
  const checked = app.tokens.check(token, nowMs);
  if (checked.status === 'invalid') throw notSignedIn();
  if (checked.status === 'expired') throw sessionEnded();

  // The session is open, the user active, and the current role comes with it.
  const session = await app.sessions.findOpen(checked.claims.alt_jti, checked.claims.sub, new Date(nowMs));
  if (!session || !SIGN_IN_ROLES.includes(session.user.role)) throw sessionEnded();
  if (!permission.includes(session.user.role)) throw forbidden();

  request.currentUser = session.user;
  request.currentSession = { id: session.id, expiresAt: session.expiresAt };
}

/** Authentication and permissions, applied once for every route. */
export default fp(
  async (app) => {
    app.decorateRequest('currentUser', null);
    app.decorateRequest('currentSession', null);
    app.addHook('onRoute', (route) => requirePermissionEntry(route.method, route.url));
    app.decorateRequest('apiToken', null);
    const gate = createFloodGate();
    app.addHook('onRequest', async (request, reply) => authorize(app, gate, request, reply));
  },
  { name: 'auth', dependencies: ['tokens', 'sessions', 'api-tokens'] },
);
