import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { NOT_FOUND_MESSAGE } from '@scheduler/shared-domain/messages';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, testFolder, unusedDatabase } from '../../test/test-app';

const INDEX_HTML = '<!doctype html><title>shell</title>';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The build's `.br` and `.gz` beside a text file (tooling/webpack/create-app-config.mjs). */
const precompressed = (file: string, content: string) => ({
  [`${file}.br`]: brotliCompressSync(content),
  [`${file}.gz`]: gzipSync(content),
});

/**
 * A web root like the repository's after a build: the shell and one remote (teams); the others are not built. Text
 * files have their `.br` and `.gz` beside them, but for one the build found not worth compressing (`remoteEntry.js`).
 */
function builtWebRoot(): string {
  const root = testFolder('web-');
  const files: Record<string, string | Buffer> = {
    'shell/dist/index.html': INDEX_HTML,
    ...precompressed('shell/dist/index.html', INDEX_HTML),
    ...precompressed('shell/dist/main.3f9a1b2c4d.js', 'console.log("shell")'),
    ...precompressed('mfe-teams/dist/mf-manifest.json', '{"name":"teams"}'),
    ...precompressed('mfe-teams/dist/src_routes.0123abcdef.js', 'export {}'),
    'shell/dist/main.3f9a1b2c4d.js': 'console.log("shell")',
    'shell/dist/main.js': 'console.log("entry")',
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
    ['/main.js?8b75fe8c8c96d3ea78a6', IMMUTABLE],
    ['/main.js', 'no-cache'],
    ['/main.js?v=1', 'no-cache'],
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
    ['the brotli file of an asset by its own name', 'GET', '/main.3f9a1b2c4d.js.br'],
    ['the gzip file of a remote file by its own name', 'GET', '/remotes/teams/mf-manifest.json.gz'],
  ])('answers a real 404 {message} for %s', async (_case, method, url) => {
    const response = await app.inject({ method: method as 'GET' | 'POST' | 'HEAD', url });
    expect(response.statusCode).toBe(404);
    if (method !== 'HEAD') expect(response.json()).toEqual({ message: NOT_FOUND_MESSAGE });
  });
});

describe('compressed web files', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(unusedDatabase, { webRoot: builtWebRoot() });
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const decoded = { br: brotliDecompressSync, gzip: gunzipSync };

  it.each([
    ['a hashed shell file', '/main.3f9a1b2c4d.js', 'console.log("shell")', /^application\/javascript/, IMMUTABLE],
    ['the shell page', '/', INDEX_HTML, /^text\/html/, 'no-cache'],
    ['the shell page of a client route', '/venue/edit/Main.Hall', INDEX_HTML, /^text\/html/, 'no-cache'],
    ['a remote manifest', '/remotes/teams/mf-manifest.json', '{"name":"teams"}', /^application\/json/, 'no-cache'],
    [
      'a hashed remote file',
      '/remotes/teams/src_routes.0123abcdef.js',
      'export {}',
      /^application\/javascript/,
      IMMUTABLE,
    ],
  ])('sends %s as the build compressed it, by Accept-Encoding', async (_case, url, content, type, cacheControl) => {
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await get(url, { 'accept-encoding': `${encoding}, deflate` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(type);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(cacheControl);
      expect(decoded[encoding](response.rawPayload).toString()).toBe(content);
    }
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(content);
  });

  it('prefers brotli when the browser takes both', async () => {
    const response = await get('/main.3f9a1b2c4d.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('sends a file the build did not compress as it is, to any browser', async () => {
    const response = await get('/remoteEntry.js', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe('var shell;');
  });

  it.each(['/', '/meeting/calendar', '/remotes/teams/mf-manifest.json', '/remoteEntry.js'])(
    'answers 304 when the browser revalidates %s with the ETag of the encoding it has',
    async (url) => {
      const asked: Record<string, string>[] = [{ 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip' }, {}];
      for (const headers of asked) {
        const first = await get(url, headers);
        expect(first.headers.etag).toEqual(expect.any(String));
        const again = await get(url, { ...headers, 'if-none-match': String(first.headers.etag) });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
      }
    },
  );

  it('tags each encoding of a file apart, so a cache never takes one for another', async () => {
    const tags = await Promise.all(
      ['br', 'gzip', 'identity'].map(
        async (encoding) => (await get('/', { 'accept-encoding': encoding })).headers.etag,
      ),
    );
    expect(new Set(tags).size).toBe(3);
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
