import { runCollected } from '../../tooling/processes/child-output.mjs';
import { REPO_ROOT } from '../../tooling/processes/server-process.mjs';
import { SECTION_WORKSPACES } from '../../tooling/workspaces.cjs';

export const REMOTES = SECTION_WORKSPACES;

/** Seconds an npm build takes, run from the repository root (it rewrites the dist folders it builds). */
async function timedBuild(args) {
  const started = performance.now();
  const { code, output } = await runCollected('npm', ['run', 'build', ...args], { cwd: REPO_ROOT });
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
