import type { ChangeEntry } from '@scheduler/shared-domain/change';
import {
  BAD_CHANGE_CURSOR_MESSAGE,
  NOT_SIGNED_IN_MESSAGE,
  SESSION_ENDED_MESSAGE,
} from '@scheduler/shared-domain/server-messages';
import type { FastifyInstance } from 'fastify';
import { insertChange, type OpenedStream, openChangeStream, type TestChange } from '../../test/change-stream-test';
import { addUser, bearer, buildTestApp, type SignedIn, signIn, TestClock } from '../../test/test-app';
import { DATABASE_HOOK_TIMEOUT_MS, deleteAllData, testDatabaseEngines } from '../../test/test-databases';
import type { Database } from '../db/database';
import type { ChangeStreamTimings } from './changes-stream';

/** Quiet by default: a test that waits for a heartbeat or an expiry shortens them. */
const SLOW: ChangeStreamTimings = { heartbeatMs: 60_000, pollMs: 60_000 };

describe.each(testDatabaseEngines())('the change stream on $name', (engine) => {
  let db: Database;
  let app: FastifyInstance;
  let clock: TestClock;
  let baseUrl: string;
  let admin: SignedIn;
  let user: SignedIn;
  const opened: OpenedStream[] = [];

  const start = async (timings: ChangeStreamTimings = SLOW) => {
    await app?.close();
    app = await buildTestApp(db, { clock, changeStreamTimings: timings });
    baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  };
  const open = async (token?: string, lastEventId?: string) => {
    const stream = await openChangeStream(baseUrl, token, lastEventId);
    opened.push(stream);
    return stream;
  };

  beforeAll(async () => {
    db = await engine.openMigrated();
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(() => db.close());
  beforeEach(async () => {
    await deleteAllData(db);
    await db.query('delete from changes');
    clock = new TestClock();
    await start();
    await addUser(app, { username: 'chief', role: 'Admin' });
    await addUser(app, { username: 'plain', role: 'User' });
    admin = await signIn(app, 'chief');
    user = await signIn(app, 'plain');
  });
  afterEach(async () => {
    for (const stream of opened.splice(0)) stream.close();
    await app.close();
  });

  it('sends each entry committed after it opened, as an event with its cursor, and none from before', async () => {
    await insertChange(db, { recordId: 'Before' });
    const stream = await open(admin.token);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['content-encoding']).toBeUndefined();

    const id = await insertChange(db, {
      action: 'create',
      kind: 'meeting',
      recordId: 'Meeting 1',
      batchId: '5f0c3c1e-8a53-4c1a-9a53-1b8f2a0c8d11',
      fields: { comments: { new: 'Agenda' } },
    });
    const [row] = await db.query<{ tx: string }>('select tx::text from changes where id = $1', [id]);
    const event = await stream.nextChange();
    expect(event.cursor).toBe(`${row?.tx}.${id}`);
    expect(event.entry).toEqual<ChangeEntry>({
      id,
      at: '2026-11-22T09:00:00.000Z',
      actor: 'chief',
      action: 'create',
      kind: 'meeting',
      recordId: 'Meeting 1',
      batchId: '5f0c3c1e-8a53-4c1a-9a53-1b8f2a0c8d11',
      fields: { comments: { new: 'Agenda' } },
    });
    await stream.expectQuiet(100);
  });

  it('sends a User meetings, teams, venues, the list fields of users, and its own security events only', async () => {
    const adminStream = await open(admin.token);
    const userStream = await open(user.token);
    const entries: TestChange[] = [
      { kind: 'venue', recordId: 'Hall' },
      { kind: 'team', recordId: 'Team' },
      { kind: 'meeting', recordId: 'Meeting' },
      {
        kind: 'user',
        action: 'update',
        recordId: admin.userId,
        fields: { firstname: { old: 'A', new: 'B' }, password: { secret: true } },
      },
      // Nothing the user list shows changed: nothing for a User.
      { kind: 'user', action: 'update', recordId: admin.userId, fields: { password: { secret: true } } },
      { kind: 'user', action: 'sign-in', recordId: admin.userId },
      { kind: 'user', action: 'password-change', recordId: user.userId, fields: { password: { secret: true } } },
      { kind: 'user', action: 'role-change', recordId: admin.userId, fields: { role: { old: 'User', new: 'Admin' } } },
    ];
    await db.transaction(async (tx) => {
      for (const entry of entries) await insertChange(tx, entry);
    });

    const adminSaw = [];
    for (const _entry of entries) adminSaw.push(await adminStream.nextChange());
    expect(adminSaw.map(({ entry }) => [entry.kind, entry.action, entry.recordId, entry.fields])).toEqual(
      entries.map((entry) => [entry.kind, entry.action ?? 'update', entry.recordId, entry.fields ?? {}]),
    );
    const userSaw = [];
    for (let seen = 0; seen < 5; seen++) userSaw.push((await userStream.nextChange()).entry);
    expect(userSaw.map((entry) => [entry.kind, entry.action, entry.recordId, entry.fields])).toEqual([
      ['venue', 'update', 'Hall', {}],
      ['team', 'update', 'Team', {}],
      ['meeting', 'update', 'Meeting', {}],
      ['user', 'update', admin.userId, { firstname: { old: 'A', new: 'B' } }],
      ['user', 'password-change', user.userId, { password: { secret: true } }],
    ]);
    await userStream.expectQuiet(100);
  });

  it('sends, after the Last-Event-ID it is given, every entry the client missed, then the new ones', async () => {
    // Ids that change their number of digits: in order as numbers, not as text.
    await db.query('alter table changes alter column id restart with 98');
    const first = await open(admin.token);
    await insertChange(db, { recordId: 'One' });
    const one = await first.nextChange();
    first.close();
    await insertChange(db, { recordId: 'Two' });
    await insertChange(db, { recordId: 'Three' });

    const resumed = await open(admin.token, one.cursor);
    expect((await resumed.nextChange()).entry.recordId).toBe('Two');
    expect((await resumed.nextChange()).entry.recordId).toBe('Three');
    await insertChange(db, { recordId: 'Four' });
    expect((await resumed.nextChange()).entry.recordId).toBe('Four');
    await resumed.expectQuiet(100);
  });

  it('tells a stream opened from now where it starts, so a reconnect before any entry misses none', async () => {
    const first = await open(admin.token);
    expect(first.start).toMatch(/^\d+\.\d+$/);
    first.close();
    await insertChange(db, { recordId: 'While away' });

    const resumed = await open(admin.token, first.start);
    expect((await resumed.nextChange()).entry.recordId).toBe('While away');
  });

  it('reads the record once for all its streams, however many are open', async () => {
    const streams = await Promise.all(Array.from({ length: 5 }, () => open(user.token)));
    const reads: string[] = [];
    const query = db.query;
    db.query = (sql, ...rest) => {
      if (sql.includes('from changes')) reads.push(sql);
      return query(sql, ...rest);
    };
    try {
      await insertChange(db, { recordId: 'Hall' });
      for (const stream of streams) expect((await stream.nextChange()).entry.recordId).toBe('Hall');
    } finally {
      db.query = query;
    }
    expect(reads.length).toBeLessThanOrEqual(2);
  });

  it('cuts off a client that reads nothing while a megabyte waits for it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/changes/stream',
      headers: bearer(admin.token),
      payloadAsStream: true,
    });
    const unread = response.stream();
    const description = { new: 'x'.repeat(50_000) };
    for (let sent = 0; sent < 30 && !unread.destroyed; sent++) {
      await insertChange(db, { recordId: `Large ${sent}`, fields: { description } });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(unread.destroyed).toBe(true);
  });

  it('sends a heartbeat comment at each interval', async () => {
    await start({ heartbeatMs: 50, pollMs: 60_000 });
    const stream = await open(admin.token);
    expect(await stream.nextBlock(2000)).toEqual({ comment: 'heartbeat' });
    expect(await stream.nextBlock(2000)).toEqual({ comment: 'heartbeat' });
  });

  it('ends when its session is signed out, and refuses the token then', async () => {
    const stream = await open(user.token);
    const other = await open(admin.token);
    const signOut = await app.inject({
      method: 'GET',
      url: `/api/users/logout/${user.sessionId}`,
      headers: bearer(user.token),
    });
    expect(signOut.statusCode).toBe(200);
    // Its own sign-out's entry may come before the end, or not: nothing else may.
    for (const entry of await stream.ended())
      expect(entry).toMatchObject({ action: 'sign-out', recordId: user.userId });
    const refused = await open(user.token);
    expect([refused.status, await refused.json()]).toEqual([401, { message: SESSION_ENDED_MESSAGE }]);
    expect((await other.nextChange()).entry).toMatchObject({ action: 'sign-out', recordId: user.userId });
    await insertChange(db, { recordId: 'Still open' });
    expect((await other.nextChange()).entry.recordId).toBe('Still open');
  });

  it('ends when its user is deactivated', async () => {
    const stream = await open(user.token);
    await db.query('update users set in_active = true where id = $1', [user.userId]);
    expect(await stream.ended()).toEqual([]);
  });

  it('ends when its session expires, at the latest at the next heartbeat', async () => {
    await start({ heartbeatMs: 50, pollMs: 60_000 });
    const stream = await open(user.token);
    clock.advanceMinutes(8 * 60 + 1);
    expect(await stream.ended()).toEqual([]);
  });

  it('is refused without a valid token, or with a cursor it never sent', async () => {
    const unsigned = await open();
    expect([unsigned.status, await unsigned.json()]).toEqual([401, { message: NOT_SIGNED_IN_MESSAGE }]);
    const forged = await open('not.a.token');
    expect([forged.status, await forged.json()]).toEqual([401, { message: NOT_SIGNED_IN_MESSAGE }]);
    const badCursor = await open(admin.token, 'yesterday');
    expect([badCursor.status, await badCursor.json()]).toEqual([400, { message: BAD_CHANGE_CURSOR_MESSAGE }]);
  });
});

// Only a server runs transactions side by side: PGlite has one connection, so none can commit before another.
const postgres = testDatabaseEngines().filter((engine) => engine.name === 'postgres');
if (postgres.length > 0) {
  describe.each(postgres)('the change stream on $name, with transactions side by side', (engine) => {
    let db: Database;
    let app: FastifyInstance;
    let baseUrl: string;
    let token: string;
    beforeAll(async () => {
      db = await engine.openMigrated();
      app = await buildTestApp(db, { changeStreamTimings: SLOW });
      await addUser(app, { username: 'chief', role: 'Admin' });
      baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
      token = (await signIn(app, 'chief')).token;
    }, DATABASE_HOOK_TIMEOUT_MS);

    /** An entry appended in a transaction that stays open until `commit`. */
    const heldOpenWith = async (recordId: string) => {
      let release = () => {};
      let committed: Promise<void> = Promise.resolve();
      await new Promise<void>((inserted, failed) => {
        committed = db.transaction(async (tx) => {
          await insertChange(tx, { recordId });
          inserted();
          await new Promise<void>((resolve) => {
            release = resolve;
          });
        });
        committed.catch(failed);
      });
      return {
        commit: async () => {
          release();
          await committed;
        },
      };
    };
    afterAll(async () => {
      await app.close();
      await db.close();
    });

    it('sends an entry that commits late with a lower id before the later ones, so a resume skips none', async () => {
      const stream = await openChangeStream(baseUrl, token);
      const late = await heldOpenWith('Late');
      try {
        const early = await insertChange(db, { recordId: 'Early' });
        await stream.expectQuiet(300);
        await late.commit();

        const lateEvent = await stream.nextChange();
        expect([lateEvent.entry.recordId, BigInt(lateEvent.entry.id) < BigInt(early)]).toEqual(['Late', true]);
        expect((await stream.nextChange()).entry.recordId).toBe('Early');
        const resumed = await openChangeStream(baseUrl, token, lateEvent.cursor);
        expect((await resumed.nextChange()).entry.recordId).toBe('Early');
        resumed.close();
      } finally {
        await late.commit();
        stream.close();
      }
    });

    it('sends from now an entry that commits after it opened, not one committed before, whatever their order', async () => {
      const late = await heldOpenWith('Late');
      let stream: OpenedStream | undefined;
      try {
        // Committed before the stream opens, but after a transaction that is still running began.
        await insertChange(db, { recordId: 'Before' });
        stream = await openChangeStream(baseUrl, token);
        await late.commit();
        await insertChange(db, { recordId: 'After' });

        expect((await stream.nextChange()).entry.recordId).toBe('Late');
        expect((await stream.nextChange()).entry.recordId).toBe('After');
        await stream.expectQuiet(200);
      } finally {
        await late.commit();
        stream?.close();
      }
    });
  });
}
