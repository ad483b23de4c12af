import type { ServerVersions } from '@scheduler/shared-domain/system';
import * as v from 'valibot';
import serverPackage from '../../package.json';
import type { ValibotRoutes } from '../http/validation';
import { createSystemRepository } from './system-repository';

const serverVersionsSchema = v.object({
  database: v.string(),
  schema: v.string(),
  backend: v.string(),
}) satisfies v.GenericSchema<ServerVersions>;

/** The system routes, mounted at `/api/system`. */
const systemRoutes: ValibotRoutes = async (app) => {
  const system = createSystemRepository(app.db);
  // The versions only the server knows, read at run time (ARCHITECTURE, Run-time settings).
  app.get(
    '/versions',
    { schema: { summary: "The database's, schema's and server's versions", response: { 200: serverVersionsSchema } } },
    async () => ({
      database: await system.databaseVersion(),
      schema: String(await system.schemaVersion()),
      backend: serverPackage.version,
    }),
  );
};

export default systemRoutes;
