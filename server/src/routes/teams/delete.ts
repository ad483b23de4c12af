import { teamDeletedMessage } from '@scheduler/shared-domain/team-messages';
import { teamIdParamsSchema } from '@scheduler/shared-domain/team-schema';
import type { ValibotRoutes } from '../../plugins/app/validation';
import { messageSchema } from '../../user-record';

/** `GET /teams/delete/{id}` (Admin; SPEC §7 deletes with GET, after the browser's confirm M005). */
const deleteTeamRoutes: ValibotRoutes = async (app) => {
  app.get(
    '/delete/:id',
    { schema: { params: teamIdParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      const deleted = await app.teamManagement.remove(request.params.id);
      return { message: teamDeletedMessage(deleted.name) };
    },
  );
};

export default deleteTeamRoutes;
