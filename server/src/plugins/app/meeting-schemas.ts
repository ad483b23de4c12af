import { meetingSchemas } from '@scheduler/shared-domain/meeting-schema';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The meeting form schemas, built once at start on the app's clock: "the past" (check 11) is the server's. */
    meetingSchemas: ReturnType<typeof meetingSchemas>;
  }
}

export default fp(
  async (app) => {
    app.decorate('meetingSchemas', meetingSchemas(app.now));
  },
  { name: 'meeting-schemas', dependencies: ['database'] },
);
