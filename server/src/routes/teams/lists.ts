import * as v from 'valibot';
import type { ValibotRoutes } from '../../plugins/app/validation';
import { teamRecordSchema, toTeamRecord } from '../../team-record';

/** `GET /teams` (every team record) and `/teams/teams` (the names alone, for the meeting screens), by name. */
const teamListsRoutes: ValibotRoutes = async (app) => {
  app.get('/', { schema: { response: { 200: v.array(teamRecordSchema) } } }, async () =>
    (await app.teams.list()).map(toTeamRecord),
  );

  app.get('/teams', { schema: { response: { 200: v.array(v.string()) } } }, async () => app.teams.names());
};

export default teamListsRoutes;
