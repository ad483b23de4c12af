import { SIGN_IN_FAILED_MESSAGE, tooManySignInAttemptsMessage } from '@scheduler/shared-domain/server-messages';
import { useApiTest } from '../../test/api-test';
import { addUser, buildTestApp, TEST_PASSWORD } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { SIGN_IN_LIMITS } from './sign-in-limiter';

const ATTACKER = '203.0.113.7';
const ELSEWHERE = '198.51.100.20';
/** A reverse proxy, or the shared address of a NAT, that many people reach the server through. */
const PROXY = '192.0.2.1';

describe.each(testDatabaseEngines())('sign-in limits on $name', (engine) => {
  const env = useApiTest(engine);

  const authenticate = (username: string, password: string, remoteAddress = ATTACKER, forwardedFor?: string) =>
    env.app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { username, password },
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
  const failTimes = async (count: number, username: string, remoteAddress = ATTACKER) => {
    for (let i = 0; i < count; i += 1) {
      expect((await authenticate(username, 'wrong password', remoteAddress)).statusCode).toBe(401);
    }
  };

  beforeEach(async () => {
    await addUser(env.app, { username: 'ada' });
    await addUser(env.app, { username: 'bob' });
  });

  it('answers 429 with a message and Retry-After once a username fails too often, even with the right password', async () => {
    await failTimes(SIGN_IN_LIMITS.usernameAtAddress, 'ada');

    const response = await authenticate('ada', TEST_PASSWORD);

    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ message: tooManySignInAttemptsMessage(15) });
    expect(response.headers['retry-after']).toBe('900');
  });

  it('records the failure that reaches a user’s limit in the change record, once, and none for an unknown username', async () => {
    const adaId = (await env.db.query<{ id: string }>("select id from users where username = 'ada'"))[0]?.id;
    await failTimes(SIGN_IN_LIMITS.usernameAtAddress, 'ada');
    await failTimes(SIGN_IN_LIMITS.usernameAtAddress, 'nobody');
    expect((await authenticate('ada', 'wrong password')).statusCode).toBe(429);

    const entries = await env.db.query('select actor, action, kind, record_id, fields from changes');
    expect(entries).toEqual([{ actor: 'ada', action: 'sign-in-limited', kind: 'user', record_id: adaId, fields: {} }]);
  });

  it('leaves other usernames and the same user at other addresses alone', async () => {
    await failTimes(SIGN_IN_LIMITS.usernameAtAddress, 'ada');

    expect((await authenticate('bob', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await authenticate('ada', TEST_PASSWORD, ELSEWHERE)).statusCode).toBe(200);
  });

  it('lets the user in again when the window ends, and says how long is left before that', async () => {
    await failTimes(SIGN_IN_LIMITS.usernameAtAddress, 'ada');
    env.clock.advanceMinutes(14);
    const late = await authenticate('ada', TEST_PASSWORD);
    expect([late.statusCode, late.json(), late.headers['retry-after']]).toEqual([
      429,
      { message: tooManySignInAttemptsMessage(1) },
      '60',
    ]);

    env.clock.advanceMinutes(1);
    expect((await authenticate('ada', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 429 to wrong passwords from an address past its limit, never to the right one', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.address; i += 1) await failTimes(1, `guess${i}`);

    const wrong = await authenticate('bob', 'wrong password');
    expect([wrong.statusCode, wrong.json(), wrong.headers['retry-after']]).toEqual([
      429,
      { message: tooManySignInAttemptsMessage(15) },
      '900',
    ]);
    // Whoever else signs in from that address (behind the same proxy or NAT) still gets in, after a short wait.
    expect((await authenticate('bob', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await authenticate('ada', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await authenticate('bob', 'wrong password', ELSEWHERE)).statusCode).toBe(401);
  });

  it('never answers 429 to right passwords sent at once, by many users or by one', async () => {
    const users = ['carol', 'dave', 'erin', 'frank'];
    for (const username of users) await addUser(env.app, { username });
    const everyone = ['ada', 'bob', ...users].flatMap((username) => Array(4).fill(username));
    const oneUser = Array(40).fill('ada');

    for (const usernames of [everyone, oneUser]) {
      const answers = await Promise.all(usernames.map((username) => authenticate(username, TEST_PASSWORD)));
      expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.statusCode)).toEqual([]);
    }
  });

  it('never stops the right password from an address that has not failed, whatever other addresses did', async () => {
    const addresses = Math.ceil(SIGN_IN_LIMITS.username / SIGN_IN_LIMITS.usernameAtAddress);
    for (let i = 0; i < addresses; i += 1) {
      await failTimes(SIGN_IN_LIMITS.usernameAtAddress, 'ada', `203.0.113.${100 + i}`);
    }

    // A wrong password is slowed down everywhere; the right one from a clean address signs in, again and again.
    const wrong = await authenticate('ada', 'wrong password', ELSEWHERE);
    expect([wrong.statusCode, wrong.json(), wrong.headers['retry-after']]).toEqual([
      429,
      { message: tooManySignInAttemptsMessage(15) },
      '900',
    ]);
    for (let i = 0; i < 3; i += 1) expect((await authenticate('ada', TEST_PASSWORD, ELSEWHERE)).statusCode).toBe(200);
    expect((await authenticate('bob', 'wrong password', ELSEWHERE)).statusCode).toBe(401);
  });

  it('counts the failures on every server process of one database together', async () => {
    const other = await buildTestApp(env.db, { clock: env.clock });
    try {
      for (let i = 0; i < SIGN_IN_LIMITS.usernameAtAddress; i += 1) {
        const app = i % 2 ? other : env.app;
        const response = await app.inject({
          method: 'POST',
          url: '/api/users/authenticate',
          payload: { username: 'ada', password: 'wrong password' },
          remoteAddress: ATTACKER,
        });
        expect(response.statusCode).toBe(401);
      }
      for (const app of [env.app, other]) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/users/authenticate',
          payload: { username: 'ada', password: TEST_PASSWORD },
          remoteAddress: ATTACKER,
        });
        expect(response.statusCode).toBe(429);
      }
    } finally {
      await other.close();
    }
  });

  it('counts people behind a trusted proxy (TRUST_PROXY) apart, by the address it forwards', async () => {
    await env.rebuildApp({ trustProxy: [PROXY] });
    for (let i = 0; i < SIGN_IN_LIMITS.usernameAtAddress; i += 1) {
      expect((await authenticate('ada', 'wrong password', PROXY, ATTACKER)).statusCode).toBe(401);
    }

    expect((await authenticate('ada', TEST_PASSWORD, PROXY, ELSEWHERE)).statusCode).toBe(200);
    expect((await authenticate('ada', TEST_PASSWORD, PROXY, ATTACKER)).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY, so a forged one cannot dodge the limits', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.usernameAtAddress; i += 1) {
      const forged = `198.51.100.${i + 1}`;
      expect((await authenticate('ada', 'wrong password', ATTACKER, forged)).statusCode).toBe(401);
    }

    expect((await authenticate('ada', TEST_PASSWORD, ATTACKER, '198.51.100.99')).statusCode).toBe(429);
  });

  it('holds against a burst of parallel guesses', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => authenticate('ada', 'wrong password')));

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_LIMITS.usernameAtAddress);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - SIGN_IN_LIMITS.usernameAtAddress);
  });

  it('never limits a user who signs in correctly, however often', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.username + 1; i += 1) {
      expect((await authenticate('ada', TEST_PASSWORD)).statusCode).toBe(200);
    }
  });

  /** Spellings the lookup takes for `jsmith`: another case, a dotted capital I, full-width letters (NFKC). */
  const JSMITH_SPELLINGS = ['JSMITH', 'jsmİth', 'ＪＳＭＩＴＨ', 'ｊsmith'];

  it.each(JSMITH_SPELLINGS)('holds a lockout of jsmith for the spelling %s', async (spelling) => {
    await addUser(env.app, { username: 'jsmith' });
    await failTimes(SIGN_IN_LIMITS.usernameAtAddress, 'jsmith');

    expect((await authenticate(spelling, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('counts the failures of every spelling of a username together', async () => {
    await addUser(env.app, { username: 'jsmith' });
    for (let i = 0; i < SIGN_IN_LIMITS.usernameAtAddress; i += 1) {
      await failTimes(1, JSMITH_SPELLINGS[i % JSMITH_SPELLINGS.length] ?? 'jsmith');
    }

    expect((await authenticate('jsmith', TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('keeps answering a wrong password with the one sign-in failure below the limit', async () => {
    const response = await authenticate('ada', 'wrong password');
    expect([response.statusCode, response.json()]).toEqual([401, { message: SIGN_IN_FAILED_MESSAGE }]);
  });
});
