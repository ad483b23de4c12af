import { userDeletedMessage } from '@scheduler/shared-domain/user-guard-rails';
import { userIdParamsSchema } from '@scheduler/shared-domain/user-schema';
import { signedInCaller } from '../../plugins/app/auth';
import type { ValibotRoutes } from '../../plugins/app/validation';
import { messageSchema } from '../../user-record';

/** `GET /users/delete/{id}` (Admin; SPEC §7 deletes with GET, after the browser's confirm M003). */
const deleteUserRoutes: ValibotRoutes = async (app) => {
  app.get(
    '/delete/:id',
    { schema: { params: userIdParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      const deleted = await app.userAccounts.remove(signedInCaller(request), request.params.id);
      return { message: userDeletedMessage(deleted.username) };
    },
  );
};

export default deleteUserRoutes;
