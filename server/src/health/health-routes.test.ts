import { useApiTest } from '../../test/api-test';
import { buildTestApp, TestClock } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { recordBackup } from '../backup/backup-runs-repository';
import { openPgliteDatabase } from '../db/pglite-database';
import { openPostgresDatabase } from '../db/postgres-database';

describe.each(testDatabaseEngines())('health on $name', (engine) => {
  const env = useApiTest(engine);
  const get = (url: string) => env.app.inject({ method: 'GET', url });

  it('answers /healthz 200 without a sign-in, and never cached', async () => {
    const response = await get('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers /readyz 200 when the database answers and holds every migration, with no version in it', async () => {
    const response = await get('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'ok', backupAgeSeconds: null });
  });

  it("gives the last good backup's age, whichever process made it", async () => {
    const finishedAt = new Date(env.clock.now() - 90 * 60_000);
    await recordBackup(env.db, { startedAt: finishedAt, finishedAt, file: '/backups/a.tar.gz', bytes: 1 });
    expect((await get('/readyz')).json()).toMatchObject({ status: 'ready', backupAgeSeconds: 5400 });
  });

  it('answers 503 naming the migrations when the database lacks one this server knows', async () => {
    const [newest] = await env.db.query<{ version: number; name: string; checksum: string }>(
      'select version, name, checksum from schema_migrations order by version desc limit 1',
    );
    await env.db.query('delete from schema_migrations where version = $1', [newest?.version]);
    try {
      const response = await get('/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not ready',
        failing: 'migrations',
        message: 'The migrations are not applied.',
      });
    } finally {
      await env.db.query('insert into schema_migrations (version, name, checksum) values ($1, $2, $3)', [
        newest?.version,
        newest?.name,
        newest?.checksum,
      ]);
    }
  });
});

describe('readiness of a database that does not answer', () => {
  it('answers 503 naming the database when PGlite is closed', async () => {
    const db = await openPgliteDatabase();
    const app = await buildTestApp(db, { clock: new TestClock() });
    await db.close();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    const alive = await app.inject({ method: 'GET', url: '/healthz' });
    await app.close();
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'not ready',
      failing: 'database',
      message: 'The database does not answer.',
    });
    expect(alive.statusCode).toBe(200);
  }, 60_000);

  it('answers 503 naming the database when PostgreSQL cannot be reached, and /healthz still 200', async () => {
    const db = openPostgresDatabase({ connectionString: 'postgres://nobody:pw@127.0.0.1:1/none' });
    const app = await buildTestApp(db);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    const alive = await app.inject({ method: 'GET', url: '/healthz' });
    await app.close();
    await db.close();
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not ready', failing: 'database' });
    expect(alive.statusCode).toBe(200);
  });
});
