import { notSignedIn } from '../../http-error';
import type { ValibotRoutes } from '../../plugins/app/validation';
import { toUserRecord, userRecordSchema } from '../../user-record';

/** `GET /users/current`: the signed-in user's record, as the database holds it now. */
const currentUserRoutes: ValibotRoutes = async (app) => {
  app.get('/current', { schema: { response: { 200: userRecordSchema } } }, async (request) => {
    if (!request.currentUser) throw notSignedIn();
    return toUserRecord(request.currentUser);
  });
};

export default currentUserRoutes;
