import * as v from 'valibot';
import type { ValibotRoutes } from '../../plugins/app/validation';
import { toUserRecord, toUserSummary, userRecordSchema, userSummarySchema } from '../../user-record';

/**
 * `GET /users` (every user record), `/users/list` (everyone but Contacts: team lead, members, internal contact) and
 * `/users/contacts` (Contacts only: venue contact), each sorted by last name, then first name.
 */
const userListsRoutes: ValibotRoutes = async (app) => {
  app.get('/', { schema: { response: { 200: v.array(userRecordSchema) } } }, async () =>
    (await app.users.list('all')).map(toUserRecord),
  );

  app.get('/list', { schema: { response: { 200: v.array(userSummarySchema) } } }, async () =>
    (await app.users.list('not-contacts')).map(toUserSummary),
  );

  app.get('/contacts', { schema: { response: { 200: v.array(userSummarySchema) } } }, async () =>
    (await app.users.list('contacts')).map(toUserSummary),
  );
};

export default userListsRoutes;
