import serverPackage from '../../package.json';
import { useApiTest } from '../../test/api-test';
import { addUser, bearer, signIn } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { listMigrations } from '../db/migrations';
import { MIGRATIONS_DIR } from '../paths';
import { shortDatabaseVersion } from './system-repository';

describe('shortDatabaseVersion', () => {
  it.each([
    [
      'PostgreSQL 18.6 (PGlite 0.5.16) on wasm32-unknown-emscripten, compiled by emcc 6.0.13, 32-bit',
      'PostgreSQL 18.6 (PGlite 0.5.16)',
    ],
    [
      'PostgreSQL 15.18 (Debian 15.18-0+deb12u1) on x86_64-pc-linux-gnu, compiled by gcc 12.2.0, 64-bit',
      'PostgreSQL 15.18',
    ],
    ['PostgreSQL 17beta1 on aarch64-apple-darwin', 'PostgreSQL 17beta1'],
  ])('shortens %s', (full, short) => {
    expect(shortDatabaseVersion(full)).toBe(short);
  });
});

describe.each(testDatabaseEngines())('GET /api/system/versions on $name', (engine) => {
  const env = useApiTest(engine);

  it('answers the database engine, the schema and the backend version, all read at run time', async () => {
    await addUser(env.app, { username: 'ada' });
    const { token } = await signIn(env.app, 'ada');

    const response = await env.app.inject({ method: 'GET', url: '/api/system/versions', headers: bearer(token) });

    expect(response.statusCode).toBe(200);
    const expectedDatabase = engine.name === 'pglite' ? /^PostgreSQL [\d.]+ \(PGlite [\d.]+\)$/ : /^PostgreSQL [\d.]+$/;
    expect(response.json()).toEqual({
      database: expect.stringMatching(expectedDatabase),
      schema: String((await listMigrations(MIGRATIONS_DIR)).at(-1)?.version),
      backend: serverPackage.version,
    });
  });
});
