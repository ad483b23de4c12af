// `npm start`: builds whatever app has no build yet, then serves everything from one port.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ENTRY, spawnServerProcess } from '../tooling/processes/server-process.mjs';

const root = path.resolve(import.meta.dirname, '..');
const builds = [
  ['server', 'server/dist/main.js'],
  ['shell', 'shell/dist/index.html'],
  ['mfe-meetings', 'mfe-meetings/dist/mf-manifest.json'],
  ['mfe-teams', 'mfe-teams/dist/mf-manifest.json'],
  ['mfe-venues', 'mfe-venues/dist/mf-manifest.json'],
  ['mfe-users', 'mfe-users/dist/mf-manifest.json'],
];

/** Runs one workspace's build with its output held back, so the server's address and credentials end the screen. */
function buildQuietly(workspace) {
  const started = Date.now();
  const build = spawn('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  build.stdout.on('data', (chunk) => output.push(chunk));
  build.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) =>
    build.on('close', (code) => {
      if (code === 0) {
        console.log(`Built ${workspace} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } else {
        process.stderr.write(Buffer.concat(output));
        console.error(`Building ${workspace} failed (exit code ${code}).`);
      }
      resolve(code);
    }),
  );
}

for (const [workspace, output] of builds) {
  if (existsSync(path.join(root, output))) continue;
  const code = await buildQuietly(workspace);
  if (code !== 0) process.exit(code ?? 1);
}

const server = spawnServerProcess(SERVER_ENTRY, [], { env: process.env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
