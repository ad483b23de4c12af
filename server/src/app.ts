import Fastify, { type FastifyInstance } from 'fastify';
import authHookPlugin from './auth/auth-hook';
import passwordsPlugin from './auth/passwords';
import tokensPlugin from './auth/tokens';
import backupSchedulePlugin, { type BackupRunner } from './backup/backup-schedule';
import calendarFeedRoutes from './calendar-feeds/calendar-feed-routes';
import type { Restorers } from './changes/change-queries';
import changesRoutes from './changes/changes-routes';
import changesStreamRoutes, { type ChangeStreamTimings } from './changes/changes-stream';
import type { Settings } from './config';
import type { CsvExports } from './csv/csv-exports';
import csvImportRoutes from './csv/csv-import-routes';
import type { CsvImports } from './csv/csv-imports';
import csvRoutes from './csv/csv-routes';
import type { Database } from './db/database';
import databasePlugin, { type Clock } from './db/database-plugin';
import healthRoutes from './health/health-routes';
import afterAnswerPlugin from './http/after-answer';
import compressPlugin from './http/compress';
import errorHandlerPlugin, { frameworkErrorHandler } from './http/error-handler';
import hostHeaderPlugin from './http/host-header';
import { loadEveryCatalog } from './http/languages';
import requestIdPlugin, { requestIdOf } from './http/request-id';
import { logDestination, requestLogSerializers } from './http/request-log';
import securityHeadersPlugin, { securityHeaders } from './http/security-headers';
import { DEFAULT_SERVER_TIMEOUTS, type ServerTimeouts, timeoutOptions } from './http/timeouts';
import validationPlugin from './http/validation';
import mailRoutes from './mail/mail-routes';
import meetingRoutes from './meetings/meeting-routes';
import { createMetrics, timedDatabase } from './metrics/metrics';
import metricsRoutes, { measureAnswers } from './metrics/metrics-routes';
import openApiDocumentPlugin from './openapi/openapi-document';
import openApiRoutes from './openapi/openapi-routes';
import { REPO_ROOT } from './paths';
import sessionRoutes from './sessions/session-routes';
import { sessionServicePlugin } from './sessions/session-service';
import oidcRoutes from './sso/oidc-routes';
import clientErrorRoutes from './system/client-error-routes';
import systemRoutes from './system/system-routes';
import teamRoutes from './teams/team-routes';
import tokensRoutes from './tokens/tokens-routes';
import { apiTokensPlugin } from './tokens/tokens-service';
import userRoutes from './users/user-routes';
import venueImageFilesRoutes from './venues/venue-image-files';
import venueImageSweeperPlugin from './venues/venue-image-sweeper';
import { VENUE_IMAGES_URL } from './venues/venue-images';
import venueRoutes from './venues/venue-routes';
import appConfigRoutes from './web/app-config';
import notFoundPlugin from './web/not-found';
import staticFilesPlugin from './web/static-files';

/** Forms of this app are small; a larger body is a mistake or an attack. */
const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppOptions {
  /** Migrated and owned by the caller, who closes it after the app. */
  db: Database;
  settings: Settings;
  signingSecret: string;
  now?: Clock;
  /** Logs to standard output when true, or to this stream (tests read it); nothing when omitted. */
  logger?: boolean | { write(line: string): void };
  /** Where `shell/dist` and `mfe-<name>/dist` are found; the repository root by default. */
  webRoot?: string;
  /**
   * Move venue images left on disk into the database when ready, then sweep unused ones this often; off when
   * omitted (tests that need it turn it on).
   */
  sweepVenueImagesEveryMs?: number;
  /** How long a slow client is waited for; tests shorten them. */
  timeouts?: ServerTimeouts;
  /** How often the change stream sends a heartbeat and polls; tests shorten them. */
  changeStreamTimings?: ChangeStreamTimings;
  /** Makes the archives of the scheduled backups when BACKUP_DIR is set; no schedule when omitted. */
  runBackup?: BackupRunner;
}

/**
 * Every API route, one plugin per resource, registered explicitly (the server is bundled, so no autoload). A new
 * route also needs its entry in ./permissions.ts.
 */
const apiRoutes = async (app: FastifyInstance, { changeStreamTimings }: Pick<AppOptions, 'changeStreamTimings'>) => {
  await app.register(compressPlugin);
  await app.register(sessionRoutes, { prefix: '/users' });
  await app.register(oidcRoutes, { prefix: '/auth/oidc' });
  await app.register(userRoutes, { prefix: '/users' });
  await app.register(venueRoutes, { prefix: '/venues' });
  await app.register(teamRoutes, { prefix: '/teams' });
  await app.register(meetingRoutes, { prefix: '/meetings' });
  await app.register(changesRoutes, { prefix: '/changes' });
  await app.register(mailRoutes, { prefix: '/mail' });
  await app.register(systemRoutes, { prefix: '/system' });
  await app.register(changesStreamRoutes, { prefix: '/changes', timings: changeStreamTimings });
  await app.register(clientErrorRoutes);
  await app.register(tokensRoutes, { prefix: '/tokens' });
  await app.register(csvRoutes, { prefix: '/export' });
  await app.register(csvImportRoutes, { prefix: '/import' });
  await app.register(openApiRoutes);
};

/** The whole server, without listening: `main` listens, tests use `app.inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const {
    settings,
    signingSecret,
    now = Date.now,
    logger = false,
    webRoot = REPO_ROOT,
    timeouts = DEFAULT_SERVER_TIMEOUTS,
    sweepVenueImagesEveryMs,
    changeStreamTimings,
    runBackup,
  } = options;
  await loadEveryCatalog();
  // Nothing is measured unless a scrape may read it.
  const metrics = settings.metricsToken ? createMetrics() : null;
  const db = metrics ? timedDatabase(options.db, metrics.queryDuration) : options.db;
  const app = Fastify({
    logger: logger
      ? {
          level: settings.logLevel,
          serializers: requestLogSerializers,
          stream: logger === true ? logDestination(settings.logFormat) : logger,
        }
      : false,
    // Ids a person can quote, unique across processes and restarts (Fastify's own count from 1 in each process).
    genReqId: requestIdOf,
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT_BYTES,
    // SPEC §7 writes some paths with a trailing slash (`/users/register/`); accept both spellings.
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: settings.trustProxy,
    frameworkErrors: frameworkErrorHandler(securityHeaders(Object.values(settings.remotes))),
    ...timeoutOptions(timeouts),
  });

  // Cross-cutting concerns first, so they apply to every route registered after them.
  await app.register(requestIdPlugin);
  await app.register(securityHeadersPlugin, { remoteUrls: Object.values(settings.remotes) });
  await app.register(errorHandlerPlugin);
  await app.register(hostHeaderPlugin);
  await app.register(validationPlugin);
  await app.register(databasePlugin, { db, settings, now });
  await app.register(afterAnswerPlugin);
  if (metrics) await app.register(measureAnswers, { metrics });
  await app.register(passwordsPlugin);
  await app.register(tokensPlugin, { signingSecret });
  await app.register(sessionServicePlugin);
  await app.register(apiTokensPlugin);
  await app.register(authHookPlugin);
  // Before any route, so the document sees them all.
  await app.register(openApiDocumentPlugin);
  await app.register(metricsRoutes, { metrics });
  await app.register(healthRoutes);

  // Each resource's routes set how a record of theirs is restored; the change record's routes look it up.
  app.decorate('changeRestorers', new Map() as Restorers);
  // Each resource's routes set how its list is exported as CSV and imported from it; the CSV routes look them up.
  app.decorate('csvExports', new Map() as CsvExports);
  app.decorate('csvImports', new Map() as CsvImports);
  await app.register(apiRoutes, { prefix: '/api', changeStreamTimings });
  // Its API routes and the feeds its links open (`/ical/…`), which calendar apps fetch without a token header.
  await app.register(calendarFeedRoutes);
  await app.register(appConfigRoutes);
  await app.register(venueImageFilesRoutes, { prefix: VENUE_IMAGES_URL });
  if (sweepVenueImagesEveryMs) await app.register(venueImageSweeperPlugin, { everyMs: sweepVenueImagesEveryMs });
  if (runBackup && settings.backups) {
    await app.register(backupSchedulePlugin, { settings: settings.backups, run: runBackup, metrics });
  }
  await app.register(staticFilesPlugin, { webRoot });
  await app.register(notFoundPlugin, { webRoot });
  return app;
}
