import { loginSchema, refreshSchema } from '@scheduler/shared-domain/auth-schema';
import { LOGGED_OUT_MESSAGE, tooManySignInAttemptsMessage } from '@scheduler/shared-domain/server-messages';
import type { CurrentUser } from '@scheduler/shared-domain/user';
import type { FastifyReply } from 'fastify';
import * as v from 'valibot';
import { bearerToken } from '../auth/auth-hook';
import { HttpError, messageSchema, notSignedIn, sessionEnded } from '../http/http-error';
import type { ValibotRoutes } from '../http/validation';
import { signedInUserSchema } from '../users/user-wire';
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
    return new HttpError(429, tooManySignInAttemptsMessage(Math.ceil(retryAfterMs / 60_000)));
  };

  app.post(
    '/authenticate',
    { schema: { body: loginSchema, response: { 200: signedInUserSchema } } },
    async (request, reply) => {
      const attempt = await limiter.attempt(request.body.username, request.ip);
      if (!attempt.allowed) throw tooManyAttempts(reply, attempt.retryAfterMs);
      let user: CurrentUser;
      try {
        user = await app.sessions.signIn(request.body);
      } catch (error) {
        if (!isSignInRefusal(error)) {
          await attempt.abandoned().catch((cause: unknown) => request.log.warn({ err: cause }, 'taking back failed'));
          throw error;
        }
        // Failures from everywhere slow only failing attempts: the right password was checked first.
        if (attempt.usernameHeldForMs > 0) throw tooManyAttempts(reply, attempt.usernameHeldForMs);
        throw error;
      }
      // The user is signed in; failing to forget the failures only leaves them to their window.
      await attempt.succeeded().catch((cause: unknown) => request.log.warn({ err: cause }, 'taking back failed'));
      return user;
    },
  );

  app.post('/refresh', { schema: { body: refreshSchema, response: { 200: signedInUserSchema } } }, async (request) => {
    const { currentUser, currentSession } = request;
    if (!currentUser || !currentSession) throw notSignedIn();
    // The token may only refresh its own session.
    if (request.body._id !== currentSession.id) throw sessionEnded();
    return app.sessions.refresh(currentUser, currentSession);
  });

  app.get(
    '/logout/:alt_jti',
    { schema: { params: logoutParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      // Only the token of that very session ends it; an expired one still may, as long as we signed it.
      const token = bearerToken(request);
      const checked = token ? app.tokens.check(token, app.now()) : undefined;
      if (!checked || checked.status === 'invalid') throw notSignedIn();
      if (checked.claims.alt_jti !== request.params.alt_jti) throw sessionEnded();
      await app.sessions.signOut(request.params.alt_jti);
      return { message: LOGGED_OUT_MESSAGE };
    },
  );
};

export default sessionRoutes;
