import { updateUserSchema } from '@scheduler/shared-domain/user-schema';
import { signedInCaller } from '../../plugins/app/auth';
import type { ValibotRoutes } from '../../plugins/app/validation';
import { toUserRecord, userRecordSchema } from '../../user-record';

/** `POST /users/update/`: an Admin edits any user, a User its own names, email, mobile and password. */
const updateUserRoutes: ValibotRoutes = async (app) => {
  app.post('/update', { schema: { body: updateUserSchema, response: { 200: userRecordSchema } } }, async (request) =>
    toUserRecord(await app.userAccounts.update(signedInCaller(request), request.body)),
  );
};

export default updateUserRoutes;
