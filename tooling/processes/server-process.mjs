// Starts the built server (server/dist/main.js) as a child process on a free loopback port, the way e2e tests,
// benchmarks and fault tests all need it: one way to do it, so each of them stops and cleans up the same way.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { collectOutput } from './child-output.mjs';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'server/dist/main.js');

/**
 * glibc's malloc settings the server runs with (by `npm start` and here), unless its environment sets its own; glibc
 * reads them as the process starts, so its launcher sets them. Two arenas rather than one for each thread that
 * allocates (each arena keeps what its thread freed), and memory freed at the top of the heap given back to the system
 * from 128 KB on, rather than from as much as 64 MB once a large block was freed (compiling PGlite's WebAssembly frees
 * tens of MB). docs/performance.md, 'Memory on PGlite', says why.
 */
const SERVER_MALLOC_SETTINGS = {
  GLIBC_TUNABLES: 'glibc.malloc.arena_max=2:glibc.malloc.trim_threshold=131072',
};

/**
 * V8's young generation at two halves of 4 MB rather than of 16 MB: under load both fill, and stay in the RSS. V8
 * reads its size only as the process starts, so the launcher gives it on the command line.
 */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];

/**
 * Starts a server's script (the server, or a bench's bare server) in a child process with the settings above, `env`
 * on top of them.
 */
export function spawnServerProcess(script, args, { env, stdio }) {
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, script, ...args], {
    env: { ...SERVER_MALLOC_SETTINGS, ...env },
    stdio,
  });
}

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * Starts the server and resolves once it listens.
 * @param {object} [options]
 * @param {Record<string,string>} [options.env] settings on top of the defaults (PGlite in a throw-away DATA_DIR)
 * @param {string} [options.dataDir] reuse this data folder (a restart); it is then not removed by `stop`
 * @param {number} [options.port] listen here instead of on a free port
 * @param {boolean} [options.echo] copy the server's output to this process's stdout
 * @param {number} [options.startTimeoutMs]
 * @returns {Promise<{url: string, port: number, dataDir: string, adminPassword: string|undefined, child: import('node:child_process').ChildProcess, output: () => string, exited: Promise<number|null>, stop: (signal?: NodeJS.Signals) => Promise<number|null>}>}
 */
export async function startServer({ env = {}, dataDir, port, echo = false, startTimeoutMs = 60_000 } = {}) {
  if (!existsSync(SERVER_ENTRY)) throw new Error("The product is not built: run 'npm run build' first.");
  const ownDataDir = dataDir === undefined;
  const folder = dataDir ?? mkdtempSync(path.join(tmpdir(), 'scheduler-'));
  const listenPort = port ?? (await freePort());
  const child = spawnServerProcess(SERVER_ENTRY, [], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      DATA_DIR: folder,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child, echo ? (chunk) => process.stdout.write(chunk) : undefined);
  // A script that ends without stopping its server (a failure, a time limit) must not leave it running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise((resolve) =>
    child.once('exit', (code) => {
      process.off('exit', killOnExit);
      resolve(code);
    }),
  );

  const stop = async (signal = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const code = await exited;
    if (ownDataDir) rmSync(folder, { recursive: true, force: true });
    return code;
  };

  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`The server did not start within ${startTimeoutMs} ms:\n${output()}`)),
        startTimeoutMs,
      );
      exited.then((code) => reject(new Error(`The server exited with ${code}:\n${output()}`)));
      child.stdout.on('data', () => {
        if (output().includes('is running at')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
  return {
    url: `http://127.0.0.1:${listenPort}`,
    port: listenPort,
    dataDir: folder,
    // Printed once, on the first start with an empty database.
    adminPassword: output().match(/password: (\S+)/)?.[1],
    child,
    output,
    /** Resolves to the exit code (null when a signal ended it) once the server has exited, whoever stopped it. */
    exited,
    stop,
  };
}

/**
 * Signs a user in through the API, or throws. Answers the signed-in user (token and record, what the shell stores)
 * and its refresh cookie, which a refresh needs beside the token.
 */
export async function signInThroughApi(url, { username, password }) {
  const response = await fetch(`${url}/api/users/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${username} answered ${response.status}: ${await response.text()}`);
  return { user: await response.json(), refreshCookie: refreshCookieOf(response) };
}

/** The `name=value` of the refresh cookie that a sign-in or refresh answer sets, as a browser sends it back. */
export function refreshCookieOf(response) {
  return response.headers
    .getSetCookie()
    .find((header) => header.startsWith('session_refresh='))
    ?.split(';')[0];
}
