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
import { remindDue } from './meeting-reminders';

/** How often the sender looks for retries that came due (and for messages whose notice was lost). */
const SENDER_POLL_MS = 30_000;
/** How often reminders that came due are queued: at most this late. */
const REMINDER_POLL_MS = 30_000;

/**
 * The outbox: its sender and the reminders' timer, started when the server is ready (reminders that came due while
 * it was down go then) and stopped with it, and the Outbox page's API, Admins only. Mounted at `/api/mail`.
 */
const mailRoutes: ValibotRoutes = async (app) => {
  const { publicUrl, mailFrom, timeZone } = app.settings;
  // Every request of the server, whichever plugin answers it: the sender makes way for them.
  const requests = { taken: 0 };
  app.server.on('request', () => {
    requests.taken += 1;
  });
  const sender = createMailSender({
    requests,
    db: app.db,
    mail: { publicUrl, mailFrom, timeZone },
    smtpUrl: app.settings.smtpUrl,
    now: app.now,
    pollMs: SENDER_POLL_MS,
    onError: (error) => app.log.warn({ err: error }, 'sending the outbox failed'),
    secretLinkToken: app.tokens.passwordLinkToken,
  });
  const mail = createMailService({ db: app.db, now: app.now, wakeSender: sender.wake });

  app.get(
    '/outbox',
    {
      schema: {
        summary: 'Every message the server sends, newest first',
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema },
      },
    },
    (request) => mail.page(request.query.before),
  );
  app.get(
    '/outbox/:id',
    {
      schema: {
        summary: "One message's bodies",
        params: outboxParamsSchema,
        response: { 200: outboxMessageBodySchema },
      },
    },
    (request) => mail.message(request.params.id),
  );
  app.post(
    '/outbox/:id/retry',
    {
      schema: {
        summary: 'Send a failed message again',
        params: outboxParamsSchema,
        response: { 200: outboxMessageSchema },
      },
    },
    (request) => mail.retry(request.params.id),
  );

  // A failed look is logged, never fatal: the next one, 30 s later, finds the same reminders still due.
  const remind = () =>
    remindDue({ db: app.db, now: app.now, settings: { publicUrl, mailFrom, timeZone } }).catch((error: unknown) =>
      app.log.warn({ err: error }, 'queueing reminders failed'),
    );
  let reminders: NodeJS.Timeout | undefined;
  let reminding: Promise<unknown> = Promise.resolve();

  app.addHook('onReady', async () => {
    await remind();
    await sender.start();
    reminders = setInterval(() => {
      reminding = remind();
    }, REMINDER_POLL_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(reminders);
    await reminding;
    await sender.close();
  });
};

export default mailRoutes;
