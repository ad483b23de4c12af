import { API_TOKEN_ANSWERS, newApiTokenSchema } from '@scheduler/shared-domain/api-tokens';
import * as v from 'valibot';
import { signedInCaller } from '../auth/auth-hook';
import { messageSchema } from '../http/http-error';
import { inRequestLanguage } from '../http/languages';
import type { ValibotRoutes } from '../http/validation';
import { apiTokenParamsSchema, apiTokenSummarySchema, createdApiTokenSchema } from './tokens-wire';

/** The caller's own personal API tokens. Mounted at `/api/tokens`. */
const tokensRoutes: ValibotRoutes = async (app) => {
  app.post(
    '/',
    {
      schema: {
        summary:
          'Create a personal API token for scripts (with the current password); the answer is the only time it is shown',
        body: newApiTokenSchema,
        response: { 201: createdApiTokenSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await app.apiTokens.create(signedInCaller(request), request.body)),
  );

  app.get(
    '/',
    { schema: { summary: "The caller's API tokens, oldest first", response: { 200: v.array(apiTokenSummarySchema) } } },
    async (request) => app.apiTokens.list(signedInCaller(request).user),
  );

  app.post(
    '/:id/revoke',
    {
      schema: {
        summary: "Revoke one of the caller's API tokens at once",
        params: apiTokenParamsSchema,
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      await app.apiTokens.revoke(signedInCaller(request).user, request.params.id);
      return { message: inRequestLanguage(request, reply, API_TOKEN_ANSWERS.tokenRevoked) };
    },
  );
};

export default tokensRoutes;
