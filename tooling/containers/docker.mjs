// Docker for the container tests and benchmarks: whether it can run here, the product's image built from this
// checkout, and containers that always go away. Containers use the host's network, so every request stays on loopback.
import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { runCollected } from '../processes/child-output.mjs';

const execFileAsync = promisify(execFile);
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** The product's image as the tests build it. */
export const IMAGE = 'group-scheduler:test';

/** The base image the Dockerfile names in its `NODE_IMAGE` argument. */
export function dockerfileBaseImage() {
  const dockerfile = readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
  const match = /^ARG NODE_IMAGE=(\S+)$/m.exec(dockerfile);
  if (!match) throw new Error('The Dockerfile has no `ARG NODE_IMAGE=<image>` line.');
  return match[1];
}

/** Runs a docker command and answers its standard output; fails with its standard error. */
export async function docker(args, { input, timeoutMs = 600_000 } = {}) {
  const child = execFileAsync('docker', args, { maxBuffer: 64 * 1024 * 1024, timeout: timeoutMs });
  if (input !== undefined) child.child.stdin.end(input);
  try {
    return (await child).stdout.trim();
  } catch (error) {
    throw new Error(`docker ${args.join(' ')} failed: ${error.stderr?.trim() || error.message}`);
  }
}

/** Runs a docker command with its output shown as it comes (builds); rejects on a non-zero exit. */
export async function dockerShown(args, { quiet = false } = {}) {
  const { code, output } = await runCollected('docker', args, {
    stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
  });
  if (code !== 0) throw new Error(`docker ${args.join(' ')} exited with ${code}\n${output}`);
  return output;
}

/** Why docker cannot be used here, or null when its daemon answers. */
export async function dockerUnavailable() {
  try {
    await execFileAsync('docker', ['version', '--format', '{{.Server.Version}}'], { timeout: 20_000 });
    return null;
  } catch (error) {
    if (error.code === 'ENOENT') return 'the docker command is not installed (Debian: apt-get install docker.io)';
    return `the docker daemon does not answer (start dockerd): ${error.stderr?.trim() || error.message}`;
  }
}

export async function imageExists(image) {
  try {
    await docker(['image', 'inspect', image]);
    return true;
  } catch {
    return false;
  }
}

/** Bytes of an image, uncompressed as it lies on disk. */
export async function imageBytes(image) {
  return Number(await docker(['image', 'inspect', '--format', '{{.Size}}', image]));
}

/**
 * Builds the product's image from this checkout with the Dockerfile as it is, on the host's network (npm reaches its
 * registry as this machine does). Answers the seconds it took.
 */
export async function buildImage({ image = IMAGE, quiet = true } = {}) {
  const started = performance.now();
  await dockerShown(['build', '--network', 'host', '--tag', image, REPO_ROOT], { quiet });
  return (performance.now() - started) / 1000;
}

/** Containers started by this process, removed at its exit whatever happened. */
const started = new Set();
process.once('exit', () => {
  for (const name of started) {
    try {
      spawn('docker', ['rm', '--force', '--volumes', name], { stdio: 'ignore', detached: true }).unref();
    } catch {
      // best effort: the process is ending
    }
  }
});

/**
 * Starts a container of `image` on the host's network, detached; answers its name and a function that removes it.
 * @param {{name: string, env?: Record<string,string>, volumes?: string[], image?: string, args?: string[], user?: string}} options
 */
export async function runContainer({ name, env = {}, volumes = [], image = IMAGE, args = [], user }) {
  const envArgs = Object.entries(env).flatMap(([key, value]) => ['--env', `${key}=${value}`]);
  const volumeArgs = volumes.flatMap((volume) => ['--volume', volume]);
  await docker([
    'run',
    '--detach',
    '--name',
    name,
    '--network',
    'host',
    ...(user ? ['--user', user] : []),
    ...envArgs,
    ...volumeArgs,
    image,
    ...args,
  ]);
  started.add(name);
  return {
    name,
    logs: () => docker(['logs', name]).catch(() => ''),
    logsWithErrors: async () => {
      const { stdout, stderr } = await execFileAsync('docker', ['logs', name], { maxBuffer: 64 * 1024 * 1024 });
      return `${stdout}${stderr}`;
    },
    exec: (command, options) => docker(['exec', name, ...command], options),
    stop: (seconds = 20) => docker(['stop', '--time', String(seconds), name]),
    kill: (signal = 'SIGTERM') => docker(['kill', '--signal', signal, name]),
    inspect: async (format) => docker(['inspect', '--format', format, name]),
    remove: async () => {
      started.delete(name);
      await docker(['rm', '--force', '--volumes', name]).catch(() => {});
    },
  };
}
