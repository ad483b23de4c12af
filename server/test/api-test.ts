import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Settings } from '../src/config';
import type { Database, Queryable } from '../src/db/database';
import { storeMeetingTimeZone } from '../src/meetings/meetings-repository';
import { buildTestApp, databaseSnapshot, TestClock } from './test-app';
import { DATABASE_HOOK_TIMEOUT_MS, deleteAllData, type TestDatabaseEngine } from './test-databases';

/** What an API test works with; read it inside hooks and tests, once `useApiTest`'s own hooks have set it. */
export interface ApiTest {
  readonly db: Database;
  readonly app: FastifyInstance;
  readonly clock: TestClock;
  /** Closes the app and builds another on the same database and clock, with these settings. */
  rebuildApp(settings: Partial<Settings>): Promise<FastifyInstance>;
}

export interface ApiTestOptions {
  /**
   * `test` (the default): every test starts from empty tables, with a new clock and a new app.
   * `file`: one app and one clock for the whole file, whose tests share their data.
   */
  per?: 'test' | 'file';
  settings?: Partial<Settings>;
}

/**
 * The hooks every API test needs, for one database engine: a migrated database for the file, and an app on it.
 * Call it first in a `describe.each(testDatabaseEngines())`, so its hooks run before the file's own.
 */
export function useApiTest(engine: TestDatabaseEngine, options: ApiTestOptions = {}): ApiTest {
  const { per = 'test', settings } = options;
  let db: Database | undefined;
  let app: FastifyInstance | undefined;
  let clock: TestClock | undefined;
  const isSet = <Value>(value: Value | undefined, name: string): Value => {
    if (value === undefined) throw new Error(`useApiTest: ${name} is read before its hook has set it.`);
    return value;
  };
  /** As the server starts: the meetings' dates follow the TIME_ZONE of the app. */
  const buildOn = async (appSettings: Partial<Settings> | undefined, appClock: TestClock) => {
    const built = await buildTestApp(isSet(db, 'db'), { clock: appClock, settings: appSettings });
    await storeMeetingTimeZone(isSet(db, 'db'), built.settings.timeZone);
    return built;
  };
  const startApp = async () => {
    clock = new TestClock();
    app = await buildOn(settings, clock);
  };

  beforeAll(async () => {
    db = await engine.openMigrated();
    if (per === 'file') await startApp();
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });
  if (per === 'test') {
    beforeEach(async () => {
      await deleteAllData(isSet(db, 'db'));
      await startApp();
    });
    afterEach(async () => {
      await app?.close();
      app = undefined;
    });
  }

  return {
    get db() {
      return isSet(db, 'db');
    },
    get app() {
      return isSet(app, 'app');
    },
    get clock() {
      return isSet(clock, 'clock');
    },
    rebuildApp: async (changedSettings) => {
      await app?.close();
      app = await buildOn({ ...settings, ...changedSettings }, isSet(clock, 'clock'));
      return app;
    },
  };
}

/** Sends a request that must be refused with this status and message, and shows that it changed nothing stored. */
export async function expectRefused(
  db: Queryable,
  send: () => Promise<LightMyRequestResponse>,
  statusCode: number,
  message: string,
): Promise<void> {
  const before = await databaseSnapshot(db);
  const response = await send();
  expect([response.statusCode, response.json()]).toEqual([statusCode, { message }]);
  expect(await databaseSnapshot(db)).toEqual(before);
}
