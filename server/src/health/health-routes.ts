import * as v from 'valibot';
import { sqlStateOf } from '../db/database';
import { listMigrations } from '../db/migrations';
import type { ValibotRoutes } from '../http/validation';
import { MIGRATIONS_DIR } from '../paths';
import { readReadiness } from './health-repository';

/** A database that has not answered by then is as good as down for a proxy deciding where to send a request. */
export const READINESS_TIMEOUT_MS = 2000;

/** SQLSTATE undefined_table: the schema is not there (yet), which is the migrations' part. */
const UNDEFINED_TABLE = '42P01';

const readySchema = v.object({
  status: v.literal('ready'),
  database: v.literal('ok'),
  migrations: v.literal('ok'),
  backupAgeSeconds: v.nullable(v.number()),
});
const notReadySchema = v.object({
  status: v.literal('not ready'),
  failing: v.picklist(['database', 'migrations']),
  message: v.string(),
});

/** Why the database part failed: it did not answer in time, or answered with an error other than a missing table. */
class NotAnswered extends Error {}

/**
 * `GET /healthz` (the process serves) and `GET /readyz` (the database answers one trivial statement and holds every
 * migration this server knows), for proxies, orchestrators and monitors: no sign-in, no version, no secret.
 */
const healthRoutes: ValibotRoutes = async (app) => {
  const newestMigration = (await listMigrations(MIGRATIONS_DIR)).at(-1)?.version ?? 0;

  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Whether the process serves (no database read)',
        response: { 200: v.object({ status: v.literal('ok') }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/readyz',
    {
      schema: {
        summary: 'Whether this process can serve requests: its database answers and its migrations are applied',
        response: { 200: readySchema, 503: notReadySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new NotAnswered()), READINESS_TIMEOUT_MS);
      });
      try {
        const readiness = await Promise.race([readReadiness(app.db), timeout]);
        if ((readiness.schemaVersion ?? 0) < newestMigration) {
          return reply
            .code(503)
            .send({ status: 'not ready', failing: 'migrations', message: 'The migrations are not applied.' });
        }
        const { lastBackupAt } = readiness;
        const backupAgeSeconds = lastBackupAt
          ? Math.max(0, Math.round((app.now() - lastBackupAt.getTime()) / 1000))
          : null;
        return { status: 'ready' as const, database: 'ok' as const, migrations: 'ok' as const, backupAgeSeconds };
      } catch (error) {
        if (sqlStateOf(error) === UNDEFINED_TABLE) {
          return reply
            .code(503)
            .send({ status: 'not ready', failing: 'migrations', message: 'The migrations are not applied.' });
        }
        if (!(error instanceof NotAnswered)) app.log.warn({ err: error }, 'readiness: the database failed');
        const message =
          error instanceof NotAnswered
            ? `The database did not answer within ${READINESS_TIMEOUT_MS / 1000} s.`
            : 'The database does not answer.';
        return reply.code(503).send({ status: 'not ready', failing: 'database', message });
      } finally {
        clearTimeout(timer);
      }
    },
  );
};

export default healthRoutes;
