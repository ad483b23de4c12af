import { FORBIDDEN_MESSAGE } from '@scheduler/shared-domain/server-messages';
import { USER_GUARD_RAIL_MESSAGES } from '@scheduler/shared-domain/user-guard-rails';
import { USER_MESSAGES } from '@scheduler/shared-domain/user-schema';
import { useApiTest } from '../../test/api-test';
import { addUser, bearer, expectNoSecrets, signIn, type TestUser, USER_RECORD_KEYS } from '../../test/test-app';
import { DATABASE_HOOK_TIMEOUT_MS, testDatabaseEngines } from '../../test/test-databases';

const SUMMARY_KEYS = ['_id', 'firstname', 'inActive', 'lastname', 'role', 'username'];

/** Added in an order that is none of the expected ones; names differ in case and punctuation on purpose. */
const PEOPLE: TestUser[] = [
  { username: 'zed', firstname: 'Zed', lastname: 'Adams', role: 'User' },
  { username: 'okeefe', firstname: 'Siobhan', lastname: "O'Keefe", role: 'Admin' },
  { username: 'contact_b', firstname: 'Bernd', lastname: 'muller', role: 'Contact' },
  { username: 'amy', firstname: 'amy', lastname: 'Brown', role: 'User', inActive: true },
  { username: 'contact_a', firstname: 'Anna', lastname: 'Kowalski', role: 'Contact' },
  { username: 'bob', firstname: 'Bob', lastname: 'Brown', role: 'Admin' },
  { username: 'oak', firstname: 'Olive', lastname: 'Oak', role: 'User' },
  { username: 'contact_c', firstname: 'Carl', lastname: 'Adams', role: 'Contact' },
];

describe.each(testDatabaseEngines())('reading users on $name', (engine) => {
  const env = useApiTest(engine, { per: 'file' });
  const ids: Record<string, string> = {};
  let adminToken: string;
  let userToken: string;

  beforeAll(async () => {
    for (const person of PEOPLE) ids[person.username] = await addUser(env.app, person);
    adminToken = (await signIn(env.app, 'bob')).token;
    userToken = (await signIn(env.app, 'zed')).token;
  }, DATABASE_HOOK_TIMEOUT_MS);

  const get = (url: string, token = userToken) => env.app.inject({ method: 'GET', url, headers: bearer(token) });
  const usernames = (body: Array<{ username: string }>) => body.map((user) => user.username);

  describe('GET /api/users', () => {
    it('answers every user record, Contacts and inactive users too, by last name then first name', async () => {
      const response = await get('/api/users');

      expect(response.statusCode).toBe(200);
      const body = response.json();
      // Adams (Carl, Zed), Brown (amy, Bob), Kowalski, muller, O'Keefe, Oak: case ignored, "'" before letters.
      expect(usernames(body)).toEqual(['contact_c', 'zed', 'amy', 'bob', 'contact_a', 'contact_b', 'okeefe', 'oak']);
      for (const user of body) expect(Object.keys(user).sort()).toEqual(USER_RECORD_KEYS);
      expect(body.find((user: { username: string }) => user.username === 'amy')).toMatchObject({
        _id: ids.amy,
        firstname: 'amy',
        lastname: 'Brown',
        role: 'User',
        inActive: true,
        email: 'amy@example.org',
      });
      expectNoSecrets(response.body);
    });
  });

  describe('GET /api/users/list', () => {
    it('answers everyone but Contacts, with the fields a picker needs, by last name then first name', async () => {
      const response = await get('/api/users/list');

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(usernames(body)).toEqual(['zed', 'amy', 'bob', 'okeefe', 'oak']);
      expect(body[2]).toEqual({
        _id: ids.bob,
        username: 'bob',
        firstname: 'Bob',
        lastname: 'Brown',
        role: 'Admin',
        inActive: false,
      });
      for (const user of body) expect(Object.keys(user).sort()).toEqual(SUMMARY_KEYS);
      expectNoSecrets(response.body);
    });
  });

  describe('GET /api/users/contacts', () => {
    it('answers Contacts only, with the same fields and order', async () => {
      const response = await get('/api/users/contacts');

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(usernames(body)).toEqual(['contact_c', 'contact_a', 'contact_b']);
      expect(body.every((user: { role: string }) => user.role === 'Contact')).toBe(true);
      for (const user of body) expect(Object.keys(user).sort()).toEqual(SUMMARY_KEYS);
    });
  });

  describe('GET /api/users/edit/:id', () => {
    it('answers any user record to an Admin', async () => {
      const response = await get(`/api/users/edit/${ids.contact_a}`, adminToken);

      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json()).sort()).toEqual(USER_RECORD_KEYS);
      expect(response.json()).toMatchObject({ _id: ids.contact_a, username: 'contact_a', role: 'Contact' });
      expectNoSecrets(response.body);
    });

    it('answers a User its own record, and refuses it anyone else', async () => {
      const own = await get(`/api/users/edit/${ids.zed}`);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ _id: ids.zed, username: 'zed' });
      expectNoSecrets(own.body);

      const other = await get(`/api/users/edit/${ids.bob}`);
      expect([other.statusCode, other.json()]).toEqual([403, { message: FORBIDDEN_MESSAGE }]);
    });

    it('answers 404 for a user that does not exist', async () => {
      const response = await get('/api/users/edit/00000000-0000-4000-8000-000000000000', adminToken);
      expect([response.statusCode, response.json()]).toEqual([404, { message: USER_GUARD_RAIL_MESSAGES.userNotFound }]);
    });

    it('answers 400 for a malformed id', async () => {
      const response = await get('/api/users/edit/jsmith', adminToken);
      expect([response.statusCode, response.json()]).toEqual([400, { message: USER_MESSAGES.userIdInvalid }]);
    });
  });
});
