import { teamDeleted } from '@scheduler/shared-domain/team-messages';
import { addTeamSchema, teamIdParamsSchema, updateTeamSchema } from '@scheduler/shared-domain/team-schema';
import * as v from 'valibot';
import { actorOf } from '../auth/auth-hook';
import { restoredInput } from '../changes/change-queries';
import { columnsOf } from '../csv/csv-exports';
import { csvImport } from '../csv/csv-imports';
import { messageSchema } from '../http/http-error';
import { inRequestLanguage } from '../http/languages';
import type { ValibotRoutes } from '../http/validation';
import { createTeamService } from './team-service';
import { teamRecordSchema, toTeamRecord } from './team-wire';

/** The team routes of SPEC §7. Mounted at `/api/teams`. */
const teamRoutes: ValibotRoutes = async (app) => {
  const { publicUrl, mailFrom, timeZone } = app.settings;
  const teamDeps = { db: app.db, now: app.now, mail: { publicUrl, mailFrom, timeZone } };
  const teams = createTeamService(teamDeps);
  app.changeRestorers.set('team', async (lastState, actor) =>
    toTeamRecord(await teams.add(restoredInput(addTeamSchema, lastState), { actor, action: 'restore' })),
  );

  app.csvExports.set('teams', async () => ({
    columns: columnsOf(teamRecordSchema),
    rows: (await teams.list()).map(toTeamRecord),
  }));
  app.csvImports.set(
    'teams',
    csvImport(teamRecordSchema, addTeamSchema, 'teams', (db) => {
      const service = createTeamService({ ...teamDeps, db });
      return (input, actor) => service.add(input, { actor });
    }),
  );

  // Every team record, then the names alone (for the meeting screens), by name.
  app.get('/', { schema: { summary: 'Every team record', response: { 200: v.array(teamRecordSchema) } } }, async () =>
    (await teams.list()).map(toTeamRecord),
  );
  app.get('/teams', { schema: { summary: 'The team names', response: { 200: v.array(v.string()) } } }, async () =>
    teams.names(),
  );

  // One team record, with its updatedDate.
  app.get(
    '/edit/:id',
    { schema: { summary: 'One team record', params: teamIdParamsSchema, response: { 200: teamRecordSchema } } },
    async (request) => toTeamRecord(await teams.get(request.params.id)),
  );

  // Admin: a new team, answered as 201 with its record.
  app.post(
    '/add',
    { schema: { summary: 'Add a team', body: addTeamSchema, response: { 201: teamRecordSchema } } },
    async (request, reply) =>
      reply.code(201).send(toTeamRecord(await teams.add(request.body, { actor: actorOf(request) }))),
  );

  // Admin: every field but the name, which never changes.
  app.post(
    '/update',
    {
      schema: {
        summary: 'Change a team (every field but its name)',
        body: updateTeamSchema,
        response: { 200: teamRecordSchema },
      },
    },
    async (request) => toTeamRecord(await teams.update(request.body, actorOf(request))),
  );

  // Admin; SPEC §7 deletes with GET, after the browser's confirm M005.
  app.get(
    '/delete/:id',
    { schema: { summary: 'Delete a team', params: teamIdParamsSchema, response: { 200: messageSchema } } },
    async (request, reply) => ({
      message: inRequestLanguage(
        request,
        reply,
        teamDeleted((await teams.remove(request.params.id, actorOf(request))).name),
      ),
    }),
  );
};

export default teamRoutes;
