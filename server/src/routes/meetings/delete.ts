import { meetingDeletedMessage } from '@scheduler/shared-domain/meeting-messages';
import { meetingIdParamsSchema } from '@scheduler/shared-domain/meeting-schema';
import type { ValibotRoutes } from '../../plugins/app/validation';
import { messageSchema } from '../../user-record';

/** `GET /meetings/delete/{id}` (Admin; SPEC §7 deletes with GET, after the browser's confirm M006). */
const deleteMeetingRoutes: ValibotRoutes = async (app) => {
  app.get(
    '/delete/:id',
    { schema: { params: meetingIdParamsSchema, response: { 200: messageSchema } } },
    async (request) => ({ message: meetingDeletedMessage(await app.meetingManagement.remove(request.params.id)) }),
  );
};

export default deleteMeetingRoutes;
