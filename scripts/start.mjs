// `npm start`: builds whatever app has no build yet, then serves everything from one port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builds = [
  ['server', 'server/dist/main.js'],
  ['shell', 'shell/dist/index.html'],
  ['mfe-meetings', 'mfe-meetings/dist/mf-manifest.json'],
  ['mfe-teams', 'mfe-teams/dist/mf-manifest.json'],
  ['mfe-venues', 'mfe-venues/dist/mf-manifest.json'],
  ['mfe-users', 'mfe-users/dist/mf-manifest.json'],
];

for (const [workspace, output] of builds) {
  if (existsSync(path.join(root, output))) continue;
  console.log(`Building ${workspace} (no ${output} yet)…`);
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
