import type { FastifyPluginAsync } from 'fastify';
import versionsRoutes from './system/versions';
import authenticationRoutes from './users/authentication';
import currentUserRoutes from './users/current';

/**
 * Every API route, registered explicitly (the server is bundled, so no autoload). Mounted under `/api`.
 * A new section adds its routes here and its permissions in ../permissions.ts.
 */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(authenticationRoutes, { prefix: '/users' });
  await app.register(currentUserRoutes, { prefix: '/users' });
  await app.register(versionsRoutes, { prefix: '/system' });
};

export default apiRoutes;
