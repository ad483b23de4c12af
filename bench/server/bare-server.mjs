// Bare servers of this folder (a Fastify hello-world, Fastify and the database alone), started the way the server is,
// to measure the server beside.
import path from 'node:path';
import { freePort, spawnServerProcess } from '../../tooling/processes/server-process.mjs';

/** A bare server of this folder (`script`, given a free port and `args`), in a child process like the server. */
export async function startBareServer(script, ...args) {
  const port = await freePort();
  const child = spawnServerProcess(path.join(import.meta.dirname, script), [String(port), ...args], {
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
