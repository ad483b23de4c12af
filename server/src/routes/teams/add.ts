import { addTeamSchema } from '@scheduler/shared-domain/team-schema';
import type { ValibotRoutes } from '../../plugins/app/validation';
import { teamRecordSchema, toTeamRecord } from '../../team-record';

/** `POST /teams/add` (Admin): a new team, answered as 201 with its record. */
const addTeamRoutes: ValibotRoutes = async (app) => {
  app.post('/add', { schema: { body: addTeamSchema, response: { 201: teamRecordSchema } } }, async (request, reply) => {
    const created = await app.teamManagement.add(request.body);
    return reply.code(201).send(toTeamRecord(created));
  });
};

export default addTeamRoutes;
