import {
  CSV_IMPORT_MAX_ROWS,
  csvRepeatedColumnMessage,
  csvTooManyRowsMessage,
  csvUnknownColumnMessage,
} from '@scheduler/shared-domain/csv-import';
import { duplicateKeyMessage } from '@scheduler/shared-domain/server-messages';
import { useApiTest } from '../../test/api-test';
import { addUser, bearer, signIn } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { toCsv } from './csv-writer';

const USER_COLUMNS = ['username', 'firstname', 'lastname', 'role', 'email', 'mobile'];
const userRow = (username: string) => ({
  username,
  firstname: 'Imported',
  lastname: 'Person',
  role: 'User',
  email: `${username.toLowerCase()}@example.org`,
  mobile: '',
});
const usersCsv = (usernames: readonly string[]) => toCsv(USER_COLUMNS, usernames.map(userRow));

/** What an import of users, venues or teams may cost the server: rows per file, and a preview that holds nothing. */
describe.each(testDatabaseEngines())('the limits of a CSV import on $name', (engine) => {
  const env = useApiTest(engine);
  let admin: { authorization: string };

  beforeEach(async () => {
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    admin = bearer((await signIn(env.app, 'chief')).token);
  });

  const importCsv = (kind: string, body: string, query = '') =>
    env.app.inject({
      method: 'POST',
      url: `/api/import/${kind}${query}`,
      headers: { ...admin, 'content-type': 'text/csv' },
      payload: body,
    });
  const written = async () => ({
    users: (await env.db.query('select id from users')).length,
    changes: (await env.db.query('select id from changes')).length,
    outbox: (await env.db.query('select id from outbox')).length,
    links: (await env.db.query('select token_hash from password_links')).length,
  });

  it(`refuses a file of users, venues or teams with more than ${CSV_IMPORT_MAX_ROWS} rows, before any row`, async () => {
    const names = Array.from({ length: CSV_IMPORT_MAX_ROWS + 1 }, (_, index) => `person_${index}`);
    const before = await written();
    for (const query of ['?preview=1', '']) {
      const refused = await importCsv('users', usersCsv(names), query);
      expect([refused.statusCode, refused.json()]).toEqual([
        400,
        { message: csvTooManyRowsMessage(CSV_IMPORT_MAX_ROWS + 1, 'users') },
      ]);
    }
    const venueColumns = ['_id', 'description', 'RG_contact', 'contact', 'website', 'calendar', 'address', 'town'];
    const venues = toCsv(
      [...venueColumns, 'location', 'iconimage', 'photoimage'],
      names.map((name) => ({ _id: name })),
    );
    expect((await importCsv('venues', venues, '?preview=1')).json()).toEqual({
      message: csvTooManyRowsMessage(CSV_IMPORT_MAX_ROWS + 1, 'venues'),
    });
    expect(await written()).toEqual(before);
  });

  it('repeats at most the first 40 characters of a column name from the file', async () => {
    const long = 'x'.repeat(5000);
    const unknown = await importCsv('venues', `_id,${long}\r\nLab,1\r\n`);
    const shown = `'${'x'.repeat(40)}…'`;
    expect(unknown.json().message).toMatch(
      new RegExp(`^The header names a column ${shown} this list does not have\\.`),
    );
    expect(unknown.json().message).not.toContain('x'.repeat(41));
    expect(csvUnknownColumnMessage(long, ['_id'])).toBe(
      `The header names a column ${shown} this list does not have. Its columns are: _id.`,
    );
    expect(csvRepeatedColumnMessage(long)).toBe(`The header names the column ${shown} twice.`);
  });

  it('previews users row by row as the import checks them, names taken earlier in the file included, and writes nothing', async () => {
    const file = usersCsv(['ada_l', 'bob', 'ADA_L', 'chief', 'Bad name!', 'Bob_2', 'bob_2']);
    const before = await written();
    const preview = await importCsv('users', file, '?preview=1');
    expect(preview.statusCode).toBe(200);
    expect(await written()).toEqual(before);
    const errors = [
      { row: 4, field: 'username', message: duplicateKeyMessage('users', 'ADA_L') },
      { row: 5, field: 'username', message: duplicateKeyMessage('users', 'chief') },
      { row: 6, field: 'username', message: expect.any(String) },
      { row: 8, field: 'username', message: duplicateKeyMessage('users', 'bob_2') },
    ];
    expect(preview.json()).toEqual({ rows: 7, errors });
    // The import itself finds the same.
    const imported = await importCsv('users', file);
    expect([imported.statusCode, imported.json().errors]).toEqual([400, errors]);
  });

  it('lets other requests through while it previews, as it holds no transaction over the whole file', async () => {
    const names = Array.from({ length: 120 }, (_, index) => `person_${index}`);
    const order: string[] = [];
    const preview = importCsv('users', usersCsv(names), '?preview=1').then((answer) => {
      order.push('preview');
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const read = await env.app.inject({ method: 'GET', url: '/api/venues', headers: admin });
    order.push('read');
    expect(read.statusCode).toBe(200);
    expect((await preview).json()).toEqual({ rows: 120, errors: [] });
    expect(order).toEqual(['read', 'preview']);
  }, 30_000);
});
