import { message } from '@scheduler/shared-domain/i18n';
import { LIMITS } from '@scheduler/shared-domain/limits';
import { MAIL_ANSWER_MESSAGES } from '@scheduler/shared-domain/mail-messages';
import { MAIL_PREFERENCES_PATH } from '@scheduler/shared-domain/mail-preferences';
import { productName } from '@scheduler/shared-domain/product';
import * as v from 'valibot';
import { noBody } from '../http/answer-schemas';
import { HttpError, messageSchema } from '../http/http-error';
import { inRequestLanguage } from '../http/languages';
import type { ValibotRoutes } from '../http/validation';
import { turnOffMeetingMailOf } from '../users/user-queries';
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
import { type UnsubscribeLinks, type UnsubscribeQuery, unsubscribeLinks } from './unsubscribe-links';

/** How often the sender looks for retries that came due (and for messages whose notice was lost). */
const SENDER_POLL_MS = 30_000;
/** How often reminders that came due are queued: at most this late. */
const REMINDER_POLL_MS = 30_000;

/**
 * The outbox: its sender and the reminders' timer, started when the server is ready (reminders that came due while
 * it was down go then) and stopped with it, and the Outbox page's API, Admins only. Mounted at `/api/mail`.
 */
const mailRoutes: ValibotRoutes = async (app) => {
  const { publicUrl, mailFrom, timeZone, groupAbbreviation } = app.settings;
  const links = unsubscribeLinks(app.tokens.mac, publicUrl);
  // Every request of the server, whichever plugin answers it: the sender makes way for them.
  const requests = { taken: 0 };
  app.server.on('request', () => {
    requests.taken += 1;
  });
  const sender = createMailSender({
    requests,
    db: app.db,
    mail: { publicUrl, mailFrom, timeZone, senderName: productName(groupAbbreviation) },
    unsubscribeUrl: links.url,
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

  await app.register(unsubscribeRoutes, { links });

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

/** The query of a link of ./unsubscribe-links.ts. */
const unsubscribeQuerySchema = v.object({
  address: v.optional(v.pipe(v.string(), v.maxLength(LIMITS.email)), ''),
  token: v.optional(v.pipe(v.string(), v.maxLength(100)), ''),
}) satisfies v.GenericSchema<unknown, UnsubscribeQuery>;

/**
 * A message's List-Unsubscribe link (RFC 8058), public since a mail app follows it without signing in: its POST (a
 * mail app's Unsubscribe) turns off the mail of that address about meetings; opened in a browser (a GET, which mail
 * scanners also make) it changes nothing and leads to the preferences on the reader's page. A plugin of its own, so
 * that the form bodies RFC 8058 POSTs are read here only; what they say changes nothing.
 */
const unsubscribeRoutes: ValibotRoutes<{ links: UnsubscribeLinks }> = async (app, { links }) => {
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );
  const addressOf = (query: UnsubscribeQuery) => {
    const address = links.addressOf(query);
    if (address === null) throw new HttpError(404, message(MAIL_ANSWER_MESSAGES.invalidUnsubscribeLink));
    return address;
  };

  app.post(
    '/unsubscribe',
    {
      schema: {
        summary: "Turn off an address's mail about meetings (a message's one-click unsubscribe)",
        querystring: unsubscribeQuerySchema,
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      const address = addressOf(request.query);
      await app.db.transaction((tx) => turnOffMeetingMailOf(tx, address, new Date(app.now())));
      return { message: inRequestLanguage(request, reply, message(MAIL_ANSWER_MESSAGES.unsubscribed)) };
    },
  );
  app.get(
    '/unsubscribe',
    {
      schema: {
        summary: "The preferences a message's unsubscribe link leads to",
        querystring: unsubscribeQuerySchema,
        response: { 303: noBody("To the reader's page, whose Email notifications turn mail on or off.") },
      },
    },
    async (request, reply) => {
      addressOf(request.query);
      return reply.redirect(`${app.settings.publicUrl}${MAIL_PREFERENCES_PATH}`, 303);
    },
  );
};

export default mailRoutes;
