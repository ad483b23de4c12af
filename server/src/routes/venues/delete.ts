import { venueDeletedMessage } from '@scheduler/shared-domain/venue-messages';
import { venueIdParamsSchema } from '@scheduler/shared-domain/venue-schema';
import type { ValibotRoutes } from '../../plugins/app/validation';
import { messageSchema } from '../../user-record';

/** `GET /venues/delete/{id}` (Admin; SPEC §7 deletes with GET, after the browser's confirm M004). */
const deleteVenueRoutes: ValibotRoutes = async (app) => {
  app.get(
    '/delete/:id',
    { schema: { params: venueIdParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      const deleted = await app.venueManagement.remove(request.params.id);
      return { message: venueDeletedMessage(deleted.name) };
    },
  );
};

export default deleteVenueRoutes;
