import { meetingRecordSchema } from '../../meeting-record';
import type { ValibotRoutes } from '../../plugins/app/validation';

/** `POST /meetings/add` (Admin): a new meeting, answered as 201 with its record; the server sets its updatedDate. */
const addMeetingRoutes: ValibotRoutes = async (app) => {
  const { addMeetingSchema } = app.meetingSchemas;
  app.post(
    '/add',
    { schema: { body: addMeetingSchema, response: { 201: meetingRecordSchema } } },
    async (request, reply) => reply.code(201).send(await app.meetingManagement.add(request.body)),
  );
};

export default addMeetingRoutes;
