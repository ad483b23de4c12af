import { loginSchema, refreshSchema } from '@scheduler/shared-domain/auth-schema';
import { LOGGED_OUT_MESSAGE } from '@scheduler/shared-domain/messages';
import * as v from 'valibot';
import { notSignedIn, sessionEnded } from '../../http-error';
import type { ValibotRoutes } from '../../plugins/app/validation';
import { messageSchema, signedInUserSchema } from '../../user-record';

/** The session id in the logout path follows the rule of refresh's `_id`. */
const logoutParamsSchema = v.object({ alt_jti: refreshSchema.entries._id });

/** Sign-in, refresh and sign-out (SPEC §4, §7 Authentication). */
const authenticationRoutes: ValibotRoutes = async (app) => {
  app.post('/authenticate', { schema: { body: loginSchema, response: { 200: signedInUserSchema } } }, async (request) =>
    app.authentication.signIn(request.body),
  );

  app.post('/refresh', { schema: { body: refreshSchema, response: { 200: signedInUserSchema } } }, async (request) => {
    const { currentUser, currentSession } = request;
    if (!currentUser || !currentSession) throw notSignedIn();
    // The token may only refresh its own session.
    if (request.body._id !== currentSession.id) throw sessionEnded();
    return app.authentication.refresh(currentUser, currentSession);
  });

  app.get(
    '/logout/:alt_jti',
    { schema: { params: logoutParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await app.authentication.signOut(request.params.alt_jti);
      return { message: LOGGED_OUT_MESSAGE };
    },
  );
};

export default authenticationRoutes;
