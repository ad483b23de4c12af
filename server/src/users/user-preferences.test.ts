import { DEFAULT_MAIL_PREFERENCES } from '@scheduler/shared-domain/mail-preferences';
import { useApiTest } from '../../test/api-test';
import {
  addUser,
  bearer,
  databaseSnapshot,
  type SignedIn,
  signIn,
  storedUsers,
  TEST_PASSWORD,
} from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';

/** 'Email me invitations and changes' and the reminder choice: each user's own, an Admin only reads them. */
describe.each(testDatabaseEngines())('mail preferences on $name', (engine) => {
  const env = useApiTest(engine);
  let chief: SignedIn;
  let plain: SignedIn;

  beforeEach(async () => {
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    await addUser(env.app, { username: 'plain' });
    [chief, plain] = await Promise.all([signIn(env.app, 'chief'), signIn(env.app, 'plain')]);
  });

  const read = (caller: SignedIn, userId: string) =>
    env.app.inject({ method: 'GET', url: `/api/users/preferences/${userId}`, headers: bearer(caller.token) });
  const save = (caller: SignedIn, payload: object) =>
    env.app.inject({ method: 'POST', url: '/api/users/preferences', headers: bearer(caller.token), payload });
  const changeEntries = async () =>
    env.db.query<{ actor: string; action: string; record_id: string; fields: unknown }>(
      'select actor, action, record_id, fields from changes order by id',
    );

  it('starts with mail on and a reminder an hour before', async () => {
    const response = await read(plain, plain.userId);
    expect([response.statusCode, response.json()]).toEqual([200, DEFAULT_MAIL_PREFERENCES]);
  });

  it('saves a user’s own choice, records what changed, and leaves the record’s updatedDate', async () => {
    const before = await storedUsers(env.app).findById(plain.userId);
    env.clock.advanceMinutes(1);
    const saved = await save(plain, { mailChanges: false, reminder: '1d' });
    expect([saved.statusCode, saved.json()]).toEqual([200, { mailChanges: false, reminder: '1d', language: null }]);
    expect((await read(plain, plain.userId)).json()).toEqual({ mailChanges: false, reminder: '1d', language: null });
    expect((await storedUsers(env.app).findById(plain.userId))?.updatedDate).toEqual(before?.updatedDate);
    expect((await changeEntries()).at(-1)).toEqual({
      actor: 'plain',
      action: 'update',
      record_id: plain.userId,
      fields: { mailChanges: { old: true, new: false }, reminder: { old: '1h', new: '1d' } },
    });
  });

  it('lets an Admin read a user’s choice but changes only the Admin’s own when it saves', async () => {
    await save(plain, { mailChanges: false, reminder: 'none' });
    const shown = await read(chief, plain.userId);
    expect([shown.statusCode, shown.json()]).toEqual([200, { mailChanges: false, reminder: 'none', language: null }]);

    const saved = await save(chief, { _id: plain.userId, mailChanges: true, reminder: '10m' });
    expect(saved.statusCode).toBe(200);
    expect((await read(chief, plain.userId)).json()).toEqual({ mailChanges: false, reminder: 'none', language: null });
    expect((await read(chief, chief.userId)).json()).toEqual({ mailChanges: true, reminder: '10m', language: null });
  });

  it('keeps a chosen language while a body leaves it out, and forgets it when told null', async () => {
    const chosen = await save(plain, { mailChanges: true, reminder: '1h', language: 'pl' });
    expect([chosen.statusCode, chosen.json()]).toEqual([200, { mailChanges: true, reminder: '1h', language: 'pl' }]);
    expect((await changeEntries()).at(-1)?.fields).toEqual({ language: { old: null, new: 'pl' } });

    await save(plain, { mailChanges: false, reminder: '1h' });
    expect((await read(plain, plain.userId)).json()).toEqual({ mailChanges: false, reminder: '1h', language: 'pl' });

    await save(plain, { mailChanges: false, reminder: '1h', language: null });
    expect((await read(plain, plain.userId)).json()).toEqual({ mailChanges: false, reminder: '1h', language: null });
  });

  it('notes the language the browser asks for at each sign-in, for mail until the user chooses one', async () => {
    const signInAsking = (acceptLanguage: string) =>
      env.app.inject({
        method: 'POST',
        url: '/api/users/authenticate',
        headers: { 'accept-language': acceptLanguage },
        payload: { username: 'plain', password: TEST_PASSWORD },
      });
    expect((await signInAsking('de-CH, de;q=0.9, en;q=0.5')).statusCode).toBe(200);
    expect((await storedUsers(env.app).findById(plain.userId))?.browserLanguage).toBe('de');
    expect((await signInAsking('fr')).statusCode).toBe(200);
    const user = await storedUsers(env.app).findById(plain.userId);
    expect([user?.browserLanguage, user?.mailPreferences.language]).toEqual(['fr', null]);
  });

  it('hands the chosen language to each sign-in, for the screens to speak it, and none before a choice', async () => {
    const signInAgain = () =>
      env.app.inject({
        method: 'POST',
        url: '/api/users/authenticate',
        payload: { username: 'plain', password: TEST_PASSWORD },
      });
    expect((await signInAgain()).json()).not.toHaveProperty('language');
    await save(plain, { mailChanges: true, reminder: '1h', language: 'fr' });
    expect((await signInAgain()).json()).toMatchObject({ username: 'plain', language: 'fr' });
  });

  it('refuses a User another user’s choice with 403', async () => {
    expect((await read(plain, chief.userId)).statusCode).toBe(403);
  });

  it.each([
    ['an unknown reminder', { mailChanges: true, reminder: '2h' }],
    ['no mail choice', { reminder: '1h' }],
    ['a language the product lacks', { mailChanges: true, reminder: '1h', language: 'ja' }],
  ])('refuses %s with 400, writing nothing', async (_case, payload) => {
    const before = await databaseSnapshot(env.db);
    expect((await save(plain, payload)).statusCode).toBe(400);
    expect(await databaseSnapshot(env.db)).toEqual(before);
  });
});
