import type { ValibotRoutes } from '../../plugins/app/validation';

/** `POST /venues/add` (Admin): a new venue, answered as 201 with its record. */
const addVenueRoutes: ValibotRoutes = async (app) => {
  const { addVenueSchema, venueRecordSchema, toVenueRecord } = app.venueWire;
  app.post(
    '/add',
    { schema: { body: addVenueSchema, response: { 201: venueRecordSchema } } },
    async (request, reply) => {
      const created = await app.venueManagement.add(request.body);
      return reply.code(201).send(toVenueRecord(created));
    },
  );
};

export default addVenueRoutes;
