import { useApiTest } from '../../test/api-test';
import { addUser, bearer, signIn } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { CLIENT_ERROR_LIMIT } from './client-error-routes';

const report = {
  section: 'teams',
  version: '0.1.0+c3f85f28b1',
  kind: 'crashed',
  message: 'TypeError: team.members is undefined',
  stack: 'TypeError: team.members is undefined\n    at TeamListPage (team-list-page.tsx:12:5)',
  url: 'http://127.0.0.1:8080/team?returnUrl=%2Fhome#top',
};

describe.each(testDatabaseEngines())('POST /api/client-errors on $name', (engine) => {
  const env = useApiTest(engine);
  const logged = () => {
    const warn = jest.spyOn(env.app.log, 'warn').mockImplementation(() => undefined);
    return () => warn.mock.calls.map(([entry]) => (entry as { clientError?: unknown }).clientError).filter(Boolean);
  };
  const send = (body: unknown, headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') =>
    env.app.inject({ method: 'POST', url: '/api/client-errors', payload: body as object, headers, remoteAddress });

  it('logs one structured line per report, from a visitor, without the query and fragment of the page', async () => {
    const reports = logged();
    const response = await send(report);
    expect(response.statusCode).toBe(204);
    expect(reports()).toEqual([{ ...report, url: 'http://127.0.0.1:8080/team', username: null }]);
  });

  it('names a signed-in reporter by username and never logs a token', async () => {
    await addUser(env.app, { username: 'ada' });
    const { token } = await signIn(env.app, 'ada');
    const reports = logged();
    const response = await send(
      { ...report, message: `Request failed with Bearer ${token}`, stack: `at fetch (token=${token})` },
      bearer(token),
    );
    expect(response.statusCode).toBe(204);
    expect(reports()).toEqual([
      expect.objectContaining({
        username: 'ada',
        message: 'Request failed with Bearer [token]',
        stack: 'at fetch (token=[token])',
      }),
    ]);
    expect(JSON.stringify(reports())).not.toContain(token);
  });

  it('never logs an API token or a password link that a report carries in its message or stack', async () => {
    const reports = logged();
    const apiToken = 'sch_Q2xpZW50LWVycm9yLXRva2VuLXRoYXQtaXMtbG9uZy1lbm91Z2g';
    const link = 'Vm2Xq0rT5yLk8PzN3wEe7uJh1cBa6sDf9gHj4kLm0nQ';
    const response = await send({
      ...report,
      message: `Request with ${apiToken} failed`,
      stack: [
        `at open (http://127.0.0.1:8080/user/set-password?token=${link}&x=1)`,
        `at read (http://127.0.0.1:8080/user/set-password#token=${link})`,
      ].join('\n'),
    });
    expect(response.statusCode).toBe(204);
    expect(reports()).toEqual([
      expect.objectContaining({
        message: 'Request with [token] failed',
        stack: [
          'at open (http://127.0.0.1:8080/user/set-password?token=[token]&x=1)',
          'at read (http://127.0.0.1:8080/user/set-password#token=[token])',
        ].join('\n'),
      }),
    ]);
  });

  it('refuses a report that is too long, of an unknown kind or far too large, with its reason', async () => {
    const tooLong = await send({ ...report, message: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: 'message must be at most 2000 characters.' });

    const unknownKind = await send({ ...report, kind: 'bored' });
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.json()).toEqual({ message: 'kind must be one of: incompatible, crashed.' });

    const huge = await send({ ...report, stack: 'x'.repeat(20_000) });
    expect(huge.statusCode).toBe(413);
  });

  it('limits reports per address and window, and counts every address on its own', async () => {
    for (let count = 0; count < CLIENT_ERROR_LIMIT.hits; count++) {
      expect((await send(report)).statusCode).toBe(204);
    }
    const refused = await send(report);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many error reports from this address. Try again in 10 minutes.' });
    expect(refused.headers['retry-after']).toBe('600');

    expect((await send(report, {}, '198.51.100.9')).statusCode).toBe(204);

    env.clock.advanceMinutes(CLIENT_ERROR_LIMIT.windowMs / 60_000);
    expect((await send(report)).statusCode).toBe(204);
  });
});
