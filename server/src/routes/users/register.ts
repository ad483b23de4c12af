import { createUserSchema } from '@scheduler/shared-domain/user-schema';
import type { ValibotRoutes } from '../../plugins/app/validation';
import { toUserRecord, userRecordSchema } from '../../user-record';

/** `POST /users/register/` (Admin): a new user, answered as 201 with its record. */
const registerUserRoutes: ValibotRoutes = async (app) => {
  app.post(
    '/register',
    { schema: { body: createUserSchema, response: { 201: userRecordSchema } } },
    async (request, reply) => {
      const created = await app.userAccounts.register(request.body);
      return reply.code(201).send(toUserRecord(created));
    },
  );
};

export default registerUserRoutes;
