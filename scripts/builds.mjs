// The production builds `npm start` and `npm run backup` / `npm run restore` need: each app's build is made when its
// output is missing, with a line for each step, so a first start says what it is doing.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { collectOutput } from '../tooling/processes/child-output.mjs';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/** Each workspace that `npm start` serves, and the file its build writes last. */
export const APP_BUILDS = [
  ['server', 'server/dist/main.js'],
  ['shell', 'shell/dist/index.html'],
  ['mfe-meetings', 'mfe-meetings/dist/mf-manifest.json'],
  ['mfe-teams', 'mfe-teams/dist/mf-manifest.json'],
  ['mfe-venues', 'mfe-venues/dist/mf-manifest.json'],
  ['mfe-users', 'mfe-users/dist/mf-manifest.json'],
];

/** How often a build still running says so. */
const STILL_BUILDING_EVERY_MS = 15_000;

/** The child process running now (a build, or the server), to pass a signal on to, and whether to its whole group. */
let current = null;
export function setCurrentChild(child, { group = false } = {}) {
  current = child && { child, group };
}

/** Runs one workspace's build with its output held back (shown only when it fails); answers its exit code. */
function buildQuietly(workspace, step, steps) {
  const started = Date.now();
  console.log(`Building ${workspace} (${step} of ${steps})…`);
  // A group of its own: npm runs the build through a shell, which would not pass a signal on to webpack.
  const build = spawn('npm', ['run', 'build', '-w', workspace], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  setCurrentChild(build, { group: true });
  const output = collectOutput(build);
  const still = setInterval(() => {
    console.log(`  still building ${workspace} (${Math.round((Date.now() - started) / 1000)} s so far)`);
  }, STILL_BUILDING_EVERY_MS);
  return new Promise((resolve) =>
    build.on('close', (code, signal) => {
      clearInterval(still);
      setCurrentChild(null);
      if (code === 0) {
        console.log(`Built ${workspace} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } else if (!signal) {
        process.stderr.write(output());
        console.error(`Building ${workspace} failed (exit code ${code}).`);
      }
      resolve(code ?? 1);
    }),
  );
}

/** Builds the given apps whose output is missing; answers 0, or the exit code of the build that failed. */
export async function buildMissing(builds = APP_BUILDS) {
  const missing = builds.filter(([, output]) => !existsSync(path.join(REPO_ROOT, output)));
  if (missing.length === 0) return 0;
  if (missing.length > 1) {
    console.log(
      `${missing.length} apps have no build yet: building them once (some 3 minutes on two cores); later starts skip this.`,
    );
  }
  for (const [index, [workspace]] of missing.entries()) {
    const code = await buildQuietly(workspace, index + 1, missing.length);
    if (code !== 0) return code;
  }
  return 0;
}

/**
 * Passes SIGINT and SIGTERM on to the child running at that moment; this process then ends as that child does (see
 * `exitAs`). With no child, it ends by the signal itself.
 */
export function passSignalsOn() {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      const running = current && current.child.exitCode === null && current.child.signalCode === null;
      if (!running) exitBy(signal);
      else if (current.group) process.kill(-current.child.pid, signal);
      else current.child.kill(signal);
    });
  }
}

function exitBy(signal) {
  process.removeAllListeners(signal);
  process.kill(process.pid, signal);
}

/** Ends this process as its child ended: with its exit code, or by the signal that ended it. */
export function exitAs(code, signal) {
  if (signal) exitBy(signal);
  else process.exit(code ?? 1);
}
