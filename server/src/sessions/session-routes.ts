import { loginSchema, refreshSchema } from '@scheduler/shared-domain/auth-schema';
import { LOGGED_OUT_MESSAGE, tooManySignInAttemptsMessage } from '@scheduler/shared-domain/server-messages';
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
  const limiter = createSignInLimiter(app.now);

  app.post(
    '/authenticate',
    { schema: { body: loginSchema, response: { 200: signedInUserSchema } } },
    async (request, reply) => {
      const attempt = limiter.attempt(request.body.username, request.ip);
      if (!attempt.allowed) {
        reply.header('retry-after', Math.ceil(attempt.retryAfterMs / 1000));
        throw new HttpError(429, tooManySignInAttemptsMessage(Math.ceil(attempt.retryAfterMs / 60_000)));
      }
      try {
        const user = await app.sessions.signIn(request.body);
        attempt.succeeded();
        return user;
      } catch (error) {
        if (!isSignInRefusal(error)) attempt.abandoned();
        throw error;
      }
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
