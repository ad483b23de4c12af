import type { ServerVersions } from '@scheduler/shared-domain/system';
import * as v from 'valibot';
import serverPackage from '../../../package.json';
import type { ValibotRoutes } from '../../plugins/app/validation';

const serverVersionsSchema = v.object({
  database: v.string(),
  schema: v.string(),
  backend: v.string(),
}) satisfies v.GenericSchema<ServerVersions>;

/** `GET /system/versions`: the versions only the server knows, read at run time (ARCHITECTURE, Run-time settings). */
const versionsRoutes: ValibotRoutes = async (app) => {
  app.get('/versions', { schema: { response: { 200: serverVersionsSchema } } }, async () => ({
    database: await app.system.databaseVersion(),
    schema: String(await app.system.schemaVersion()),
    backend: serverPackage.version,
  }));
};

export default versionsRoutes;
