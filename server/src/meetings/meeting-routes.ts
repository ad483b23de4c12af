import { LIMITS } from '@scheduler/shared-domain/limits';
import { meetingDeletedMessage } from '@scheduler/shared-domain/meeting-messages';
import { meetingIdParamsSchema, meetingSchemas } from '@scheduler/shared-domain/meeting-schema';
import { seriesScopeQuerySchema } from '@scheduler/shared-domain/meeting-series';
import type { FastifyTypeProviderDefault } from 'fastify';
import * as v from 'valibot';
import { signedInCaller } from '../auth/auth-hook';
import { messageSchema } from '../http/http-error';
import type { ValibotRoutes } from '../http/validation';
import { createMeetingService } from './meeting-service';
import { meetingRecordSchema } from './meeting-wire';

/** The meeting routes of SPEC §7. Mounted at `/api/meetings`. */
const meetingRoutes: ValibotRoutes = async (app) => {
  const meetings = createMeetingService({ db: app.db, now: app.now, timeZone: app.settings.timeZone });
  // On the app's clock and zone: "the past" (check 11) and the date of a date-time meetingDate are the server's.
  const { addMeetingSchema, updateMeetingSchema } = meetingSchemas(app.now, app.settings.timeZone);

  // Every meeting, past to future. The database writes the JSON (issue 6: 10,000 meetings well under 100 ms), and
  // Fastify sends a JSON string as it is: the response schema states the shape without being run, and is not the
  // type of what the handler sends.
  app
    .withTypeProvider<FastifyTypeProviderDefault>()
    .get('/', { schema: { response: { 200: v.array(meetingRecordSchema) } } }, async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(await meetings.listJson()),
    );

  // One meeting record, with its updatedDate.
  app.get(
    '/edit/:id',
    { schema: { params: meetingIdParamsSchema, response: { 200: meetingRecordSchema } } },
    async (request) => meetings.get(request.params.id),
  );

  // The id is a team name: the team's next three or fewer meetings that have not ended by the server's clock (one in
  // progress included), soonest first.
  app.get(
    '/schedule/:id',
    { schema: { params: meetingIdParamsSchema, response: { 200: v.array(meetingRecordSchema) } } },
    async (request) => meetings.schedule(request.params.id, LIMITS.scheduleLength),
  );

  // Admin: a new meeting, answered as 201 with its record; the server sets its updatedDate.
  app.post(
    '/add',
    { schema: { body: addMeetingSchema, response: { 201: meetingRecordSchema } } },
    async (request, reply) => {
      const { repeat, ...input } = request.body;
      return reply.code(201).send(await meetings.add(input, repeat));
    },
  );

  // Every field but the id, from the version the editor loaded (its updatedDate). An Admin may change any meeting; a
  // User (schedule mode) only one of a team it leads or belongs to.
  app.post(
    '/update',
    { schema: { body: updateMeetingSchema, response: { 200: meetingRecordSchema } } },
    async (request) => {
      const { scope, ...input } = request.body;
      return meetings.update(input, signedInCaller(request).user, scope);
    },
  );

  // Admin; SPEC §7 deletes with GET, after the browser's confirm M006.
  app.get(
    '/delete/:id',
    {
      schema: { params: meetingIdParamsSchema, querystring: seriesScopeQuerySchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const deleted = await meetings.remove(request.params.id, request.query.scope);
      return { message: meetingDeletedMessage(deleted.id, deleted.following) };
    },
  );
};

export default meetingRoutes;
