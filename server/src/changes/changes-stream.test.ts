import type { ChangeEntry } from '@scheduler/shared-domain/change';
import {
  BAD_CHANGE_CURSOR_MESSAGE,
  NOT_SIGNED_IN_MESSAGE,
  SESSION_ENDED_MESSAGE,
  TOO_MANY_CHANGE_STREAMS_MESSAGE,
} from '@scheduler/shared-domain/server-messages';
import type { FastifyInstance } from 'fastify';
import { insertChange, type OpenedStream, openChangeStream, type TestChange } from '../../test/change-stream-test';
import { addUser, bearer, buildTestApp, type SignedIn, signIn, TestClock } from '../../test/test-app';
import { DATABASE_HOOK_TIMEOUT_MS, deleteAllData, testDatabaseEngines } from '../../test/test-databases';
import { createTokens } from '../auth/tokens';
import type { Database } from '../db/database';
import { changeCursors } from './change-cursors';
import { MAX_CATCH_UP_ENTRIES } from './change-reader';
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
    expect(event.cursor).toMatch(new RegExp(`^${row?.tx}\\.${id}\\.[\\w-]{22}$`));
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

  /** Entries of every kind a User may and may not read, with what a User is sent of each (null: nothing). */
  const visibilityCases = (): [TestChange, Partial<ChangeEntry> | null][] => [
    [{ kind: 'venue', recordId: 'Hall', fields: { address: { old: 'A', new: 'B' } } }, { actor: 'chief' }],
    [{ kind: 'team', recordId: 'Team' }, { actor: 'chief' }],
    [{ kind: 'meeting', action: 'delete', recordId: 'Meeting' }, { actor: 'chief' }],
    // Another user's record: only that the user list changed, never the fields or who changed them.
    [
      {
        kind: 'user',
        recordId: admin.userId,
        fields: { email: { old: 'old@example.org', new: 'new@example.org' }, password: { secret: true } },
      },
      { actor: '', fields: {} },
    ],
    [
      {
        kind: 'user',
        action: 'delete',
        recordId: '1e7c9b1a-5d0f-4c36-9d0b-6a1f2f0e9a41',
        fields: { email: { old: 'gone@example.org' }, mobile: { old: '+48 600 100 200' } },
      },
      { actor: '', fields: {} },
    ],
    // Nothing the user list shows changed: nothing for a User.
    [{ kind: 'user', recordId: admin.userId, fields: { password: { secret: true } } }, null],
    [{ kind: 'user', action: 'sign-in', recordId: admin.userId }, null],
    [
      { kind: 'user', action: 'role-change', recordId: admin.userId, fields: { role: { old: 'User', new: 'Admin' } } },
      null,
    ],
    // Its own record and security events, as its history shows them.
    [
      { kind: 'user', recordId: user.userId, fields: { comments: { old: 'a', new: 'b' } } },
      { actor: 'chief', fields: { comments: { old: 'a', new: 'b' } } },
    ],
    [{ kind: 'user', action: 'password-change', recordId: user.userId, fields: { password: { secret: true } } }, {}],
    // A venue named as a user's id is a venue; a security event is always of a user.
    [{ kind: 'venue', action: 'sign-in', recordId: user.userId }, null],
  ];

  /** What a User must be sent of `cases`, in order, as [kind, action, recordId, actor, fields]. */
  const sentToUser = (cases: [TestChange, Partial<ChangeEntry> | null][]) =>
    cases.flatMap(([change, sent]) =>
      sent
        ? [
            [
              change.kind,
              change.action ?? 'update',
              change.recordId,
              sent.actor ?? 'chief',
              sent.fields ?? change.fields ?? {},
            ],
          ]
        : [],
    );
  const seen = (entry: ChangeEntry) => [entry.kind, entry.action, entry.recordId, entry.actor, entry.fields];

  it('sends a User what its history would show: records but users, its own account, and of others only a change', async () => {
    const adminStream = await open(admin.token);
    const userStream = await open(user.token);
    const cases = visibilityCases();
    await db.transaction(async (tx) => {
      for (const [change] of cases) await insertChange(tx, change);
    });

    const adminSaw = [];
    for (const _case of cases) adminSaw.push(seen((await adminStream.nextChange()).entry));
    expect(adminSaw).toEqual(
      cases.map(([change]) => [change.kind, change.action ?? 'update', change.recordId, 'chief', change.fields ?? {}]),
    );
    const expected = sentToUser(cases);
    const userSaw = [];
    for (const _sent of expected) userSaw.push(seen((await userStream.nextChange()).entry));
    expect(userSaw).toEqual(expected);
    await userStream.expectQuiet(100);
  });

  it('replays to a User, from a cursor it was sent, only what it would have been sent live', async () => {
    const first = await open(user.token);
    first.close();
    const cases = visibilityCases();
    for (const [change] of cases) await insertChange(db, change);

    const resumed = await open(user.token, first.start);
    const expected = sentToUser(cases);
    const userSaw = [];
    for (const _sent of expected) userSaw.push(seen((await resumed.nextChange()).entry));
    expect(userSaw).toEqual(expected);
    await resumed.expectQuiet(100);
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
    expect(first.start).toMatch(/^\d+\.0\.[\w-]{22}$/);
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

  it('is refused without a valid token', async () => {
    const unsigned = await open();
    expect([unsigned.status, await unsigned.json()]).toEqual([401, { message: NOT_SIGNED_IN_MESSAGE }]);
    const forged = await open('not.a.token');
    expect([forged.status, await forged.json()]).toEqual([401, { message: NOT_SIGNED_IN_MESSAGE }]);
  });

  it('refuses with 400 a Last-Event-ID it never sent: made up, out of range, edited, or signed elsewhere', async () => {
    const first = await open(admin.token);
    first.close();
    const sent = first.start ?? '';
    const [tx = '', id = '', signature = ''] = sent.split('.');
    const otherSite = changeCursors(createTokens('another-site-signing-secret-long-enough-for-hs256', 15).mac);
    const refused = [
      'yesterday',
      '0.0',
      '1.99999999999999999999',
      '99999999999999999999.0',
      `${tx}.${id}`,
      `${tx}.${Number(id) + 1}.${signature}`,
      `${sent.slice(0, -1)}${sent.endsWith('A') ? 'B' : 'A'}`,
      otherSite.text({ tx: BigInt(tx), id: BigInt(id) }),
    ];
    for (const lastEventId of refused) {
      const stream = await open(admin.token, lastEventId);
      expect([lastEventId, stream.status, await stream.json()]).toEqual([
        lastEventId,
        400,
        { message: BAD_CHANGE_CURSOR_MESSAGE },
      ]);
    }
    expect((await open(admin.token, sent)).status).toBe(200);
  });

  it('holds at most 8 streams of one session and 16 of one user, and refuses more with 429', async () => {
    const sessions = [user, await signIn(app, 'plain'), await signIn(app, 'plain')];
    const [first, second, third] = sessions.map((session) => session.token);
    const firstSession = await Promise.all(Array.from({ length: 8 }, () => open(first)));
    const tooMany = await open(first);
    expect([tooMany.status, await tooMany.json()]).toEqual([429, { message: TOO_MANY_CHANGE_STREAMS_MESSAGE }]);
    await Promise.all(Array.from({ length: 8 }, () => open(second)));
    const pastUser = await open(third);
    expect([pastUser.status, await pastUser.json()]).toEqual([429, { message: TOO_MANY_CHANGE_STREAMS_MESSAGE }]);
    // Another user is not held back by them.
    const other = await open(admin.token);
    expect(other.status).toBe(200);

    // A closed stream makes room at once.
    firstSession[0]?.close();
    let reopened = await open(third);
    for (let tries = 0; reopened.status === 429 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      reopened = await open(third);
    }
    expect(reopened.status).toBe(200);
    await insertChange(db, { recordId: 'For all' });
    expect((await reopened.nextChange()).entry.recordId).toBe('For all');
    expect((await other.nextChange()).entry.recordId).toBe('For all');
  });

  it('tells a client further behind than it catches up to reload, and goes on from now', async () => {
    const first = await open(user.token);
    first.close();
    await db.query(
      `insert into changes (at, actor, action, kind, record_id, fields)
       select now(), 'chief', 'update', 'venue', 'Hall ' || n, '{}' from generate_series(1, $1::int) as n`,
      [MAX_CATCH_UP_ENTRIES + 1],
    );
    const behind = await open(user.token, first.start);
    const reload = await behind.nextBlock();
    expect(reload).toEqual({ id: expect.stringMatching(/^\d+\.\d+\.[\w-]{22}$/), event: 'reload', data: '{}' });
    await insertChange(db, { recordId: 'After the reload' });
    expect((await behind.nextChange()).entry.recordId).toBe('After the reload');

    // Its new position is one the server takes back, and is not behind.
    behind.close();
    await insertChange(db, { recordId: 'While away' });
    const resumed = await open(user.token, reload?.id);
    expect((await resumed.nextBlock())?.event).toBe('change');
  });

  it('catches up a client behind by less, a page at a time, and sends what it missed in order', async () => {
    const live = await open(admin.token);
    const first = await open(user.token);
    first.close();
    const missed = 1_234;
    await db.query(
      `insert into changes (at, actor, action, kind, record_id, fields)
       select now(), 'chief', case when n % 2 = 0 then 'sign-in' else 'update' end, case when n % 2 = 0 then 'user' else 'venue' end,
              'Hall ' || n, '{}' from generate_series(1, $1::int) as n`,
      [missed],
    );
    const resumed = await open(user.token, first.start);
    const venues: string[] = [];
    while (venues.length < missed / 2) venues.push((await resumed.nextChange()).entry.recordId);
    expect(venues).toEqual(Array.from({ length: missed / 2 }, (_, index) => `Hall ${2 * index + 1}`));
    await insertChange(db, { recordId: 'Then live' });
    expect((await resumed.nextChange()).entry.recordId).toBe('Then live');
    await resumed.expectQuiet(100);
    expect((await live.nextBlock(10_000))?.event).toBe('change');
  });

  it('ends when its access token expires, and a refreshed token resumes it with nothing missed', async () => {
    // 3 s before the token signed in at the start of the test expires.
    clock.advanceMinutes(15 - 0.05);
    const stream = await open(user.token);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/users/refresh',
      headers: { ...bearer(user.token), cookie: user.cookie },
      payload: { _id: user.sessionId, timestamp: clock.now() },
    });
    expect(refreshed.statusCode).toBe(200);
    await insertChange(db, { recordId: 'Before the expiry' });
    const last = await stream.nextChange();
    expect(await stream.ended(10_000)).toEqual([]);

    await insertChange(db, { recordId: 'After the expiry' });
    const resumed = await open(refreshed.json<{ token: string }>().token, last.cursor);
    expect((await resumed.nextChange()).entry.recordId).toBe('After the expiry');
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
