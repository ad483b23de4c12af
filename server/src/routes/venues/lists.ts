import * as v from 'valibot';
import type { ValibotRoutes } from '../../plugins/app/validation';

/** `GET /venues` (every venue record) and `/venues/venues` (the names alone, for the meeting screens), by name. */
const venueListsRoutes: ValibotRoutes = async (app) => {
  const { venueRecordSchema, toVenueRecord } = app.venueWire;
  app.get('/', { schema: { response: { 200: v.array(venueRecordSchema) } } }, async () =>
    (await app.venues.list()).map(toVenueRecord),
  );

  app.get('/venues', { schema: { response: { 200: v.array(v.string()) } } }, async () => app.venues.names());
};

export default venueListsRoutes;
