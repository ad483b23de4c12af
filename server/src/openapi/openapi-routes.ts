import swaggerUi from '@fastify/swagger-ui';
import * as v from 'valibot';
import type { ValibotRequestTypeProvider, ValibotRoutes } from '../http/validation';
import { API_REFERENCE_URL } from '../permissions';

/** What the document route states of its answer: the document itself is checked by tests and the linter. */
const documentSchema = v.looseObject({ openapi: v.string() });

/**
 * The OpenAPI document of every API route, and its readable reference (Swagger UI), whose files are served from this
 * server under the same Content-Security-Policy. Mounted at `/api`.
 */
const openApiRoutes: ValibotRoutes = async (app) => {
  app
    .withTypeProvider<ValibotRequestTypeProvider>()
    .get(
      '/openapi.json',
      { schema: { summary: 'This OpenAPI document', response: { 200: documentSchema } } },
      async () => app.swagger(),
    );
  await app.register(swaggerUi, {
    routePrefix: API_REFERENCE_URL.slice('/api'.length),
    // The page's links are relative to this prefix with or without a trailing slash.
    indexPrefix: '/api',
    theme: { title: 'Group scheduler API reference' },
    uiConfig: { deepLinking: true, defaultModelsExpandDepth: 0 },
  });
};

export default openApiRoutes;
