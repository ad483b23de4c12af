import { mailPreferencesSchema } from '@scheduler/shared-domain/mail-preferences';
import {
  PASSWORD_LINK_TEXTS,
  passwordResetRequestSchema,
  passwordSetSchema,
} from '@scheduler/shared-domain/password-links';
import { tooManySignInAttemptsMessage } from '@scheduler/shared-domain/server-messages';
import type { User } from '@scheduler/shared-domain/user';
import { userDeletedMessage } from '@scheduler/shared-domain/user-guard-rails';
import {
  createUserSchema,
  linkUserSchema,
  updateUserSchema,
  userIdParamsSchema,
} from '@scheduler/shared-domain/user-schema';
import * as v from 'valibot';
import { actorOf, signedInCaller } from '../auth/auth-hook';
import { columnsOf } from '../csv/csv-exports';
import { csvImport } from '../csv/csv-imports';
import { messageSchema } from '../http/http-error';
import { enforceRateLimit, type RateLimit } from '../http/rate-limit';
import type { ValibotRoutes } from '../http/validation';
import { SIGN_IN_LIMITS, SIGN_IN_WINDOW_MS } from '../sessions/session-queries';
import { createPasswordLinks } from './password-links';
import { createUserPreferences } from './user-preferences';
import { createUserService } from './user-service';
import { toUserRecord, toUserSummary, userRecordSchema, userSummarySchema } from './user-wire';

/** Asking for a password link, and using one, from one address: limited as sign-in limits an address's failures. */
export const PASSWORD_LINK_LIMIT: RateLimit = {
  hits: SIGN_IN_LIMITS.address,
  windowMs: SIGN_IN_WINDOW_MS,
  message: tooManySignInAttemptsMessage,
};

/** The user routes of SPEC §7 but sign-in, refresh and logout (../sessions). Mounted at `/api/users`. */
const userRoutes: ValibotRoutes = async (app) => {
  const preferences = createUserPreferences({ db: app.db, now: app.now });
  const { publicUrl, mailFrom } = app.settings;
  const passwordLinks = createPasswordLinks({
    db: app.db,
    passwords: app.passwords,
    now: app.now,
    settings: { publicUrl, mailFrom },
  });
  const userDeps = {
    db: app.db,
    passwords: app.passwords,
    now: app.now,
    sendWelcomeLink: passwordLinks.sendWelcomeLink,
  };
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
    csvImport(userRecordSchema, createUserSchema, (db) => {
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

  // One user record, for an Admin, or for a User its own.
  app.get(
    '/edit/:id',
    {
      schema: {
        summary: 'One user record (a User: its own)',
        params: userIdParamsSchema,
        response: { 200: userRecordSchema },
      },
    },
    async (request) => toUserRecord(await users.get(signedInCaller(request), request.params.id)),
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

  // Anyone: a link to set a new password goes to the account named, if it may have one. The same 202 either way.
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
      await passwordLinks.request(request.body.login);
      return reply.code(202).send({ message: PASSWORD_LINK_TEXTS.sent });
    },
  );

  // Anyone holding a link: the new password, by the rules of every password; every session of the user ends.
  app.post(
    '/password-reset/confirm',
    {
      schema: { summary: 'Set a new password with a link', body: passwordSetSchema, response: { 200: messageSchema } },
    },
    async (request, reply) => {
      const now = new Date(app.now());
      await enforceRateLimit(app.db, reply, { key: `password-link ${request.ip}`, limit: PASSWORD_LINK_LIMIT, now });
      await passwordLinks.setPassword(request.body.token, request.body.password);
      return { message: PASSWORD_LINK_TEXTS.done };
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

  // Admin; SPEC §7 deletes with GET, after the browser's confirm M003.
  app.get(
    '/delete/:id',
    { schema: { summary: 'Delete a user', params: userIdParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      const deleted = await users.remove(signedInCaller(request), request.params.id);
      return { message: userDeletedMessage(deleted.username) };
    },
  );
};

export default userRoutes;
