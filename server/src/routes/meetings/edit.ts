import { meetingIdParamsSchema } from '@scheduler/shared-domain/meeting-schema';
import { meetingRecordSchema } from '../../meeting-record';
import { meetingNotFound } from '../../plugins/app/meeting-management';
import type { ValibotRoutes } from '../../plugins/app/validation';

/** `GET /meetings/edit/{id}`: one meeting record, with its updatedDate. */
const editMeetingRoutes: ValibotRoutes = async (app) => {
  app.get(
    '/edit/:id',
    { schema: { params: meetingIdParamsSchema, response: { 200: meetingRecordSchema } } },
    async (request) => {
      const meeting = await app.meetings.findById(request.params.id);
      if (!meeting) throw meetingNotFound();
      return meeting;
    },
  );
};

export default editMeetingRoutes;
