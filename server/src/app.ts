import Fastify, { type FastifyInstance } from 'fastify';
import type { Settings } from './config';
import type { Database } from './db/database';
import { REPO_ROOT } from './paths';
import authPlugin from './plugins/app/auth';
import authenticationPlugin from './plugins/app/authentication';
import databasePlugin, { type Clock } from './plugins/app/database';
import errorHandlerPlugin from './plugins/app/error-handler';
import meetingManagementPlugin from './plugins/app/meeting-management';
import meetingSchemasPlugin from './plugins/app/meeting-schemas';
import meetingsRepositoryPlugin from './plugins/app/meetings-repository';
import notFoundPlugin from './plugins/app/not-found';
import passwordsPlugin from './plugins/app/passwords';
import sessionsRepositoryPlugin from './plugins/app/sessions-repository';
import systemRepositoryPlugin from './plugins/app/system-repository';
import teamManagementPlugin from './plugins/app/team-management';
import teamsRepositoryPlugin from './plugins/app/teams-repository';
import tokensPlugin from './plugins/app/tokens';
import userAccountsPlugin from './plugins/app/user-accounts';
import usersRepositoryPlugin from './plugins/app/users-repository';
import validationPlugin from './plugins/app/validation';
import venueImagesPlugin, { VENUE_IMAGES_URL } from './plugins/app/venue-images';
import venueManagementPlugin from './plugins/app/venue-management';
import venueWirePlugin from './plugins/app/venue-wire';
import venuesRepositoryPlugin from './plugins/app/venues-repository';
import securityHeadersPlugin from './plugins/external/security-headers';
import staticFilesPlugin from './plugins/external/static-files';
import apiRoutes from './routes/api';
import appConfigRoutes from './routes/config/app-config';
import venueImageFilesRoutes from './routes/uploads/venue-images';

/** Forms of this app are small; a larger body is a mistake or an attack. */
const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppOptions {
  /** Migrated and owned by the caller, who closes it after the app. */
  db: Database;
  settings: Settings;
  signingSecret: string;
  now?: Clock;
  logger?: boolean;
  /** Where `shell/dist` and `mfe-<name>/dist` are found; the repository root by default. */
  webRoot?: string;
}

/** The whole server, without listening: `main` listens, tests use `app.inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, settings, signingSecret, now = Date.now, logger = false, webRoot = REPO_ROOT } = options;
  const app = Fastify({
    logger: logger ? { level: settings.logLevel } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    // SPEC §7 writes some paths with a trailing slash (`/users/register/`); accept both spellings.
    routerOptions: { ignoreTrailingSlash: true },
  });

  // Cross-cutting concerns first, so they apply to every route registered after them.
  await app.register(securityHeadersPlugin, { remoteUrls: Object.values(settings.remotes) });
  await app.register(errorHandlerPlugin);
  await app.register(validationPlugin);
  await app.register(databasePlugin, { db, settings, now });
  await app.register(usersRepositoryPlugin);
  await app.register(sessionsRepositoryPlugin);
  await app.register(systemRepositoryPlugin);
  await app.register(venuesRepositoryPlugin);
  await app.register(teamsRepositoryPlugin);
  await app.register(meetingsRepositoryPlugin);
  await app.register(passwordsPlugin);
  await app.register(userAccountsPlugin);
  await app.register(venueManagementPlugin);
  await app.register(teamManagementPlugin);
  await app.register(meetingManagementPlugin);
  await app.register(meetingSchemasPlugin);
  await app.register(venueWirePlugin);
  await app.register(venueImagesPlugin);
  await app.register(tokensPlugin, { signingSecret });
  await app.register(authenticationPlugin);
  await app.register(authPlugin);

  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(appConfigRoutes);
  await app.register(venueImageFilesRoutes, { prefix: VENUE_IMAGES_URL });
  await app.register(staticFilesPlugin, { webRoot });
  await app.register(notFoundPlugin, { webRoot });
  return app;
}
