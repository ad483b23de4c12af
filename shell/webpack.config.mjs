import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/webpack/create-app-config.mjs';

const appDir = path.dirname(fileURLToPath(import.meta.url));

// The host declares no remotes: their addresses come from /config.json at run time.
export default createAppConfig({
  appDir,
  name: 'shell',
  devPort: 3000,
});
