import { LIMITS } from '@scheduler/shared-domain/limits';
import { meetingIdParamsSchema } from '@scheduler/shared-domain/meeting-schema';
import * as v from 'valibot';
import { meetingRecordSchema } from '../../meeting-record';
import { teamNotFound } from '../../plugins/app/team-management';
import type { ValibotRoutes } from '../../plugins/app/validation';

/**
 * `GET /meetings/schedule/{id}`, the id being a team name: the team's next three or fewer meetings that have not
 * ended by the server's clock (one in progress included), soonest first.
 */
const meetingScheduleRoutes: ValibotRoutes = async (app) => {
  app.get(
    '/schedule/:id',
    { schema: { params: meetingIdParamsSchema, response: { 200: v.array(meetingRecordSchema) } } },
    async (request) => {
      const team = await app.teams.findByName(request.params.id);
      if (!team) throw teamNotFound();
      return app.meetings.schedule(team.name, new Date(app.now()), LIMITS.scheduleLength);
    },
  );
};

export default meetingScheduleRoutes;
