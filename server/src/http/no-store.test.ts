import type { InjectOptions } from 'fastify';
import { useApiTest } from '../../test/api-test';
import { addUser, bearer, signIn } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';

describe.each(testDatabaseEngines())('Cache-Control of the API on $name', (engine) => {
  const env = useApiTest(engine, { per: 'file' });
  let token = '';
  beforeAll(async () => {
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    token = (await signIn(env.app, 'chief')).token;
  });

  const signedIn = (request: InjectOptions): InjectOptions => ({ ...request, headers: bearer(token) });
  const answers: [string, () => InjectOptions, number][] = [
    [
      'a sign-in, with its token',
      () => ({
        method: 'POST',
        url: '/api/users/authenticate',
        payload: { username: 'chief', password: 'correct horse battery' },
      }),
      200,
    ],
    ['the users, with their personal data', () => signedIn({ method: 'GET', url: '/api/users' }), 200],
    ['the meetings', () => signedIn({ method: 'GET', url: '/api/meetings' }), 200],
    ['the versions', () => signedIn({ method: 'GET', url: '/api/system/versions' }), 200],
    ['a signed-out call', () => ({ method: 'GET', url: '/api/users' }), 401],
    ['an unknown API path', () => signedIn({ method: 'GET', url: '/api/nothing' }), 404],
    ['a missing meeting', () => signedIn({ method: 'GET', url: '/api/meetings/edit/none' }), 404],
    ['a body that fails its schema', () => signedIn({ method: 'POST', url: '/api/venues/add', payload: {} }), 400],
    [
      'a failed sign-in',
      () => ({ method: 'POST', url: '/api/users/authenticate', payload: { username: 'chief', password: 'wrong' } }),
      401,
    ],
    ['a malformed URL', () => ({ method: 'GET', url: '/api/users/%FF' }), 400],
  ];

  it.each(answers)('is no-store on %s', async (_case, request, statusCode) => {
    const response = await env.app.inject(request());

    expect([response.statusCode, response.headers['cache-control']]).toEqual([statusCode, 'no-store']);
  });
});
