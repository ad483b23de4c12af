// `npm test -w e2e`: starts the built product on a free port with a throw-away data folder and a test SMTP server,
// captures the first admin's printed password, runs the Playwright suite against it, and cleans up.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { CHROMIUM_PATH } from '../tooling/processes/chromium.mjs';
import { startMailServer } from '../tooling/processes/mail-server.mjs';
import { startOidcProvider } from '../tooling/processes/oidc-provider-process.mjs';
import { freePort, startServer } from '../tooling/processes/server-process.mjs';

if (!existsSync(CHROMIUM_PATH)) {
  console.error(`No Chromium at ${CHROMIUM_PATH}: install it with 'apt-get install -y chromium' or set CHROMIUM_PATH.`);
  process.exit(1);
}

// The server's mail goes to an SMTP server on loopback, which keeps each message as a file that specs read.
const mailDir = mkdtempSync(path.join(tmpdir(), 'scheduler-e2e-mail-'));
let received = 0;
const smtp = await startMailServer({
  onMessage: async (stream) => {
    received += 1;
    await pipeline(stream, createWriteStream(path.join(mailDir, `${String(received).padStart(6, '0')}.eml`)));
  },
});

// A real OpenID provider on loopback (server/test/oidc/provider-server.mjs) that knows the server's callback.
const port = await freePort();
const provider = await startOidcProvider(`http://127.0.0.1:${port}/api/auth/oidc/callback`);
// The group in Europe/Warsaw: no test may lean on the server's zone and the browser's being the same.
const server = await startServer({
  env: {
    DEMO_DATA: '1',
    TIME_ZONE: 'Europe/Warsaw',
    SMTP_URL: smtp.url,
    ...provider.serverSettings,
  },
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
      E2E_MAIL_DIR: mailDir,
    },
  });
  exitCode = await new Promise((resolve) => run.on('exit', (code) => resolve(code ?? 1)));
} finally {
  await server.stop();
  await provider.stop();
  await smtp.close();
  rmSync(mailDir, { recursive: true, force: true });
}
process.exit(exitCode);
