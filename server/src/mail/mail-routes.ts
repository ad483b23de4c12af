import type { ValibotRoutes } from '../http/validation';
import { createMailSender } from './mail-sender';
import { createMailService } from './mail-service';
import {
  outboxMessageBodySchema,
  outboxMessageSchema,
  outboxPageSchema,
  outboxParamsSchema,
  outboxQuerySchema,
} from './mail-wire';

/** How often the sender looks for retries that came due (and for messages whose notice was lost). */
const SENDER_POLL_MS = 30_000;

/**
 * The outbox: its sender, started when the server is ready and stopped with it, and the Outbox page's API, Admins
 * only. Mounted at `/api/mail`.
 */
const mailRoutes: ValibotRoutes = async (app) => {
  const sender = createMailSender({
    db: app.db,
    smtpUrl: app.settings.smtpUrl,
    from: app.settings.mailFrom,
    now: app.now,
    pollMs: SENDER_POLL_MS,
    onError: (error) => app.log.warn({ err: error }, 'sending the outbox failed'),
  });
  const mail = createMailService({ db: app.db, now: app.now, wakeSender: sender.wake });

  app.get('/outbox', { schema: { querystring: outboxQuerySchema, response: { 200: outboxPageSchema } } }, (request) =>
    mail.page(request.query.before),
  );
  app.get(
    '/outbox/:id',
    { schema: { params: outboxParamsSchema, response: { 200: outboxMessageBodySchema } } },
    (request) => mail.message(request.params.id),
  );
  app.post(
    '/outbox/:id/retry',
    { schema: { params: outboxParamsSchema, response: { 200: outboxMessageSchema } } },
    (request) => mail.retry(request.params.id),
  );

  app.addHook('onReady', () => sender.start());
  app.addHook('onClose', () => sender.close());
};

export default mailRoutes;
