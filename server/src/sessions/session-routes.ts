import { setTimeout as sleep } from 'node:timers/promises';
import { loginSchema, refreshSchema } from '@scheduler/shared-domain/auth-schema';
import { message } from '@scheduler/shared-domain/i18n';
import { SERVER_MESSAGES } from '@scheduler/shared-domain/server-messages';
import {
  SIGN_OUT_EVERYWHERE_ANSWER_MESSAGES,
  signOutEverywhereSchema,
} from '@scheduler/shared-domain/sign-out-everywhere';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { bearerToken, signedInCaller } from '../auth/auth-hook';
import { HttpError, messageSchema, notSignedIn, sessionEnded } from '../http/http-error';
import { inRequestLanguage, requestLanguage } from '../http/languages';
import { inMinutes } from '../http/rate-limit';
import type { ValibotRoutes } from '../http/validation';
import { signedInUserSchema } from '../users/user-wire';
import { isHttps, refreshCookie, refreshKeyOf, sessionRefreshCookie } from './refresh-cookie';
import type { SignedInSession } from './session-service';
import { createSignInLimiter } from './sign-in-limiter';

/** The session id in the logout path follows the rule of refresh's `_id`. */
const logoutParamsSchema = v.object({ alt_jti: refreshSchema.entries._id });

/** A wrong username or password (401), as opposed to a failure of the server. */
const isSignInRefusal = (error: unknown) => error instanceof HttpError && error.statusCode === 401;

/** Sign-in, refresh and sign-out (SPEC §4, §7 Authentication). Mounted at `/api/users`, as SPEC §7 names them. */
const sessionRoutes: ValibotRoutes = async (app) => {
  const limiter = createSignInLimiter(app.db, app.now);
  const tooManyAttempts = (reply: FastifyReply, retryAfterMs: number) => {
    reply.header('retry-after', Math.ceil(retryAfterMs / 1000));
    return new HttpError(429, inMinutes(SERVER_MESSAGES.tooManySignInAttempts)(Math.ceil(retryAfterMs / 60_000)));
  };
  const secure = (request: FastifyRequest) => isHttps(request, app.settings.publicUrl);
  /** Sets the refresh cookie of a session opened or refreshed, for the rest of the session; answers its user. */
  const answer = (request: FastifyRequest, reply: FastifyReply, { user, refreshKey, expiresAt }: SignedInSession) => {
    reply.header('set-cookie', sessionRefreshCookie(refreshKey, expiresAt, app.now(), secure(request)));
    return user;
  };

  // The limits of ./sign-in-limiter.ts, counted by request.ip: the client's address as TRUST_PROXY lets Fastify read it.
  app.post(
    '/authenticate',
    {
      schema: {
        summary: 'Sign in with username and password: the user with a session token',
        body: loginSchema,
        response: { 200: signedInUserSchema },
      },
    },
    async (request, reply) => {
      const { username } = request.body;
      const gate = await limiter.before(username, request.ip);
      if (gate.refused) throw tooManyAttempts(reply, gate.retryAfterMs);
      if (gate.delayMs > 0) await sleep(gate.delayMs);
      const user = await app.sessions.checkCredentials(request.body).catch(async (error: unknown) => {
        if (!isSignInRefusal(error)) throw error;
        const heldForMs = await limiter.failed(username, request.ip);
        throw heldForMs > 0 ? tooManyAttempts(reply, heldForMs) : error;
      });
      const heldForMs = await limiter.succeeded(username, request.ip);
      if (heldForMs > 0) throw tooManyAttempts(reply, heldForMs);
      return answer(request, reply, await app.sessions.open(user, requestLanguage(request)));
    },
  );

  app.post(
    '/refresh',
    {
      schema: {
        summary: 'A new token for the session, before the old one expires',
        body: refreshSchema,
        response: { 200: signedInUserSchema },
      },
    },
    async (request, reply) => {
      const { currentUser, currentSession } = request;
      if (!currentUser || !currentSession) throw notSignedIn();
      // The token may only refresh its own session, and only with that session's cookie, which a thief lacks.
      const refreshKey = refreshKeyOf(request);
      if (request.body._id !== currentSession.id || !refreshKey) throw sessionEnded();
      return answer(request, reply, await app.sessions.refresh(currentUser, currentSession, refreshKey));
    },
  );

  // The caller's own: after a lost laptop or a shared computer, every other session ends; this one stays.
  app.post(
    '/sign-out-everywhere',
    {
      schema: {
        summary: "End every other session of the caller's, and on request every API token of theirs",
        body: signOutEverywhereSchema,
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      const { user, session } = signedInCaller(request);
      await app.sessions.signOutEverywhere(user, { keepSessionId: session.id, apiTokens: request.body.apiTokens });
      const { withTokens, sessions } = SIGN_OUT_EVERYWHERE_ANSWER_MESSAGES;
      return { message: inRequestLanguage(request, reply, message(request.body.apiTokens ? withTokens : sessions)) };
    },
  );

  app.get(
    '/logout/:alt_jti',
    {
      schema: {
        summary: 'Sign out: end the session the token names',
        params: logoutParamsSchema,
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      // Only the token of that very session ends it; an expired one still may, as long as we signed it.
      const token = bearerToken(request);
      const checked = token ? app.tokens.check(token, app.now()) : undefined;
      if (!checked || checked.status === 'invalid') throw notSignedIn();
      if (checked.claims.alt_jti !== request.params.alt_jti) throw sessionEnded();
      await app.sessions.signOut(request.params.alt_jti);
      reply.header('set-cookie', refreshCookie('', 0, secure(request)));
      return { message: inRequestLanguage(request, reply, message(SERVER_MESSAGES.loggedOut)) };
    },
  );
};

export default sessionRoutes;
