import { venueIdParamsSchema } from '@scheduler/shared-domain/venue-schema';
import type { ValibotRoutes } from '../../plugins/app/validation';
import { venueNotFound } from '../../plugins/app/venue-management';

/** `GET /venues/edit/{id}`: one venue record, with its updatedDate. */
const editVenueRoutes: ValibotRoutes = async (app) => {
  const { venueRecordSchema, toVenueRecord } = app.venueWire;
  app.get(
    '/edit/:id',
    { schema: { params: venueIdParamsSchema, response: { 200: venueRecordSchema } } },
    async (request) => {
      const venue = await app.venues.findByName(request.params.id);
      if (!venue) throw venueNotFound();
      return toVenueRecord(venue);
    },
  );
};

export default editVenueRoutes;
