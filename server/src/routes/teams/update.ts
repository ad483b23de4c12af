import { updateTeamSchema } from '@scheduler/shared-domain/team-schema';
import type { ValibotRoutes } from '../../plugins/app/validation';
import { teamRecordSchema, toTeamRecord } from '../../team-record';

/** `POST /teams/update/` (Admin): every field but the name, which never changes. */
const updateTeamRoutes: ValibotRoutes = async (app) => {
  app.post('/update', { schema: { body: updateTeamSchema, response: { 200: teamRecordSchema } } }, async (request) =>
    toTeamRecord(await app.teamManagement.update(request.body)),
  );
};

export default updateTeamRoutes;
