import { meetingRecordSchema } from '../../meeting-record';
import { signedInCaller } from '../../plugins/app/auth';
import type { ValibotRoutes } from '../../plugins/app/validation';

/**
 * `POST /meetings/update`: every field but the id, from the version the editor loaded (its updatedDate). An Admin
 * may change any meeting; a User (schedule mode) only one of a team it leads or belongs to.
 */
const updateMeetingRoutes: ValibotRoutes = async (app) => {
  const { updateMeetingSchema } = app.meetingSchemas;
  app.post(
    '/update',
    { schema: { body: updateMeetingSchema, response: { 200: meetingRecordSchema } } },
    async (request) => app.meetingManagement.update(request.body, signedInCaller(request).user),
  );
};

export default updateMeetingRoutes;
