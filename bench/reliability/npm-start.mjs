// `npm start` as a newcomer runs it, then `kill` of npm's own process id: the signal reaches the server, which stops
// serving and exits, and npm ends with it, leaving nothing running on the port. Its output to a pipe is the JSON lines
// a log collector reads, with the first Admin's box set apart from them.
import { spawn } from 'node:child_process';
import { collectOutput } from '../../tooling/processes/child-output.mjs';
import { freePort, REPO_ROOT } from '../../tooling/processes/server-process.mjs';
import { figure } from '../figures.mjs';
import { check, temporaryDir, waitFor } from './lib.mjs';

export default async function npmStart() {
  const port = await freePort();
  const npm = spawn('npm', ['start'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: temporaryDir('scheduler-npm-start-'), DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(npm);
  const exited = new Promise((resolve) => npm.once('exit', (code, signal) => resolve({ code, signal })));
  process.once('exit', () => npm.kill('SIGKILL'));
  const started = await waitFor(() => output().includes('is running at'), 90_000);
  check(started, `npm start did not start the server within 90 s:\n${output()}`);
  await waitFor(() => /password: \S+/.test(output()), 2000);
  check(
    /\n\n╔[^\n]*\n║ First admin account created[\s\S]*password: \S+/.test(output()),
    `no admin box set apart:\n${output()}`,
  );
  const jsonLines = output()
    .split('\n')
    .filter((line) => line.startsWith('{"level":'));
  check(jsonLines.length > 0, `npm start to a pipe wrote no JSON lines:\n${output()}`);
  const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
  check(ready.status === 200, `the server of npm start answers /readyz ${ready.status}`);

  const killed = performance.now();
  npm.kill('SIGTERM');
  const ended = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(null), 20_000))]);
  check(ended !== null, 'npm start was still running 20 s after kill of its process id');
  const stillServing = await fetch(`http://127.0.0.1:${port}/healthz`).then(
    () => true,
    () => false,
  );
  check(!stillServing, 'the server still serves after npm start was killed');
  return [
    figure({
      figure: 'npm start: kill of npm’s process id to the server gone',
      value: performance.now() - killed,
      unit: 'ms',
      note: `npm ended with ${ended.code ?? ended.signal}`,
    }),
  ];
}
