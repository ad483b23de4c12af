import type { FastifyPluginAsync } from 'fastify';
import compressPlugin from '../plugins/external/compress';
import addMeetingRoutes from './meetings/add';
import deleteMeetingRoutes from './meetings/delete';
import editMeetingRoutes from './meetings/edit';
import meetingListsRoutes from './meetings/lists';
import meetingScheduleRoutes from './meetings/schedule';
import updateMeetingRoutes from './meetings/update';
import versionsRoutes from './system/versions';
import addTeamRoutes from './teams/add';
import deleteTeamRoutes from './teams/delete';
import editTeamRoutes from './teams/edit';
import teamListsRoutes from './teams/lists';
import updateTeamRoutes from './teams/update';
import authenticationRoutes from './users/authentication';
import currentUserRoutes from './users/current';
import deleteUserRoutes from './users/delete';
import editUserRoutes from './users/edit';
import userListsRoutes from './users/lists';
import registerUserRoutes from './users/register';
import updateUserRoutes from './users/update';
import addVenueRoutes from './venues/add';
import deleteVenueRoutes from './venues/delete';
import editVenueRoutes from './venues/edit';
import venueImagesRoutes from './venues/images';
import venueListsRoutes from './venues/lists';
import updateVenueRoutes from './venues/update';

/**
 * Every API route, registered explicitly (the server is bundled, so no autoload). Mounted under `/api`.
 * A new section adds its routes here and its permissions in ../permissions.ts.
 */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(compressPlugin);
  await app.register(authenticationRoutes, { prefix: '/users' });
  await app.register(currentUserRoutes, { prefix: '/users' });
  await app.register(userListsRoutes, { prefix: '/users' });
  await app.register(editUserRoutes, { prefix: '/users' });
  await app.register(registerUserRoutes, { prefix: '/users' });
  await app.register(updateUserRoutes, { prefix: '/users' });
  await app.register(deleteUserRoutes, { prefix: '/users' });
  await app.register(venueListsRoutes, { prefix: '/venues' });
  await app.register(editVenueRoutes, { prefix: '/venues' });
  await app.register(addVenueRoutes, { prefix: '/venues' });
  await app.register(updateVenueRoutes, { prefix: '/venues' });
  await app.register(deleteVenueRoutes, { prefix: '/venues' });
  await app.register(venueImagesRoutes, { prefix: '/venues' });
  await app.register(teamListsRoutes, { prefix: '/teams' });
  await app.register(editTeamRoutes, { prefix: '/teams' });
  await app.register(addTeamRoutes, { prefix: '/teams' });
  await app.register(updateTeamRoutes, { prefix: '/teams' });
  await app.register(deleteTeamRoutes, { prefix: '/teams' });
  await app.register(meetingListsRoutes, { prefix: '/meetings' });
  await app.register(editMeetingRoutes, { prefix: '/meetings' });
  await app.register(meetingScheduleRoutes, { prefix: '/meetings' });
  await app.register(addMeetingRoutes, { prefix: '/meetings' });
  await app.register(updateMeetingRoutes, { prefix: '/meetings' });
  await app.register(deleteMeetingRoutes, { prefix: '/meetings' });
  await app.register(versionsRoutes, { prefix: '/system' });
};

export default apiRoutes;
