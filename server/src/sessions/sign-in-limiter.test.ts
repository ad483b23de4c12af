import { DATABASE_HOOK_TIMEOUT_MS, testDatabaseEngines } from '../../test/test-databases';
import type { Database } from '../db/database';
import {
  ADDRESS_DELAY_MAX_MS,
  ADDRESS_DELAY_STEP_MS,
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

  /** `count` failures below every limit; fails the test when one of them goes past one. */
  const fail = async (count: number, username: string, address: string) => {
    for (let i = 0; i < count; i += 1) expect(await limiter.failed(username, address)).toBe(0);
  };
  const refused = async (username: string, address: string) => (await limiter.before(username, address)).refused;

  it('refuses a username at one address after its failures, in any spelling, until the window ends', async () => {
    await fail(SIGN_IN_LIMITS.usernameAtAddress, 'Ada', '10.0.0.1');

    expect(await limiter.before('ada', '10.0.0.1')).toEqual({ refused: true, retryAfterMs: SIGN_IN_WINDOW_MS });
    expect(await refused('ＡＤＡ', '10.0.0.1')).toBe(true);
    expect(await refused('ada', '10.0.0.2')).toBe(false);
    expect(await refused('bob', '10.0.0.1')).toBe(false);
    nowMs += SIGN_IN_WINDOW_MS - 1;
    expect(await limiter.before('ada', '10.0.0.1')).toEqual({ refused: true, retryAfterMs: 1 });
    nowMs += 1;
    expect(await refused('ada', '10.0.0.1')).toBe(false);
  });

  it('never extends a hold with the attempts it refuses', async () => {
    await fail(SIGN_IN_LIMITS.usernameAtAddress, 'ada', '10.0.0.1');
    for (let minute = 0; minute < 15; minute += 1) {
      expect(await refused('ada', '10.0.0.1')).toBe(true);
      nowMs += 60_000;
    }
    expect(await refused('ada', '10.0.0.1')).toBe(false);
  });

  it('answers a failure past a limit with how long that limit holds', async () => {
    await fail(SIGN_IN_LIMITS.usernameAtAddress, 'ada', '10.0.0.1');
    nowMs += 60_000;
    expect(await limiter.failed('ada', '10.0.0.1')).toBe(SIGN_IN_WINDOW_MS - 60_000);
  });

  it('never refuses an address past its limit, but makes each attempt wait a little longer, up to a bound', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.address; i += 1) await fail(1, `user${i}`, '10.0.0.1');

    expect(await limiter.before('someone-new', '10.0.0.1')).toEqual({ refused: false, delayMs: ADDRESS_DELAY_STEP_MS });
    expect(await limiter.failed('someone-new', '10.0.0.1')).toBe(SIGN_IN_WINDOW_MS);
    expect(await limiter.before('someone-new', '10.0.0.1')).toEqual({
      refused: false,
      delayMs: 2 * ADDRESS_DELAY_STEP_MS,
    });
    for (let i = 0; i < 40; i += 1) await limiter.failed(`other${i}`, '10.0.0.1');
    expect(await limiter.before('someone-new', '10.0.0.1')).toEqual({ refused: false, delayMs: ADDRESS_DELAY_MAX_MS });
    expect(await limiter.before('someone-new', '10.0.0.2')).toEqual({ refused: false, delayMs: 0 });
    nowMs += SIGN_IN_WINDOW_MS;
    expect(await limiter.before('someone-new', '10.0.0.1')).toEqual({ refused: false, delayMs: 0 });
  });

  it('holds a username guessed from many addresses for wrong passwords only, from a clean address too', async () => {
    expect(SIGN_IN_LIMITS.address).toBeLessThan(SIGN_IN_LIMITS.username);
    const addresses = Math.ceil(SIGN_IN_LIMITS.username / SIGN_IN_LIMITS.usernameAtAddress);
    for (let i = 0; i < addresses; i += 1) await fail(SIGN_IN_LIMITS.usernameAtAddress, 'ada', `10.0.1.${i}`);

    expect(await limiter.before('ada', '10.0.2.1')).toEqual({ refused: false, delayMs: 0 });
    expect(await limiter.succeeded('ada', '10.0.2.1')).toBe(0);
    expect(await limiter.failed('ada', '10.0.2.1')).toBe(SIGN_IN_WINDOW_MS);
    expect(await limiter.failed('bob', '10.0.2.1')).toBe(0);
  });

  it('forgets the failures of a username at an address once its password is right', async () => {
    await fail(SIGN_IN_LIMITS.usernameAtAddress - 1, 'ada', '10.0.0.1');
    expect(await limiter.succeeded('ada', '10.0.0.1')).toBe(0);

    await fail(SIGN_IN_LIMITS.usernameAtAddress, 'ada', '10.0.0.1');
    expect(await refused('ada', '10.0.0.1')).toBe(true);
  });

  it('holds the right password whose parallel guesses reached the limit while it was checked', async () => {
    expect(await refused('ada', '10.0.0.1')).toBe(false);
    await fail(SIGN_IN_LIMITS.usernameAtAddress, 'ada', '10.0.0.1');

    expect(await limiter.succeeded('ada', '10.0.0.1')).toBe(SIGN_IN_WINDOW_MS);
    expect(await refused('ada', '10.0.0.1')).toBe(true);
  });

  it('counts only failures: any number of attempts may be checked at once', async () => {
    const gates = await Promise.all(Array.from({ length: 60 }, () => limiter.before('ada', '10.0.0.1')));
    expect(gates.filter((gate) => gate.refused || gate.delayMs > 0)).toEqual([]);
    const held = await Promise.all(Array.from({ length: 60 }, () => limiter.succeeded('ada', '10.0.0.1')));
    expect(held.filter((ms) => ms > 0)).toEqual([]);
  });

  it('counts parallel failures one by one, so exactly those past the limit are told so', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => limiter.failed('ada', '10.0.0.1')));
    expect(answers.filter((ms) => ms === 0)).toHaveLength(SIGN_IN_LIMITS.usernameAtAddress);
  });

  it('counts together with any other limiter on the same database', async () => {
    const other = createSignInLimiter(db, () => nowMs);
    for (let i = 0; i < SIGN_IN_LIMITS.usernameAtAddress; i += 1) {
      expect(await (i % 2 ? other : limiter).failed('ada', '10.0.0.1')).toBe(0);
    }
    expect(await refused('ada', '10.0.0.1')).toBe(true);
    expect((await other.before('ada', '10.0.0.1')).refused).toBe(true);
  });

  it('prunes the windows that have ended, and only those', async () => {
    await fail(1, 'ada', '10.0.0.1');
    nowMs += 60_000;
    await fail(1, 'bob', '10.0.0.2');

    expect(await pruneSignInFailures(db, new Date(nowMs + SIGN_IN_WINDOW_MS - 60_000))).toBe(3);
    expect(await db.query('select key from sign_in_failures order by key')).toHaveLength(3);
    expect(await refused('ada', '10.0.0.1')).toBe(false);
  });
});
