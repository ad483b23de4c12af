import { DATABASE_HOOK_TIMEOUT_MS, testDatabaseEngines } from '../../test/test-databases';
import type { Database } from '../db/database';
import {
  createSignInLimiter,
  pruneSignInFailures,
  SIGN_IN_LIMITS,
  SIGN_IN_WINDOW_MS,
  type SignInLimiter,
} from './sign-in-limiter';

describe.each(testDatabaseEngines())('sign-in limiter on $name', (engine) => {
  let db: Database;
  let nowMs: number;
  let limiter: SignInLimiter;
  beforeAll(async () => {
    db = await engine.openMigrated();
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.query('delete from sign_in_failures');
    nowMs = 1_700_000_000_000;
    limiter = createSignInLimiter(db, () => nowMs);
  });

  /** `count` failed attempts; fails the test when one of them is refused. */
  const fail = async (count: number, username: string, address: string) => {
    for (let i = 0; i < count; i += 1) expect((await limiter.attempt(username, address)).allowed).toBe(true);
  };
  const allowed = async (username: string, address: string) => (await limiter.attempt(username, address)).allowed;

  it('blocks a username at one address after its failures, in any spelling, until the window ends', async () => {
    await fail(SIGN_IN_LIMITS.usernameAtAddress, 'Ada', '10.0.0.1');

    expect(await limiter.attempt('ada', '10.0.0.1')).toEqual({ allowed: false, retryAfterMs: SIGN_IN_WINDOW_MS });
    expect(await allowed('ＡＤＡ', '10.0.0.1')).toBe(false);
    expect(await allowed('ada', '10.0.0.2')).toBe(true);
    expect(await allowed('bob', '10.0.0.1')).toBe(true);
    nowMs += SIGN_IN_WINDOW_MS - 1;
    expect(await limiter.attempt('ada', '10.0.0.1')).toEqual({ allowed: false, retryAfterMs: 1 });
    nowMs += 1;
    expect(await allowed('ada', '10.0.0.1')).toBe(true);
  });

  it('never extends a block with the attempts it refuses', async () => {
    await fail(SIGN_IN_LIMITS.usernameAtAddress, 'ada', '10.0.0.1');
    for (let minute = 0; minute < 15; minute += 1) {
      expect(await allowed('ada', '10.0.0.1')).toBe(false);
      nowMs += 60_000;
    }
    expect(await allowed('ada', '10.0.0.1')).toBe(true);
  });

  it('blocks an address that tries many usernames', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.address; i += 1) await fail(1, `user${i}`, '10.0.0.1');

    expect(await allowed('someone-new', '10.0.0.1')).toBe(false);
    expect(await allowed('someone-new', '10.0.0.2')).toBe(true);
  });

  it('lets a username guessed from many addresses try again from a clean one, saying its failures are over', async () => {
    expect(SIGN_IN_LIMITS.address).toBeLessThan(SIGN_IN_LIMITS.username);
    const addresses = Math.ceil(SIGN_IN_LIMITS.username / SIGN_IN_LIMITS.usernameAtAddress);
    for (let i = 0; i < addresses; i += 1) await fail(SIGN_IN_LIMITS.usernameAtAddress, 'ada', `10.0.1.${i}`);

    const attempt = await limiter.attempt('ada', '10.0.2.1');
    expect(attempt).toMatchObject({ allowed: true, usernameHeldForMs: SIGN_IN_WINDOW_MS });
    expect(await limiter.attempt('bob', '10.0.2.1')).toMatchObject({ allowed: true, usernameHeldForMs: 0 });
  });

  it('forgets the failures of a username at an address once its password is right', async () => {
    await fail(SIGN_IN_LIMITS.usernameAtAddress - 1, 'ada', '10.0.0.1');
    const success = await limiter.attempt('ada', '10.0.0.1');
    if (success.allowed) await success.succeeded();

    await fail(SIGN_IN_LIMITS.usernameAtAddress, 'ada', '10.0.0.1');
    expect(await allowed('ada', '10.0.0.1')).toBe(false);
  });

  it('lets any number of successful or abandoned sign-ins through', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.username * 2; i += 1) {
      const attempt = await limiter.attempt('ada', '10.0.0.1');
      if (!attempt.allowed) throw new Error(`attempt ${i} was refused`);
      if (i % 2) await attempt.succeeded();
      else await attempt.abandoned();
    }
  });

  it('counts together with any other limiter on the same database', async () => {
    const other = createSignInLimiter(db, () => nowMs);
    for (let i = 0; i < SIGN_IN_LIMITS.usernameAtAddress; i += 1) {
      expect((await (i % 2 ? other : limiter).attempt('ada', '10.0.0.1')).allowed).toBe(true);
    }
    expect(await allowed('ada', '10.0.0.1')).toBe(false);
    expect((await other.attempt('ada', '10.0.0.1')).allowed).toBe(false);
  });

  it('prunes the windows that have ended, and only those', async () => {
    await fail(1, 'ada', '10.0.0.1');
    nowMs += 60_000;
    await fail(1, 'bob', '10.0.0.2');

    expect(await pruneSignInFailures(db, new Date(nowMs + SIGN_IN_WINDOW_MS - 60_000))).toBe(3);
    expect(await db.query('select key from sign_in_failures order by key')).toHaveLength(3);
    expect(await allowed('ada', '10.0.0.1')).toBe(true);
  });
});
