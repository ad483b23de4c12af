import { FORBIDDEN_MESSAGE, NOT_SIGNED_IN_MESSAGE } from '@scheduler/shared-domain/messages';
import type { Role } from '@scheduler/shared-domain/roles';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { addUser, bearer, buildTestApp, signIn, unusedDatabase } from '../test/test-app';
import { DATABASE_HOOK_TIMEOUT_MS, testDatabaseEngines } from '../test/test-databases';
import type { Database } from './db/database';
import { PERMISSIONS, type Permission } from './permissions';

// No section has an Admin-only route yet; this test-only one makes the walk cover the 403 path too.
(PERMISSIONS as Record<string, Permission>)['GET /api/test-only/admins'] = ['Admin'];
const adminOnlyTestRoute = async (api: FastifyInstance) => {
  api.get('/test-only/admins', async () => ({ ok: true }));
};

const ROUTES = Object.entries(PERMISSIONS).map(([key, permission]) => {
  const [method = '', url = ''] = key.split(' ');
  return { method: method as HTTPMethods, url, permission };
});

/** A concrete path for a route pattern: every `:param` becomes a well-formed id that matches nothing. */
const concretePath = (url: string) => url.replaceAll(/:\w+/g, '00000000-0000-4000-8000-000000000000');

type Caller = 'signed out' | Role;

function expectedStatus(permission: Permission, caller: Caller): 'allowed' | 401 | 403 {
  if (permission === 'public') return 'allowed';
  if (caller === 'signed out') return 401;
  return permission.includes(caller) ? 'allowed' : 403;
}

describe.each(testDatabaseEngines())('the permission table on $name', (engine) => {
  let db: Database;
  let app: FastifyInstance;
  const tokens: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    db = await engine.openMigrated();
    app = await buildTestApp(db);
    await app.register(adminOnlyTestRoute, { prefix: '/api' });
    await addUser(app, { username: 'plain', role: 'User' });
    await addUser(app, { username: 'chief', role: 'Admin' });
    tokens.User = (await signIn(app, 'plain')).token;
    tokens.Admin = (await signIn(app, 'chief')).token;
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('is enforced for every route and every caller', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const route of ROUTES) {
      for (const caller of ['signed out', 'User', 'Admin'] as const) {
        const token = tokens[caller as Role];
        const response = await app.inject({
          method: route.method,
          url: concretePath(route.url),
          headers: token ? bearer(token) : {},
        });
        const outcome = response.statusCode === 401 || response.statusCode === 403 ? response.statusCode : 'allowed';
        outcomes.push(`${route.method} ${route.url} as ${caller}: ${outcome}`);
        expected.push(`${route.method} ${route.url} as ${caller}: ${expectedStatus(route.permission, caller)}`);
        if (outcome === 401) expect(response.json()).toEqual({ message: NOT_SIGNED_IN_MESSAGE });
        if (outcome === 403) expect(response.json()).toEqual({ message: FORBIDDEN_MESSAGE });
      }
    }
    expect(outcomes).toEqual(expected);
  });

  it('names only routes that exist', () => {
    const missing = ROUTES.filter((route) => !app.hasRoute({ method: route.method, url: route.url }));
    expect(missing).toEqual([]);
  });
});

describe('a route without a permission entry', () => {
  it('stops the server from starting', async () => {
    const app = await buildTestApp(unusedDatabase);
    const forgottenRoutes = async (api: FastifyInstance) => {
      api.get('/forgotten', async () => ({ secret: true }));
    };
    await expect(app.register(forgottenRoutes, { prefix: '/api' })).rejects.toThrow(
      'Route GET /api/forgotten has no entry in server/src/permissions.ts',
    );
  });
});
