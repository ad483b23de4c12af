import { SERVER_MESSAGES } from '@scheduler/shared-domain/server-messages';
import { TEAM_MESSAGES } from '@scheduler/shared-domain/team-schema';
import { useApiTest } from '../../test/api-test';
import { addUser, bearer, newTeamPayload, newVenuePayload, signIn, TEST_PASSWORD } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { SIGN_IN_LIMITS } from '../sessions/sign-in-limiter';
import { requestLanguage } from './languages';

const language = (acceptLanguage?: string) =>
  requestLanguage({ headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage } });

describe("a request's language", () => {
  it.each([
    [undefined, 'en'],
    ['de', 'de'],
    ['de-CH,fr;q=0.7', 'de'],
    ['fr-CA', 'fr'],
    ['en-GB;q=0.5,pl;q=0.8', 'pl'],
    ['es', 'en'],
    ['es-ES,de;q=0.3', 'de'],
    ['*', 'en'],
  ])('of Accept-Language %s is %s', (header, expected) => {
    expect(language(header)).toBe(expected);
  });
});

describe.each(testDatabaseEngines())("the server's messages by Accept-Language on $name", (engine) => {
  const env = useApiTest(engine);
  const get = (url: string, headers: Record<string, string>) => env.app.inject({ method: 'GET', url, headers });

  it('are English without Accept-Language, and say that they vary on it', async () => {
    const response = await get('/api/teams', {});
    expect([response.statusCode, response.json()]).toEqual([401, { message: 'You are not signed in.' }]);
    expect(response.headers.vary).toMatch(/\baccept-language\b/i);
  });

  it('answer 401, 403 and 404 in German', async () => {
    await addUser(env.app, { username: 'paula', role: 'User' });
    const { token } = await signIn(env.app, 'paula');
    const german = { 'accept-language': 'de' };
    const answers = await Promise.all([
      get('/api/teams', german),
      env.app.inject({
        method: 'POST',
        url: '/api/venues/add',
        headers: { ...german, ...bearer(token) },
        payload: newVenuePayload(),
      }),
      get('/api/no-such-thing', { ...german, ...bearer(token) }),
    ]);
    expect(answers.map((answer) => [answer.statusCode, answer.json(), answer.headers.vary])).toEqual([
      [401, { message: 'Sie sind nicht angemeldet.' }, expect.stringMatching(/accept-language/i)],
      [403, { message: 'Dazu sind Sie nicht berechtigt.' }, expect.stringMatching(/accept-language/i)],
      [404, { message: 'Die gesuchte Seite wurde nicht gefunden!' }, expect.stringMatching(/accept-language/i)],
    ]);
  });

  it('take the most wanted language we have, and English for one we lack', async () => {
    const swissGerman = await get('/api/teams', { 'accept-language': 'de-CH,fr;q=0.7' });
    const spanish = await get('/api/teams', { 'accept-language': 'es' });
    expect([swissGerman.json(), spanish.json()]).toEqual([
      { message: 'Sie sind nicht angemeldet.' },
      { message: 'You are not signed in.' },
    ]);
  });

  it('word the minutes of a sign-in limit in Polish plurals', async () => {
    await addUser(env.app, { username: 'ada' });
    const authenticate = (password: string) =>
      env.app.inject({
        method: 'POST',
        url: '/api/users/authenticate',
        payload: { username: 'ada', password },
        headers: { 'accept-language': 'pl' },
      });
    for (let i = 0; i < SIGN_IN_LIMITS.usernameAtAddress; i += 1) await authenticate('wrong password');
    const waits: unknown[] = [];
    // The window is 15 minutes from the first failure: 5, 2 and 1 minutes are left at 10, 13 and 14.
    for (const minutes of [10, 3, 1]) {
      env.clock.advanceMinutes(minutes);
      waits.push((await authenticate(TEST_PASSWORD)).json());
    }
    expect(waits).toEqual([
      { message: 'Zbyt wiele prób logowania. Spróbuj ponownie za 5 minut.' },
      { message: 'Zbyt wiele prób logowania. Spróbuj ponownie za 2 minuty.' },
      { message: 'Zbyt wiele prób logowania. Spróbuj ponownie za 1 minutę.' },
    ]);
  });

  it('keep the English text for the log', async () => {
    const response = await get('/api/teams', { 'accept-language': 'fr' });
    expect(response.json()).toEqual({ message: 'Vous n’êtes pas connecté.' });
    expect(SERVER_MESSAGES.notSignedIn.defaultMessage).toBe('You are not signed in.');
  });

  it("word a form's broken rule, and the field's label in it, in the request's language", async () => {
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    const { token } = await signIn(env.app, 'chief');
    const addTeam = (acceptLanguage: string | undefined, overrides: Record<string, unknown>) =>
      env.app.inject({
        method: 'POST',
        url: '/api/teams/add',
        headers: { ...bearer(token), ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
        payload: newTeamPayload(overrides),
      });
    const tooLong = { _id: 'T'.repeat(200) };
    const answers = await Promise.all([
      addTeam(undefined, tooLong),
      addTeam('de', tooLong),
      addTeam('fr', { description: '' }),
      addTeam('pl', { description: '<b>' }),
    ]);
    expect(answers.map((answer) => [answer.statusCode, answer.json().message, answer.headers.vary])).toEqual([
      [400, TEAM_MESSAGES.nameTooLong, expect.stringMatching(/accept-language/i)],
      [400, expect.stringMatching(/^Teamname ist länger als die erlaubten \d+ Zeichen$/), expect.any(String)],
      [400, 'La description est obligatoire.', expect.any(String)],
      [400, expect.stringMatching(/^Opis może zawierać tylko a-z A-Z 0-9 _ /), expect.any(String)],
    ]);
  });
});
