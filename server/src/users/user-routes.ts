import { message } from '@scheduler/shared-domain/i18n';
import { mailPreferencesSchema } from '@scheduler/shared-domain/mail-preferences';
import {
  PASSWORD_LINK_ANSWER_MESSAGES,
  PASSWORD_LINK_PURPOSES,
  type PasswordLinkInfo,
  passwordLinkSchema,
  passwordResetRequestSchema,
  passwordSet,
  passwordSetSchema,
} from '@scheduler/shared-domain/password-links';
import { pendingLinkSent } from '@scheduler/shared-domain/pending-password';
import { SERVER_MESSAGES } from '@scheduler/shared-domain/server-messages';
import type { User } from '@scheduler/shared-domain/user';
import { userDeleted } from '@scheduler/shared-domain/user-guard-rails';
import {
  createUserSchema,
  linkUserSchema,
  unlinkUserSchema,
  updateUserSchema,
  userIdParamsSchema,
} from '@scheduler/shared-domain/user-schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { actorOf, signedInCaller } from '../auth/auth-hook';
import { columnsOf } from '../csv/csv-exports';
import { csvImport } from '../csv/csv-imports';
import { messageSchema } from '../http/http-error';
import { inRequestLanguage } from '../http/languages';
import { enforceRateLimit, inMinutes, type RateLimit } from '../http/rate-limit';
import type { ValibotRoutes } from '../http/validation';
import { SIGN_IN_LIMITS, SIGN_IN_WINDOW_MS } from '../sessions/session-queries';
import { configuredSignIns } from '../sso/sso-settings';
import { createPasswordLinks } from './password-links';
import { awaitsPassword } from './user-guard-rails';
import { createUserPreferences } from './user-preferences';
import { createUserService } from './user-service';
import { toUserRecord, toUserSummary, userEditRecordSchema, userRecordSchema, userSummarySchema } from './user-wire';

/** Asking for a password link, and using one, from one address: limited as sign-in limits an address's failures. */
export const PASSWORD_LINK_LIMIT: RateLimit = {
  hits: SIGN_IN_LIMITS.address,
  windowMs: SIGN_IN_WINDOW_MS,
  message: inMinutes(SERVER_MESSAGES.tooManySignInAttempts),
};

/** What `POST /users/password-reset/check` answers for a link that works. */
const passwordLinkInfoSchema = v.object({
  purpose: v.picklist(PASSWORD_LINK_PURPOSES),
  username: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
}) satisfies v.GenericSchema<PasswordLinkInfo>;

/** The user routes of SPEC §7 but sign-in, refresh and logout (../sessions). Mounted at `/api/users`. */
const userRoutes: ValibotRoutes = async (app) => {
  const preferences = createUserPreferences({ db: app.db, now: app.now });
  const { publicUrl, mailFrom, groupAbbreviation } = app.settings;
  const passwordLinks = createPasswordLinks({
    db: app.db,
    passwords: app.passwords,
    tokens: app.tokens,
    now: app.now,
    settings: { publicUrl, mailFrom, groupAbbreviation },
  });
  const userDeps = {
    db: app.db,
    passwords: app.passwords,
    now: app.now,
    sendPasswordLink: passwordLinks.send,
    configuredSignIns: configuredSignIns(app.settings.sso),
  };
  /** Asking for a link and using one count together per address, as sign-in failures do. */
  const limitLinkUse = (request: FastifyRequest, reply: FastifyReply) =>
    enforceRateLimit(app.db, reply, {
      key: `password-link ${request.ip}`,
      limit: PASSWORD_LINK_LIMIT,
      now: new Date(app.now()),
    });
  const users = createUserService(userDeps);
  app.changeRestorers.set('user', async (lastState, actor) =>
    toUserRecord(await users.restore(lastState as unknown as User, actor)),
  );

  app.csvExports.set('users', async () => ({
    columns: columnsOf(userRecordSchema),
    rows: (await users.list('all')).map(toUserRecord),
  }));
  // An imported user has no password: with an email address, it is sent a link to set one, as an add without one.
  app.csvImports.set(
    'users',
    csvImport(userRecordSchema, createUserSchema, 'users', (db) => {
      const service = createUserService({ ...userDeps, db });
      return (input, actor) => service.register(input, { actor });
    }),
  );

  // Every user record, then everyone but Contacts (team lead, members, internal contact), then Contacts only (venue
  // contact), each sorted by last name, then first name.
  app.get('/', { schema: { summary: 'Every user record', response: { 200: v.array(userRecordSchema) } } }, async () =>
    (await users.list('all')).map(toUserRecord),
  );
  app.get(
    '/list',
    { schema: { summary: 'Everyone but Contacts, by name', response: { 200: v.array(userSummarySchema) } } },
    async () => (await users.list('not-contacts')).map(toUserSummary),
  );
  app.get(
    '/contacts',
    { schema: { summary: 'The Contacts, by name', response: { 200: v.array(userSummarySchema) } } },
    async () => (await users.list('contacts')).map(toUserSummary),
  );

  // The signed-in user's record, as the database holds it now.
  app.get(
    '/current',
    { schema: { summary: "The caller's own user record", response: { 200: userRecordSchema } } },
    async (request) => toUserRecord(signedInCaller(request).user),
  );

  // One user record, for an Admin, or for a User its own; with whether it still waits for its password.
  app.get(
    '/edit/:id',
    {
      schema: {
        summary: 'One user record (a User: its own)',
        params: userIdParamsSchema,
        response: { 200: userEditRecordSchema },
      },
    },
    async (request) => {
      const user = await users.get(signedInCaller(request), request.params.id);
      return { ...toUserRecord(user), ...(awaitsPassword(user) ? { passwordPending: true as const } : {}) };
    },
  );

  // Admin: the 'Set your password' link again, to an account that still waits for its password.
  app.post(
    '/password-link/:id',
    {
      schema: {
        summary: "Send an account without a password its 'Set your password' link again",
        params: userIdParamsSchema,
        response: { 202: messageSchema },
      },
    },
    async (request, reply) => {
      const user = await passwordLinks.resend(request.params.id, signedInCaller(request).user.username);
      return reply.code(202).send({ message: inRequestLanguage(request, reply, pendingLinkSent(user.email.trim())) });
    },
  );

  // What a user wants by email: an Admin reads anyone's, a User its own.
  app.get(
    '/preferences/:id',
    {
      schema: {
        summary: "A user's email preferences (a User: its own)",
        params: userIdParamsSchema,
        response: { 200: mailPreferencesSchema },
      },
    },
    async (request) => preferences.get(signedInCaller(request), request.params.id),
  );

  // Only the signed-in user's own, whatever its role.
  app.post(
    '/preferences',
    {
      schema: {
        summary: "Save the caller's email preferences",
        body: mailPreferencesSchema,
        response: { 200: mailPreferencesSchema },
      },
    },
    async (request) => preferences.save(signedInCaller(request), request.body),
  );

  // Anyone: a link to set a new password goes to the account named, if it may have one. The same 202 either way, and
  // at once: the accounts are looked for after the answer, so its time tells nothing of them.
  app.post(
    '/password-reset',
    {
      schema: {
        summary: 'Ask for a link to set a new password',
        body: passwordResetRequestSchema,
        response: { 202: messageSchema },
      },
    },
    async (request, reply) => {
      const now = new Date(app.now());
      await enforceRateLimit(app.db, reply, { key: `password-reset ${request.ip}`, limit: PASSWORD_LINK_LIMIT, now });
      const { login } = request.body;
      app.afterAnswer(() => passwordLinks.request(login, request.ip));
      return reply
        .code(202)
        .send({ message: inRequestLanguage(request, reply, message(PASSWORD_LINK_ANSWER_MESSAGES.sent)) });
    },
  );

  // Anyone holding a link, as its page opens: whether it still works, and for whom.
  app.post(
    '/password-reset/check',
    {
      schema: {
        summary: 'Whether a link to set a password still works, and whose password it sets',
        body: passwordLinkSchema,
        response: { 200: passwordLinkInfoSchema },
      },
    },
    async (request, reply) => {
      await limitLinkUse(request, reply);
      return passwordLinks.check(request.body.token);
    },
  );

  // Anyone holding a link: the new password, by the rules of every password; every session of the user ends.
  app.post(
    '/password-reset/confirm',
    {
      schema: { summary: 'Set a new password with a link', body: passwordSetSchema, response: { 200: messageSchema } },
    },
    async (request, reply) => {
      await limitLinkUse(request, reply);
      const purpose = await passwordLinks.setPassword(request.body.token, request.body.password);
      return { message: inRequestLanguage(request, reply, passwordSet(purpose)) };
    },
  );

  // Admin: a new user, answered as 201 with its record.
  app.post(
    '/register',
    { schema: { summary: 'Add a user', body: createUserSchema, response: { 201: userRecordSchema } } },
    async (request, reply) =>
      reply.code(201).send(toUserRecord(await users.register(request.body, { actor: actorOf(request) }))),
  );

  // An Admin edits any user, a User its own names, email, mobile and password.
  app.post(
    '/update',
    {
      schema: {
        summary: 'Change a user (a User: its own names, email, mobile and password)',
        body: updateUserSchema,
        response: { 200: userRecordSchema },
      },
    },
    async (request) => toUserRecord(await users.update(signedInCaller(request), request.body)),
  );

  // Admin: a local account signs in through the institute from now on.
  app.post(
    '/link',
    {
      schema: {
        summary: "Let a local account sign in through the institute's directory",
        body: linkUserSchema,
        response: { 200: userRecordSchema },
      },
    },
    async (request) => toUserRecord(await users.link(signedInCaller(request), request.body)),
  );

  // Admin: an account of the institute signs in with a password here from now on, set through a link.
  app.post(
    '/unlink',
    {
      schema: {
        summary: "Move an account of the institute's sign-in back to a password here, set through an emailed link",
        body: unlinkUserSchema,
        response: { 200: userRecordSchema },
      },
    },
    async (request) => toUserRecord(await users.unlink(signedInCaller(request), request.body)),
  );

  // Admin; SPEC §7 deletes with GET, after the browser's confirm M003.
  app.get(
    '/delete/:id',
    { schema: { summary: 'Delete a user', params: userIdParamsSchema, response: { 200: messageSchema } } },
    async (request, reply) => {
      const deleted = await users.remove(signedInCaller(request), request.params.id);
      return { message: inRequestLanguage(request, reply, userDeleted(deleted.username)) };
    },
  );
};

export default userRoutes;
