import { changeIdParamsSchema, changeQuerySchema } from '@scheduler/shared-domain/change-query';
import { signedInCaller } from '../auth/auth-hook';
import type { ValibotRoutes } from '../http/validation';
import { createChangesRepository } from './changes-repository';
import { createChangesService } from './changes-service';
import { changePageSchema, restoredRecordSchema } from './changes-wire';

/** Entries older than CHANGES_KEEP_DAYS are deleted at start and then this often. */
const PRUNE_EVERY_MS = 24 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/**
 * The change record: a record's history, the group's activity, and restoring what a delete removed. Entries
 * are never edited or deleted through the API; only their age deletes them. Mounted at `/api/changes`.
 */
const changesRoutes: ValibotRoutes = async (app) => {
  const { timeZone, changesKeepDays } = app.settings;
  const changes = createChangesService({ db: app.db, timeZone, restorers: app.changeRestorers });

  // A record's history (`kind` and `id`), or an Admin's view of all activity; newest first, a page at a time.
  app.get(
    '/',
    {
      schema: {
        summary: "A record's history, or (Admins) all activity",
        querystring: changeQuerySchema,
        response: { 200: changePageSchema },
      },
    },
    (request) => changes.page(signedInCaller(request), request.query),
  );

  // Admin: the record a delete's entry holds, added again; answered as 201 with the record.
  app.post(
    '/:id/restore',
    {
      schema: {
        summary: 'Restore a deleted record from its last state',
        params: changeIdParamsSchema,
        response: { 201: restoredRecordSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await changes.restore(signedInCaller(request), request.params.id)),
  );

  // Housekeeping: a failure is logged, and the next round tries again.
  const prune = () =>
    createChangesRepository(app.db)
      .deleteOlderThan(new Date(app.now() - changesKeepDays * DAY_MS))
      .catch((error: unknown) => app.log.warn({ err: error }, 'deleting old entries of the change record failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await prune();
    timer = setInterval(prune, PRUNE_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};

export default changesRoutes;
