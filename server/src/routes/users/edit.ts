import { userIdParamsSchema } from '@scheduler/shared-domain/user-schema';
import { forbidden } from '../../http-error';
import { mayActOnUser } from '../../permissions';
import { signedInCaller } from '../../plugins/app/auth';
import { userNotFound } from '../../plugins/app/user-accounts';
import type { ValibotRoutes } from '../../plugins/app/validation';
import { toUserRecord, userRecordSchema } from '../../user-record';

/** `GET /users/edit/{id}`: one user record, for an Admin, or for a User its own. */
const editUserRoutes: ValibotRoutes = async (app) => {
  app.get(
    '/edit/:id',
    { schema: { params: userIdParamsSchema, response: { 200: userRecordSchema } } },
    async (request) => {
      if (!mayActOnUser(signedInCaller(request).user, request.params.id)) throw forbidden();
      const user = await app.users.findById(request.params.id);
      if (!user) throw userNotFound();
      return toUserRecord(user);
    },
  );
};

export default editUserRoutes;
