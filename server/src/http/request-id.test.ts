import { INTERNAL_ERROR_MESSAGE } from '@scheduler/shared-domain/server-messages';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, unusedDatabase } from '../../test/test-app';

describe('request ids', () => {
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    app = await buildTestApp(unusedDatabase, {
      logger: { write: (line: string) => lines.push(JSON.parse(line)) },
    });
    // Not under /api, so it needs no permission entry: a handler that fails the way a bug would.
    app.get('/test-only/crash', async () => {
      throw new Error('secret detail');
    });
  });
  afterAll(() => app.close());

  it.each([
    ['an answer', '/healthz', 200],
    ['a refusal', '/api/users/current', 401],
    ['a missing page', '/api/nothing-here', 404],
    ['a malformed address', '/%FF', 400],
  ])('names its request in a header on %s', async (_case, url, status) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f]{12}$/);
  });

  it('gives each request an id of its own', async () => {
    const ids = new Set<unknown>();
    for (let count = 0; count < 20; count++) {
      ids.add((await app.inject({ method: 'GET', url: '/healthz' })).headers['x-request-id']);
    }
    expect(ids.size).toBe(20);
  });

  it("keeps a proxy's id, and replaces one that does not look like an id", async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'haproxy-7F00:1F90_0A1B' },
    });
    expect(kept.headers['x-request-id']).toBe('haproxy-7F00:1F90_0A1B');
    for (const sent of ['a b c d e f g h', 'short', 'x'.repeat(65), 'line\u2028break00']) {
      const replaced = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': sent } });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f]{12}$/);
    }
  });

  it('names the request in the message of a server error, and in its log line', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/test-only/crash' });
    const id = response.headers['x-request-id'];
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: `${INTERNAL_ERROR_MESSAGE} Request ID: ${id}` });
    expect(lines).toContainEqual(expect.objectContaining({ reqId: id, msg: 'request failed' }));
  });

  it('leaves the message of a refusal as the product words it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/users/current' });
    expect(response.json()).toEqual({ message: 'You are not signed in.' });
  });
});
