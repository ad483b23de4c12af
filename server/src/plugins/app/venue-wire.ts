import fp from 'fastify-plugin';
import { type VenueWire, venueWireFor } from '../../venue-record';

declare module 'fastify' {
  interface FastifyInstance {
    /** The venue schemas and record conversion for this group's abbreviation, built once at start. */
    venueWire: VenueWire;
  }
}

export default fp(
  async (app) => {
    app.decorate('venueWire', venueWireFor(app.settings.groupAbbreviation));
  },
  { name: 'venue-wire', dependencies: ['database'] },
);
