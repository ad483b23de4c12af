import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BAD_URL_MESSAGE } from '@scheduler/shared-domain/server-messages';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildTestApp, unusedDatabase } from '../../test/test-app';
import { contentSecurityPolicy, remoteOrigins } from './security-headers';

/** A web root with a built shell and one built remote. */
function builtWebRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'scheduler-web-'));
  for (const [file, content] of Object.entries({
    'shell/dist/index.html': '<!doctype html><title>shell</title>',
    'shell/dist/main.js': 'console.log("shell")',
    'mfe-teams/dist/mf-manifest.json': '{"name":"teams"}',
  })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

/** The directives of a Content-Security-Policy header, by name. */
function directivesOf(header: string | undefined): Record<string, string[]> {
  const entries = (header ?? '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter(([name]) => name)
    .map(([name, ...sources]) => [name, sources]);
  return Object.fromEntries(entries);
}

describe('security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(unusedDatabase, {
      webRoot: builtWebRoot(),
      settings: {
        remotes: {
          meetings: '/remotes/meetings/mf-manifest.json',
          teams: 'https://cdn.example.org/teams/mf-manifest.json',
          venues: 'https://cdn.example.org/venues/mf-manifest.json',
          users: 'http://127.0.0.1:3004/mf-manifest.json',
        },
      },
    });
  });
  afterAll(() => app.close());

  const answers: [string, InjectOptions, number][] = [
    ['the shell page', { method: 'GET', url: '/venue/edit/Main.Hall' }, 200],
    ['a static file', { method: 'GET', url: '/main.js' }, 200],
    ['a remote file', { method: 'GET', url: '/remotes/teams/mf-manifest.json' }, 200],
    ['/config.json', { method: 'GET', url: '/config.json' }, 200],
    ['a missing file', { method: 'GET', url: '/missing.js' }, 404],
    ['an unknown API path', { method: 'GET', url: '/api/nothing' }, 404],
    ['a malformed URL', { method: 'GET', url: '/%FF' }, 400],
    ['a malformed API URL', { method: 'GET', url: '/api/users/%FF' }, 400],
    ['a signed-out API call', { method: 'GET', url: '/api/users' }, 401],
    [
      'a malformed JSON body',
      {
        method: 'POST',
        url: '/api/users/authenticate',
        payload: '{"user',
        headers: { 'content-type': 'application/json' },
      },
      400,
    ],
    [
      'a body that is not JSON',
      { method: 'POST', url: '/api/users/authenticate', payload: 'x', headers: { 'content-type': 'text/plain' } },
      415,
    ],
    ['a body that fails its schema', { method: 'POST', url: '/api/users/authenticate', payload: {} }, 400],
    [
      'an error inside a route',
      { method: 'POST', url: '/api/users/authenticate', payload: { username: 'ada', password: 'x' } },
      500,
    ],
  ];

  it.each(answers)('are on %s', async (_case, request, statusCode) => {
    const response = await app.inject(request);

    expect(response.statusCode).toBe(statusCode);
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const csp = directivesOf(response.headers['content-security-policy'] as string | undefined);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('answers a malformed URL as every other error: JSON {message}, never stored', async () => {
    const response = await app.inject({ method: 'GET', url: '/%FF' });

    expect(response.json()).toEqual({ message: BAD_URL_MESSAGE });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('allows scripts only from the app and the absolute remote origins, never inline', async () => {
    const csp = directivesOf(
      (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string,
    );

    const remotes = ['https://cdn.example.org', 'http://127.0.0.1:3004'];
    for (const directive of ['script-src', 'style-src', 'connect-src']) {
      expect([directive, csp[directive]]).toEqual([directive, ["'self'", ...remotes]]);
    }
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(Object.values(csp).flat()).not.toContain("'unsafe-inline'");
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
  });
});

describe('remoteOrigins', () => {
  it('keeps one origin per absolute URL and leaves relative URLs to self', () => {
    expect(
      remoteOrigins([
        '/remotes/teams/mf-manifest.json',
        'https://cdn.example.org/a/mf-manifest.json',
        'https://cdn.example.org/b/mf-manifest.json',
        'http://localhost:3004/mf-manifest.json',
      ]),
    ).toEqual(['https://cdn.example.org', 'http://localhost:3004']);
  });

  it('gives the default remotes (all relative) a policy of self alone', () => {
    expect(contentSecurityPolicy(['/remotes/teams/mf-manifest.json'])['script-src']).toEqual(["'self'"]);
  });
});
