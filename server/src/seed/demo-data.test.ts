import { SIGN_IN_FAILED_MESSAGE } from '@scheduler/shared-domain/messages';
import { validateInOrder } from '@scheduler/shared-domain/validation';
import { venueSchemas } from '@scheduler/shared-domain/venue-schema';
import { useApiTest } from '../../test/api-test';
import { bearer, signIn } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { createPasswords } from '../plugins/app/passwords';
import { DEMO_PASSWORD, loadDemoData } from './demo-data';

describe.each(testDatabaseEngines())('loadDemoData on $name', (engine) => {
  const env = useApiTest(engine, { per: 'file' });

  it('adds 2 Admins, 4 Users and 3 Contacts, and 4 venues, once; Contacts have no password', async () => {
    expect(await loadDemoData(env.db, createPasswords())).toEqual({ users: 9, venues: 4 });
    expect(await loadDemoData(env.db, createPasswords())).toEqual({ users: 0, venues: 0 });

    const roles = await env.db.query<{ role: string; count: number; with_password: number }>(
      `select role, count(*)::int as count, count(password_hash)::int as with_password
         from users group by role order by role`,
    );
    expect(roles).toEqual([
      { role: 'Admin', count: 2, with_password: 2 },
      { role: 'Contact', count: 3, with_password: 0 },
      { role: 'User', count: 4, with_password: 4 },
    ]);
  });

  it('adds venues that pass the venue form rules, with contacts of the right roles, as the API lists them', async () => {
    const { token } = await signIn(env.app, 'jsmith', DEMO_PASSWORD);
    const venues = (await env.app.inject({ method: 'GET', url: '/api/venues', headers: bearer(token) })).json<
      Record<string, string>[]
    >();
    const { addVenueSchema } = venueSchemas(env.app.settings.groupAbbreviation);
    const roleOf = async (username: string) =>
      (await env.db.query<{ role: string }>('select role from users where username = $1', [username]))[0]?.role;

    expect(venues.map((venue) => venue._id)).toEqual([
      'Annex Seminar Room',
      'Lakeside Field Station',
      'Library Room 2.14',
      'Main Hall',
    ]);
    for (const venue of venues) {
      expect([venue._id, validateInOrder(addVenueSchema, venue)]).toEqual([
        venue._id,
        expect.objectContaining({ ok: true }),
      ]);
      expect([venue._id, await roleOf(venue.RG_contact ?? '')]).toEqual([
        venue._id,
        expect.stringMatching(/^(Admin|User)$/),
      ]);
      if (venue.contact) expect([venue._id, await roleOf(venue.contact)]).toEqual([venue._id, 'Contact']);
    }
    expect(venues.filter((venue) => venue.contact).length).toBe(3);
  });

  it('lets demo Admins and Users sign in with the demo password, and no Contact', async () => {
    const [admin] = await env.db.query<{ username: string }>(`select username from users where role = 'Admin' limit 1`);
    const [contact] = await env.db.query<{ username: string }>(
      `select username from users where role = 'Contact' limit 1`,
    );

    await expect(signIn(env.app, admin?.username ?? '', DEMO_PASSWORD)).resolves.toHaveProperty('token');
    const refused = await env.app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { username: contact?.username, password: DEMO_PASSWORD },
    });
    expect(refused.json()).toEqual({ message: SIGN_IN_FAILED_MESSAGE });
  });
});
