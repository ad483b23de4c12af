// `npm test -w e2e`: starts the built product on a free port with a throw-away data folder, captures the
// first admin's printed password, runs the Playwright suite against it, and cleans up.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startOidcProvider } from '../tooling/processes/oidc-provider-process.mjs';
import { freePort, startServer } from '../tooling/processes/server-process.mjs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  console.error(`No Chromium at ${chromiumPath}: install it with 'apt-get install -y chromium' or set CHROMIUM_PATH.`);
  process.exit(1);
}

// A real OpenID provider on loopback (server/test/oidc/provider-server.mjs) that knows the server's callback.
const port = await freePort();
const provider = await startOidcProvider(`http://127.0.0.1:${port}/api/auth/oidc/callback`);
// The group in Europe/Warsaw: no test may lean on the server's zone and the browser's being the same.
const server = await startServer({
  env: { DEMO_DATA: '1', TIME_ZONE: 'Europe/Warsaw', ...provider.serverSettings },
  port,
  echo: true,
}).catch(async (error) => {
  await provider.stop();
  throw error;
});
let exitCode = 1;
try {
  const run = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    cwd: import.meta.dirname,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: server.url,
      E2E_ADMIN_PASSWORD: server.adminPassword,
      E2E_OIDC_ISSUER: provider.issuer,
      CHROMIUM_PATH: chromiumPath,
    },
  });
  exitCode = await new Promise((resolve) => run.on('exit', (code) => resolve(code ?? 1)));
} finally {
  await server.stop();
  await provider.stop();
}
process.exit(exitCode);
