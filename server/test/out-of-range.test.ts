import { CHANGE_QUERY_MESSAGES } from '@scheduler/shared-domain/change-query';
import { useApiTest } from './api-test';
import { addUser, bearer, signIn } from './test-app';
import { testDatabaseEngines } from './test-databases';

/** Ids and days past what the database holds are a 400 naming the rule, never a 500 with a stack in the log. */
describe.each(testDatabaseEngines())('ids and days out of range on $name', (engine) => {
  const env = useApiTest(engine, { per: 'file' });
  let admin: { authorization: string };

  beforeAll(async () => {
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    admin = bearer((await signIn(env.app, 'chief')).token);
  });

  const get = (url: string) => env.app.inject({ method: 'GET', url, headers: admin });
  const errors = () => {
    const error = jest.spyOn(env.app.log, 'error');
    return () => error.mock.calls.length;
  };

  it.each([
    ['/api/mail/outbox?before=9999999999999999999'],
    ['/api/mail/outbox?before=99999999999999999999'],
    ['/api/mail/outbox/9999999999999999999'],
    ['/api/mail/outbox/99999999999999999999'],
  ])('answers 400 for the outbox at %s', async (url) => {
    const logged = errors();
    const response = await get(url);
    expect([response.statusCode, response.json()]).toEqual([400, { message: 'Message not found.' }]);
    expect(logged()).toBe(0);
  });

  it('still reads the largest id it takes', async () => {
    expect((await get('/api/mail/outbox?before=999999999999999999')).statusCode).toBe(200);
    expect((await get('/api/mail/outbox/999999999999999999')).statusCode).toBe(404);
  });

  it.each([
    ['from=0000-01-01', CHANGE_QUERY_MESSAGES.fromOutOfRange],
    ['from=9999-12-31', CHANGE_QUERY_MESSAGES.fromOutOfRange],
    ['to=9999-12-31', CHANGE_QUERY_MESSAGES.toOutOfRange],
    ['to=0001-01-01', CHANGE_QUERY_MESSAGES.toOutOfRange],
  ])('answers 400 for the activity with %s', async (query, message) => {
    const logged = errors();
    const response = await get(`/api/changes?${query}`);
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    expect(logged()).toBe(0);
  });

  it('reads the activity of the first and the last day it takes', async () => {
    expect((await get('/api/changes?from=1970-01-01&to=2999-12-31')).statusCode).toBe(200);
  });
});
