// `npm test -w e2e`: starts the built product on a free port with a throw-away data folder, captures the
// first admin's printed password, runs the Playwright suite against it, and cleans up.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  console.error(`No Chromium at ${chromiumPath}: install it with 'apt-get install -y chromium' or set CHROMIUM_PATH.`);
  process.exit(1);
}
const serverEntry = path.join(root, 'server/dist/main.js');
if (!existsSync(serverEntry)) {
  console.error("The product is not built: run 'npm run build' first.");
  process.exit(1);
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'scheduler-e2e-'));
const server = spawn(process.execPath, [serverEntry], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: '1',
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});

let exitCode = 1;
try {
  const adminPassword = await firstAdminPassword(server);
  const run = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    cwd: import.meta.dirname,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: `http://127.0.0.1:${port}`,
      E2E_ADMIN_PASSWORD: adminPassword,
      CHROMIUM_PATH: chromiumPath,
    },
  });
  exitCode = await new Promise((resolve) => run.on('exit', (code) => resolve(code ?? 1)));
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
    probe.on('error', reject);
  });
}

/** Reads the server's output until it is listening; the first start prints the generated admin password. */
function firstAdminPassword(child) {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The server did not start within 60 s:\n${output}`)), 60_000);
    child.on('exit', (code) => reject(new Error(`The server exited with ${code}:\n${output}`)));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
      const password = output.match(/password: (\S+)/)?.[1];
      if (password && output.includes('is running at')) {
        clearTimeout(timer);
        resolve(password);
      }
    });
  });
}
