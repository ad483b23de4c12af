// Builds the baseline app and serves its dist folder on a free loopback port, index.html for any other path.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { runCollected } from '../../../tooling/processes/child-output.mjs';
import { freePort, REPO_ROOT } from '../../../tooling/processes/server-process.mjs';

const DIST = path.join(import.meta.dirname, 'dist');
const TYPES = { '.js': 'text/javascript', '.html': 'text/html' };

export async function buildBaselineApp() {
  const config = path.join(import.meta.dirname, 'webpack.config.mjs');
  const { code, output } = await runCollected(
    process.execPath,
    [path.join(REPO_ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--config', config],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (code !== 0) throw new Error(`The baseline app did not build:\n${output}`);
}

/** @returns {Promise<{url: string, stop: () => Promise<void>}>} */
export async function serveBaselineApp() {
  const server = createServer(async (request, response) => {
    const name = path.basename(new URL(request.url, 'http://x').pathname);
    const file = path.extname(name) in TYPES ? name : 'index.html';
    try {
      const body = await readFile(path.join(DIST, file));
      response.writeHead(200, { 'content-type': TYPES[path.extname(file)] });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
