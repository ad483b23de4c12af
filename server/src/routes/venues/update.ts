import type { ValibotRoutes } from '../../plugins/app/validation';

/** `POST /venues/update/` (Admin): every field but the name, which never changes. */
const updateVenueRoutes: ValibotRoutes = async (app) => {
  const { updateVenueSchema, venueRecordSchema, toVenueRecord } = app.venueWire;
  app.post('/update', { schema: { body: updateVenueSchema, response: { 200: venueRecordSchema } } }, async (request) =>
    toVenueRecord(await app.venueManagement.update(request.body)),
  );
};

export default updateVenueRoutes;
