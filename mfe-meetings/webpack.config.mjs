import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/webpack/create-app-config.mjs';

export default createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'meetings',
  devPort: 3003,
  exposes: { './routes': './src/routes.ts' },
});
