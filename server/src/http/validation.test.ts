import { BROKEN_CHARACTER_MESSAGE, NUL_CHARACTER_MESSAGE } from '@scheduler/shared-domain/server-messages';
import Fastify from 'fastify';
import * as v from 'valibot';
import { userRecordSchema } from '../users/user-wire';
import errorHandlerPlugin from './error-handler';
import validationPlugin, { type ValibotTypeProvider } from './validation';

async function appWithRoutes() {
  const app = Fastify().withTypeProvider<ValibotTypeProvider>();
  await app.register(errorHandlerPlugin);
  await app.register(validationPlugin);
  // The same route in and out of the API, whose fields alone are refused a NUL character.
  for (const url of ['/echo/:code', '/api/echo/:code']) {
    app.post(
      url,
      {
        schema: {
          params: v.object({ code: v.pipe(v.string(), v.trim(), v.length(3, 'Code must have 3 characters.')) }),
          body: v.object({ name: v.pipe(v.string('Name is required.'), v.trim(), v.nonEmpty('Name is required.')) }),
        },
      },
      async (request) => ({ code: request.params.code, body: request.body }),
    );
  }
  app.get('/leaky', { schema: { response: { 200: userRecordSchema } } }, async () => ({
    _id: 'u1',
    username: 'ada',
    firstname: 'Ada',
    lastname: 'Lovelace',
    role: 'User' as const,
    email: '',
    mobile: '',
    inActive: false,
    createdDate: '2030-01-01T00:00:00.000Z',
    updatedDate: '2030-01-01T00:00:00.000Z',
    passwordHash: '$argon2id$v=19$secret',
  }));
  return app;
}

describe('valibot route schemas', () => {
  it('hand the handler the parsed output: trimmed, unknown keys dropped', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/echo/%20abc%20',
      payload: { name: '  Ada  ', isAdmin: true },
    });
    expect(response.json()).toEqual({ code: 'abc', body: { name: 'Ada' } });
  });

  it('answer 400 with the first failing rule, params before body', async () => {
    const app = await appWithRoutes();
    const badParams = await app.inject({ method: 'POST', url: '/echo/toolong', payload: { name: '' } });
    expect([badParams.statusCode, badParams.json()]).toEqual([400, { message: 'Code must have 3 characters.' }]);
    const badBody = await app.inject({ method: 'POST', url: '/echo/abc', payload: { name: '   ' } });
    expect([badBody.statusCode, badBody.json()]).toEqual([400, { message: 'Name is required.' }]);
  });

  it.each([
    ['a param', '/api/echo/a%00b', { name: 'Ada' }],
    ['a body field', '/api/echo/abc', { name: 'A\u0000da' }],
    ['a field the schema ignores, deep down', '/api/echo/abc', { name: 'Ada', extra: [[{ deep: ['\u0000'] }]] }],
    ['a key', '/api/echo/abc', { name: 'Ada', 'a\u0000': 1 }],
  ])(
    'answer 400 for a NUL character in %s of an API route, which the database could not store',
    async (_case, url, payload) => {
      const app = await appWithRoutes();
      const response = await app.inject({ method: 'POST', url, payload });
      expect([response.statusCode, response.json()]).toEqual([400, { message: NUL_CHARACTER_MESSAGE }]);
    },
  );

  it.each([
    ['a body field', { name: 'A\udc00da' }],
    ['a field the schema looks up, not checks', { name: 'Ada', extra: ['\u202e\ud800'] }],
  ])('answer 400 for half of a character in %s of an API route', async (_case, payload) => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'POST', url: '/api/echo/abc', payload });
    expect([response.statusCode, response.json()]).toEqual([400, { message: BROKEN_CHARACTER_MESSAGE }]);
  });

  it('leave a NUL character outside the API to the route', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'POST', url: '/echo/abc', payload: { name: 'A\u0000da' } });
    expect([response.statusCode, response.json()]).toEqual([200, { code: 'abc', body: { name: 'A\u0000da' } }]);
  });

  it('send only what the response schema names', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/leaky' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('passwordHash');
    expect(response.body).not.toContain('argon2');
  });

  it('refuse a route schema that is not valibot', async () => {
    const app = await appWithRoutes();
    app.post('/json-schema', { schema: { body: { type: 'object' } } }, async () => ({}));
    await expect(app.ready()).rejects.toThrow('route schemas must be valibot schemas');
  });
});
