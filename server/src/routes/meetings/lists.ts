import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { meetingRecordSchema } from '../../meeting-record';

/**
 * `GET /meetings`: every meeting, past to future. The database writes the JSON (issue 6: 10,000 meetings well under
 * 100 ms), and Fastify sends a JSON string as it is: the response schema states the shape without being run, which is
 * also why this plugin is not typed by it (`ValibotRoutes` would want the array itself).
 */
const meetingListsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', { schema: { response: { 200: v.array(meetingRecordSchema) } } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(await app.meetings.listJson()),
  );
};

export default meetingListsRoutes;
