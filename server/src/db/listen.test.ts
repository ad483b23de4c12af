import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { DATABASE_HOOK_TIMEOUT_MS, testDatabaseEngines } from '../../test/test-databases';
import type { Database } from './database';

/** Resolves at the next call of the callback it hands out, or fails after a while. */
function nextCall(timeoutMs = 5000) {
  let called = 0;
  let waiting: (() => void) | undefined;
  return {
    callback: () => {
      called += 1;
      waiting?.();
    },
    get count() {
      return called;
    },
    next: () =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no notice arrived')), timeoutMs);
        waiting = () => {
          clearTimeout(timer);
          waiting = undefined;
          resolve();
        };
      }),
  };
}

describe.each(testDatabaseEngines())('listen on $name', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await engine.openMigrated();
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(() => db.close());

  it('calls back for a notice committed by a statement or a transaction, until it stops listening', async () => {
    const notices = nextCall();
    const stop = await db.listen('listen_test', notices.callback);
    const first = notices.next();
    await db.query(`select pg_notify('listen_test', '')`);
    await first;
    const second = notices.next();
    await db.transaction(async (tx) => {
      await tx.query(`select pg_notify('listen_test', '')`);
    });
    await second;

    await stop();
    await db.query(`select pg_notify('listen_test', '')`);
    // A notice another listener receives arrived at this one too, had it still listened.
    const other = nextCall();
    const stopOther = await db.listen('listen_test', other.callback);
    const arrived = other.next();
    await db.query(`select pg_notify('listen_test', '')`);
    await arrived;
    await stopOther();
    expect(notices.count).toBe(2);
  });
});

// Only a server's listener has a connection to lose.
const postgres = testDatabaseEngines().filter((engine) => engine.name === 'postgres');
if (postgres.length > 0) {
  describe.each(postgres)('listen on $name after its connection drops', (engine) => {
    let db: Database;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    beforeAll(async () => {
      db = await engine.openMigrated();
      await admin.connect();
    }, DATABASE_HOOK_TIMEOUT_MS);
    afterAll(async () => {
      await admin.end();
      await db.close();
    });

    it('listens again, and calls back once for the notices it may have missed', async () => {
      // A channel of this test alone names its listening connection among those of tests running at the same time.
      const channel = `dropped_${randomUUID().replaceAll('-', '')}`;
      const notices = nextCall();
      await db.listen(channel, notices.callback);
      const reconnected = notices.next();
      const killed = await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where query = $1`, [
        `listen "${channel}"`,
      ]);
      expect(killed.rowCount).toBe(1);
      await reconnected;
      expect(notices.count).toBe(1);

      const notified = notices.next();
      await admin.query(`select pg_notify($1, '')`, [channel]);
      await notified;
      expect(notices.count).toBe(2);
    });
  });
}
