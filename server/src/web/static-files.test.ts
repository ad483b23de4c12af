import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_MESSAGE } from '@scheduler/shared-domain/messages';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, testFolder, unusedDatabase } from '../../test/test-app';

const INDEX_HTML = '<!doctype html><title>shell</title>';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A web root like the repository's after a build: the shell and one remote (teams); the others are not built. */
function builtWebRoot(): string {
  const root = testFolder('web-');
  const files: Record<string, string> = {
    'shell/dist/index.html': INDEX_HTML,
    'shell/dist/main.3f9a1b2c4d.js': 'console.log("shell")',
    'shell/dist/main.3f9a1b2c4d.js.map': '{"version":3,"sources":["webpack://shell/./src/secret.ts"]}',
    'shell/dist/main.js.map': '{"version":3}',
    'shell/dist/main.css.map': '{"version":3}',
    'shell/dist/remoteEntry.js': 'var shell;',
    'mfe-teams/dist/mf-manifest.json': '{"name":"teams"}',
    'mfe-teams/dist/remoteEntry.js': 'var teams;',
    'mfe-teams/dist/src_routes.0123abcdef.js': 'export {}',
    'mfe-teams/dist/src_routes.0123abcdef.js.map': '{"version":3}',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

describe('web apps', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(unusedDatabase, { webRoot: builtWebRoot() });
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });

  it.each(['/', '/venue', '/venue/edit/Main.Hall', '/meeting/schedule/Team%20A', '/user/login?returnUrl=%2Fhome'])(
    'answers the shell for the client route %s, uncached',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it.each([
    ['/main.3f9a1b2c4d.js', IMMUTABLE],
    ['/remoteEntry.js', 'no-cache'],
    ['/remotes/teams/mf-manifest.json', 'no-cache'],
    ['/remotes/teams/remoteEntry.js', 'no-cache'],
    ['/remotes/teams/src_routes.0123abcdef.js', IMMUTABLE],
  ])('serves %s with Cache-Control %s', async (url, cacheControl) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });

  it.each([
    ['a missing asset', 'GET', '/missing.3f9a1b2c4d.js'],
    ['a missing file of a remote', 'GET', '/remotes/teams/gone'],
    ['a remote that is not built', 'GET', '/remotes/venues/mf-manifest.json'],
    ['an unknown API path', 'GET', '/api/nothing/here'],
    ['an unknown API path, signed out or not', 'POST', '/api/users/nothing'],
    ['a write to a client route', 'POST', '/venue'],
    ['a source map of the shell', 'GET', '/main.js.map'],
    ['a source map of a hashed shell file', 'GET', '/main.3f9a1b2c4d.js.map'],
    ['a source map of a stylesheet', 'GET', '/main.css.map'],
    ['a source map of a remote', 'GET', '/remotes/teams/src_routes.0123abcdef.js.map'],
    ['a source map asked for with a query', 'GET', '/main.js.map?v=1'],
    ['a source map asked for by HEAD', 'HEAD', '/main.js.map'],
  ])('answers a real 404 {message} for %s', async (_case, method, url) => {
    const response = await app.inject({ method: method as 'GET' | 'POST' | 'HEAD', url });
    expect(response.statusCode).toBe(404);
    if (method !== 'HEAD') expect(response.json()).toEqual({ message: NOT_FOUND_MESSAGE });
  });
});

describe('without built web apps', () => {
  it('still starts and answers 404 {message} for pages', async () => {
    const app = await buildTestApp(unusedDatabase);
    const response = await app.inject({ method: 'GET', url: '/venue' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: NOT_FOUND_MESSAGE });
    await app.close();
  });
});
