import { teamIdParamsSchema } from '@scheduler/shared-domain/team-schema';
import { teamNotFound } from '../../plugins/app/team-management';
import type { ValibotRoutes } from '../../plugins/app/validation';
import { teamRecordSchema, toTeamRecord } from '../../team-record';

/** `GET /teams/edit/{id}`: one team record, with its updatedDate. */
const editTeamRoutes: ValibotRoutes = async (app) => {
  app.get(
    '/edit/:id',
    { schema: { params: teamIdParamsSchema, response: { 200: teamRecordSchema } } },
    async (request) => {
      const team = await app.teams.findByName(request.params.id);
      if (!team) throw teamNotFound();
      return toTeamRecord(team);
    },
  );
};

export default editTeamRoutes;
