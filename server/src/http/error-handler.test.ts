import {
  BODY_TOO_LARGE_MESSAGE,
  DATABASE_UNAVAILABLE_MESSAGE,
  INTERNAL_ERROR_MESSAGE,
  INVALID_JSON_MESSAGE,
  UNSUPPORTED_MEDIA_TYPE_MESSAGE,
} from '@scheduler/shared-domain/server-messages';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, unusedDatabase } from '../../test/test-app';
import { type Database, DatabaseUnavailableError } from '../db/database';
import { openPgliteDatabase } from '../db/pglite-database';
import { openPostgresDatabase } from '../db/postgres-database';

const authenticate = (app: FastifyInstance, payload: string, contentType = 'application/json') =>
  app.inject({ method: 'POST', url: '/api/users/authenticate', payload, headers: { 'content-type': contentType } });

describe('request errors', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(unusedDatabase);
    // Not under /api, so it needs no permission entry: a handler that fails the way a bug would.
    app.get('/test-only/crash', async () => {
      throw new Error('secret detail at /srv/app/src/file.ts:12');
    });
  });
  afterAll(() => app.close());

  it.each([
    ['malformed JSON', () => authenticate(app, '{"username": '), 400, INVALID_JSON_MESSAGE],
    ['an empty JSON body', () => authenticate(app, ''), 400, INVALID_JSON_MESSAGE],
    [
      'a body that is not JSON',
      () => authenticate(app, 'username=ada', 'text/plain'),
      415,
      UNSUPPORTED_MEDIA_TYPE_MESSAGE,
    ],
    [
      'a body over the limit',
      () => authenticate(app, JSON.stringify({ username: 'x'.repeat(70_000) })),
      413,
      BODY_TOO_LARGE_MESSAGE,
    ],
  ])('answers %s with {message}', async (_case, send, statusCode, message) => {
    const response = await send();
    expect(response.statusCode).toBe(statusCode);
    expect(response.json()).toEqual({ message });
  });

  it('hides what went wrong in a 5xx, naming the request for the person to quote', async () => {
    const response = await app.inject({ method: 'GET', url: '/test-only/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: `${INTERNAL_ERROR_MESSAGE} Request ID: ${response.headers['x-request-id']}`,
    });
  });
});

describe('an unavailable database', () => {
  const signInAttempt = async (db: Database) => {
    const app = await buildTestApp(db);
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { username: 'ada', password: 'pw' },
    });
    await app.close();
    return response;
  };

  it('answers 503 when PostgreSQL cannot be reached', async () => {
    const db = openPostgresDatabase({
      connectionString: 'postgres://nobody:pw@127.0.0.1:1/none',
      connectionTimeoutMillis: 2000,
    });
    const response = await signInAttempt(db);
    await db.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
  });

  it('answers 503 when PGlite is closed', async () => {
    const db = await openPgliteDatabase();
    await db.close();
    await expect(db.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    const response = await signInAttempt(db);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
  }, 60_000);
});
