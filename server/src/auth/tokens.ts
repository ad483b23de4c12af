import { createHash, createHmac, randomUUID } from 'node:crypto';
import { ROLES } from '@scheduler/shared-domain/roles';
import { type AccessTokenClaims, formalNameOf } from '@scheduler/shared-domain/user';
import { createSigner, createVerifier } from 'fast-jwt';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import type { StoredUser } from '../users/user-wire';

const accessTokenClaimsSchema = v.object({
  sub: v.pipe(v.string(), v.uuid()),
  role: v.picklist(ROLES),
  formalName: v.string(),
  jti: v.pipe(v.string(), v.uuid()),
  alt_jti: v.pipe(v.string(), v.uuid()),
  exp: v.pipe(v.number(), v.integer()),
}) satisfies v.GenericSchema<AccessTokenClaims>;

/** Verified tokens remembered at most; past it, the memory starts again from empty. */
const REMEMBERED_TOKENS = 10_000;

export type TokenCheck =
  | { status: 'valid'; claims: AccessTokenClaims }
  | { status: 'expired'; claims: AccessTokenClaims }
  | { status: 'invalid' };

export interface Tokens {
  /** A signed access token for one session; it expires after the access token life, never after the session. */
  sign(user: Pick<StoredUser, 'id' | 'role' | 'firstname' | 'lastname'>, session: SessionRef, nowMs: number): string;
  check(token: string, nowMs: number): TokenCheck;
  /**
   * The key of a session's refresh cookie in one generation (sessions/refresh-cookie.ts), derived from the signing
   * secret, so the database holds no key, only the generation, and the server can hand the current one out again.
   */
  refreshKey(sessionId: string, generation: number): string;
  /**
   * The secret of a user's calendar feed links, derived from the signing secret, the user and the generation, so the
   * database holds no working link (only `feedTokenHash`). A new generation makes a new token.
   */
  feedToken(userId: string, generation: number): string;
  /**
   * The secret of a password link, derived from the signing secret and the link's id: the outbox names the id only,
   * the database keeps the token's sha256, and the mail sender derives the token as it sends the message.
   */
  passwordLinkToken(linkId: string): string;
  /** An HMAC of `text` for one purpose, from the signing secret: what a value the server hands out and takes back carries. */
  mac(purpose: string, text: string): string;
}

/** How a feed token is found in the database (calendar_feed_tokens, migration 012). */
export function feedTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionRef {
  id: string;
  expiresAt: Date;
}

export function createTokens(secret: string, accessTokenMinutes: number): Tokens {
  const signer = createSigner({ key: secret, algorithm: 'HS256', noTimestamp: true });
  // Only HS256 with our key: `alg: none` and tokens signed for other algorithms are refused.
  // Expiry is checked below against the injected clock rather than the library's Date.now().
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], ignoreExpiration: true, cache: false });

  // A token's signature and claims check the same on every request (the key never changes while the process runs),
  // so a token that passed is remembered: the check is most of the auth hook's work once its session is known.
  const verified = new Map<string, Readonly<AccessTokenClaims>>();
  const verifiedClaims = (token: string): Readonly<AccessTokenClaims> | null => {
    const known = verified.get(token);
    if (known) return known;
    let payload: unknown;
    try {
      payload = verifier(token);
    } catch {
      return null;
    }
    const parsed = v.safeParse(accessTokenClaimsSchema, payload);
    if (!parsed.success) return null;
    if (verified.size >= REMEMBERED_TOKENS) verified.clear();
    verified.set(token, Object.freeze(parsed.output));
    return parsed.output;
  };

  const mac = (purpose: string, text: string) =>
    createHmac('sha256', secret).update(`${purpose}\0${text}`).digest('base64url');

  return {
    sign: (user, session, nowMs) => {
      const expiresMs = Math.min(nowMs + accessTokenMinutes * 60_000, session.expiresAt.getTime());
      const claims: AccessTokenClaims & { iat: number } = {
        sub: user.id,
        role: user.role,
        formalName: formalNameOf(user),
        jti: randomUUID(),
        alt_jti: session.id,
        iat: Math.floor(nowMs / 1000),
        exp: Math.floor(expiresMs / 1000),
      };
      return signer(claims);
    },
    check: (token, nowMs) => {
      const claims = verifiedClaims(token);
      if (!claims) return { status: 'invalid' };
      return claims.exp * 1000 <= nowMs ? { status: 'expired', claims } : { status: 'valid', claims };
    },
    refreshKey: (sessionId, generation) => mac('session-refresh', `${sessionId}\0${generation}`),
    feedToken: (userId, generation) => mac('calendar-feed', `${userId}\0${generation}`),
    passwordLinkToken: (linkId) => mac('password-link', linkId),
    mac,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens;
  }
}

export interface TokensPluginOptions {
  signingSecret: string;
}

export default fp<TokensPluginOptions>(
  async (app, { signingSecret }) => {
    app.decorate('tokens', createTokens(signingSecret, app.settings.accessTokenMinutes));
  },
  { name: 'tokens', dependencies: ['database'] },
);
