import { spawn } from 'node:child_process';
import { REPO_ROOT } from '../../tooling/processes/server-process.mjs';
import { SECTION_WORKSPACES } from '../../tooling/workspaces.cjs';

export const REMOTES = SECTION_WORKSPACES;

/** Seconds an npm build takes, run from the repository root (it rewrites the dist folders it builds). */
async function timedBuild(args) {
  const started = performance.now();
  const build = spawn('npm', ['run', 'build', ...args], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  build.stdout.on('data', (chunk) => {
    output += chunk;
  });
  build.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const code = await new Promise((resolve) => build.on('exit', resolve));
  if (code !== 0) throw new Error(`npm run build ${args.join(' ')} failed:\n${output}`);
  return (performance.now() - started) / 1000;
}

/** The full `npm run build`, then each remote's own build alone. */
export async function buildTimes() {
  const full = await timedBuild([]);
  const remotes = [];
  for (const remote of REMOTES) remotes.push({ name: remote, seconds: await timedBuild(['-w', remote]) });
  return { full, remotes };
}
