import { createSignInLimiter, SIGN_IN_LIMITS, SIGN_IN_WINDOW_MS, type SignInLimiter } from './sign-in-limiter';

describe('sign-in limiter', () => {
  let nowMs: number;
  let limiter: SignInLimiter;
  beforeEach(() => {
    nowMs = 1_700_000_000_000;
    limiter = createSignInLimiter(() => nowMs);
  });

  /** `count` failed attempts; fails the test when one of them is refused. */
  const fail = (count: number, username: string, address: string) => {
    for (let i = 0; i < count; i += 1) expect(limiter.attempt(username, address).allowed).toBe(true);
  };
  const allowed = (username: string, address: string) => limiter.attempt(username, address).allowed;

  it('blocks a username at one address after its failures, case-insensitively, until the window ends', () => {
    fail(SIGN_IN_LIMITS.usernameAtAddress, 'Ada', '10.0.0.1');

    expect(limiter.attempt('ada', '10.0.0.1')).toEqual({ allowed: false, retryAfterMs: SIGN_IN_WINDOW_MS });
    expect(allowed('ada', '10.0.0.2')).toBe(true);
    expect(allowed('bob', '10.0.0.1')).toBe(true);
    nowMs += SIGN_IN_WINDOW_MS - 1;
    expect(limiter.attempt('ada', '10.0.0.1')).toEqual({ allowed: false, retryAfterMs: 1 });
    nowMs += 1;
    expect(allowed('ada', '10.0.0.1')).toBe(true);
  });

  it('never extends a block with the attempts it refuses', () => {
    fail(SIGN_IN_LIMITS.usernameAtAddress, 'ada', '10.0.0.1');
    for (let minute = 0; minute < 15; minute += 1) {
      expect(allowed('ada', '10.0.0.1')).toBe(false);
      nowMs += 60_000;
    }
    expect(allowed('ada', '10.0.0.1')).toBe(true);
  });

  it('blocks an address that tries many usernames', () => {
    for (let i = 0; i < SIGN_IN_LIMITS.address; i += 1) fail(1, `user${i}`, '10.0.0.1');

    expect(allowed('someone-new', '10.0.0.1')).toBe(false);
    expect(allowed('someone-new', '10.0.0.2')).toBe(true);
  });

  it('blocks a username guessed from many addresses, which one address alone can never do', () => {
    expect(SIGN_IN_LIMITS.address).toBeLessThan(SIGN_IN_LIMITS.username);
    const addresses = Math.ceil(SIGN_IN_LIMITS.username / SIGN_IN_LIMITS.usernameAtAddress);
    for (let i = 0; i < addresses; i += 1) fail(SIGN_IN_LIMITS.usernameAtAddress, 'ada', `10.0.1.${i}`);

    expect(allowed('ada', '10.0.2.1')).toBe(false);
    expect(allowed('bob', '10.0.2.1')).toBe(true);
  });

  it('forgets the failures of a username at an address once its password is right', () => {
    fail(SIGN_IN_LIMITS.usernameAtAddress - 1, 'ada', '10.0.0.1');
    const success = limiter.attempt('ada', '10.0.0.1');
    if (success.allowed) success.succeeded();

    fail(SIGN_IN_LIMITS.usernameAtAddress, 'ada', '10.0.0.1');
    expect(allowed('ada', '10.0.0.1')).toBe(false);
  });

  it('lets any number of successful or abandoned sign-ins through', () => {
    for (let i = 0; i < SIGN_IN_LIMITS.username * 2; i += 1) {
      const attempt = limiter.attempt('ada', '10.0.0.1');
      if (!attempt.allowed) throw new Error(`attempt ${i} was refused`);
      if (i % 2) attempt.succeeded();
      else attempt.abandoned();
    }
  });
});
