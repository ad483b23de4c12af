import { SIGN_IN_FAILED_MESSAGE } from '@scheduler/shared-domain/messages';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, signIn } from '../../test/test-app';
import { DATABASE_HOOK_TIMEOUT_MS, testDatabaseEngines } from '../../test/test-databases';
import type { Database } from '../db/database';
import { createPasswords } from '../plugins/app/passwords';
import { DEMO_PASSWORD, loadDemoData } from './demo-data';

describe.each(testDatabaseEngines())('loadDemoData on $name', (engine) => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await engine.openMigrated();
    app = await buildTestApp(db);
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('adds 2 Admins, 4 Users and 3 Contacts once; Contacts have no password', async () => {
    expect(await loadDemoData(db, createPasswords())).toEqual({ users: 9 });
    expect(await loadDemoData(db, createPasswords())).toEqual({ users: 0 });

    const roles = await db.query<{ role: string; count: number; with_password: number }>(
      `select role, count(*)::int as count, count(password_hash)::int as with_password
         from users group by role order by role`,
    );
    expect(roles).toEqual([
      { role: 'Admin', count: 2, with_password: 2 },
      { role: 'Contact', count: 3, with_password: 0 },
      { role: 'User', count: 4, with_password: 4 },
    ]);
  });

  it('lets demo Admins and Users sign in with the demo password, and no Contact', async () => {
    const [admin] = await db.query<{ username: string }>(`select username from users where role = 'Admin' limit 1`);
    const [contact] = await db.query<{ username: string }>(`select username from users where role = 'Contact' limit 1`);

    await expect(signIn(app, admin?.username ?? '', DEMO_PASSWORD)).resolves.toHaveProperty('token');
    const refused = await app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { username: contact?.username, password: DEMO_PASSWORD },
    });
    expect(refused.json()).toEqual({ message: SIGN_IN_FAILED_MESSAGE });
  });
});
