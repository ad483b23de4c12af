import { LIMITS } from '@scheduler/shared-domain/limits';
import type { Meeting } from '@scheduler/shared-domain/meeting';
import { meetingDeleted } from '@scheduler/shared-domain/meeting-messages';
import { freeSlotsQuerySchema, meetingRangeQuerySchema } from '@scheduler/shared-domain/meeting-range';
import { meetingIdParamsSchema, meetingSchemas } from '@scheduler/shared-domain/meeting-schema';
import { seriesScopeQuerySchema } from '@scheduler/shared-domain/meeting-series';
import * as v from 'valibot';
import { actorOf, signedInCaller } from '../auth/auth-hook';
import { restoredInput } from '../changes/change-queries';
import { columnsOf } from '../csv/csv-exports';
import { csvBatchImport } from '../csv/csv-imports';
import { messageSchema } from '../http/http-error';
import { keptGzipJson } from '../http/kept-gzip';
import { inRequestLanguage } from '../http/languages';
import { readerZone } from '../http/reader-zone';
import type { ValibotRequestTypeProvider, ValibotRoutes } from '../http/validation';
import { createFreeSlotFinder } from './free-slot-finder';
import { createMeetingBatchAdd } from './meeting-batch-add';
import { exportedMeeting, meetingImportExample, meetingRowReader } from './meeting-csv';
import { createMeetingService } from './meeting-service';
import { freeSlotSchema, meetingRecordSchema } from './meeting-wire';

/** The meeting routes of SPEC §7. Mounted at `/api/meetings`. */
const meetingRoutes: ValibotRoutes = async (app) => {
  const { timeZone, workingHours } = app.settings;
  const { publicUrl, mailFrom } = app.settings;
  const meetingDeps = { db: app.db, now: app.now, timeZone, mail: { publicUrl, mailFrom, timeZone } };
  const meetings = createMeetingService(meetingDeps);
  const findFreeSlots = createFreeSlotFinder({ db: app.db, now: app.now, timeZone, workingHours });
  // On the app's clock and zone: "the past" (check 11) and the date of a date-time meetingDate are the server's.
  const { addMeetingSchema, updateMeetingSchema } = meetingSchemas(app.now, timeZone);
  // A restored meeting is a meeting of no series.
  app.changeRestorers.set('meeting', (lastState, actor) =>
    meetings.add(restoredInput(addMeetingSchema, lastState), { actor, action: 'restore' }),
  );

  app.csvExports.set('meetings', async () => ({
    columns: columnsOf(meetingRecordSchema),
    rows: (JSON.parse(await meetings.allJson()) as Meeting[]).map((meeting) => exportedMeeting(meeting, timeZone)),
  }));
  const addMeetings = createMeetingBatchAdd(meetingDeps);
  app.csvImports.set(
    'meetings',
    csvBatchImport(
      meetingRecordSchema,
      addMeetingSchema,
      (inputs, { actor, preview }) => addMeetings(inputs, actor, { preview }),
      { read: meetingRowReader(timeZone), example: () => meetingImportExample(app.now(), timeZone) },
    ),
  );

  const allMeetings = keptGzipJson();
  // A started server reads and gzips the list of all meetings before anyone asks: the first read after a start was
  // the slow one (some 4 s with 100,000 meetings on PGlite, most of it reading its files for the first time).
  app.addHook('onListen', () => {
    meetings
      .allJson()
      .then(allMeetings.keep)
      .catch((error: unknown) => app.log.warn({ err: error }, 'the list of all meetings could not be read ahead'));
  });
  // Every meeting, past to future; with `from` or `to` (days in TIME_ZONE, both included), those that overlap them.
  // The database writes the JSON (10,000 meetings well under 100 ms), and Fastify sends a JSON string as it
  // is: the response schema states the shape without being run, and is not the type of what the handler sends.
  app.withTypeProvider<ValibotRequestTypeProvider>().get(
    '/',
    {
      schema: {
        summary: 'Every meeting, or those between two days',
        querystring: meetingRangeQuerySchema,
        response: { 200: v.array(meetingRecordSchema) },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      if (from === '' && to === '') return allMeetings.send(request, reply, await meetings.allJson());
      return reply.type('application/json; charset=utf-8').send(await meetings.rangeJson(request.query));
    },
  );

  // The first free slots of a length, earliest first and one an hour, in which a team and (if named) a venue are both
  // free, within working hours (WORKDAY_START, WORKDAY_END, WORKDAYS) between two days in TIME_ZONE, none before the
  // clock; `after` goes on from an earlier answer.
  app.get(
    '/free-slots',
    {
      schema: {
        summary: 'The first free slots of a team and a venue',
        querystring: freeSlotsQuerySchema,
        response: { 200: v.array(freeSlotSchema) },
      },
    },
    async (request) => findFreeSlots(request.query),
  );

  // One meeting record, with its updatedDate.
  app.get(
    '/edit/:id',
    {
      schema: { summary: 'One meeting record', params: meetingIdParamsSchema, response: { 200: meetingRecordSchema } },
    },
    async (request) => meetings.get(request.params.id),
  );

  // The id is a team name: the team's next three or fewer meetings that have not ended by the server's clock (one in
  // progress included), soonest first.
  app.get(
    '/schedule/:id',
    {
      schema: {
        summary: "A team's coming meetings (the id is the team's name)",
        params: meetingIdParamsSchema,
        response: { 200: v.array(meetingRecordSchema) },
      },
    },
    async (request) => meetings.schedule(request.params.id, LIMITS.scheduleLength),
  );

  // Admin: a new meeting, answered as 201 with its record; the server sets its updatedDate.
  app.post(
    '/add',
    {
      schema: {
        summary: 'Add a meeting, or a weekly series',
        body: addMeetingSchema,
        response: { 201: meetingRecordSchema },
      },
    },
    async (request, reply) => {
      const { repeat, ...input } = request.body;
      return reply
        .code(201)
        .send(
          await meetings.add(input, { actor: actorOf(request) }, { repeat, readerZone: readerZone(request, timeZone) }),
        );
    },
  );

  // Every field but the id, from the version the editor loaded (its updatedDate). An Admin may change any meeting; a
  // User (schedule mode) only one of a team it leads or belongs to.
  app.post(
    '/update',
    {
      schema: {
        summary: "Change a meeting (a User: one of its own team's)",
        body: updateMeetingSchema,
        response: { 200: meetingRecordSchema },
      },
    },
    async (request) => {
      const { scope, ...input } = request.body;
      return meetings.update(input, signedInCaller(request).user, { scope, readerZone: readerZone(request, timeZone) });
    },
  );

  // Admin; SPEC §7 deletes with GET, after the browser's confirm M006.
  app.get(
    '/delete/:id',
    {
      schema: {
        summary: 'Delete a meeting, or the rest of its series',
        params: meetingIdParamsSchema,
        querystring: seriesScopeQuerySchema,
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      const deleted = await meetings.remove(request.params.id, actorOf(request), request.query.scope);
      return { message: inRequestLanguage(request, reply, meetingDeleted(deleted.id, deleted.following)) };
    },
  );
};

export default meetingRoutes;
