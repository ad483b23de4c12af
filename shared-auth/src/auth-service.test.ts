import { ServiceError } from '@scheduler/shared-domain/errors';
import { authenticate, refreshSession, signOut } from './auth-service';
import { authStore } from './auth-store';
import { CURRENT_USER_KEY } from './current-user-storage';
import { configureApi } from './http-client';
import { chooseLanguage, currentLanguage } from './language';
import { fakeCurrentUser, fakeToken, jsonResponse } from './testing';

type FetchCall = [string, RequestInit];
const fetchMock = jest.fn<Promise<Response>, FetchCall>();

const answer = jsonResponse;

beforeAll(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  configureApi({ apiBase: '/api' });
});

beforeEach(() => {
  fetchMock.mockReset();
  localStorage.clear();
  authStore.setState({ currentUser: null, loggedIn: false, admin: false });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'info').mockImplementation(() => {});
});

describe('authenticate', () => {
  it('posts the credentials with a timestamp, stores the user and publishes the admin flags', async () => {
    const admin = fakeCurrentUser('Admin');
    fetchMock.mockResolvedValueOnce(answer(200, admin));
    await authenticate('grace', 'secret');

    const [url, init] = fetchMock.mock.calls[0] as FetchCall;
    expect(url).toBe('/api/users/authenticate');
    expect(JSON.parse(String(init.body))).toMatchObject({
      username: 'grace',
      password: 'secret',
      timestamp: expect.any(Number),
    });
    expect(JSON.parse(localStorage.getItem(CURRENT_USER_KEY) ?? 'null')).toEqual(admin);
    expect(authStore.getState()).toMatchObject({ currentUser: admin, loggedIn: true, admin: true });
  });

  it('speaks the language the user chose on their page from then on, and keeps this browser’s otherwise', async () => {
    chooseLanguage('de');
    fetchMock.mockResolvedValueOnce(answer(200, fakeCurrentUser('User')));
    await authenticate('grace', 'secret');
    expect(currentLanguage()).toBe('de');

    fetchMock.mockResolvedValueOnce(answer(200, { ...fakeCurrentUser('User'), language: 'pl' }));
    await authenticate('grace', 'secret');
    expect([currentLanguage(), localStorage.getItem('language')]).toEqual(['pl', 'pl']);
    chooseLanguage('en');
  });

  it('turns a refusal into {error, status, url} and resets the navigation state', async () => {
    authStore.setState({ loggedIn: true, admin: true });
    fetchMock.mockResolvedValueOnce(answer(401, { message: 'Incorrect username/password.' }));
    const failure = await authenticate('grace', 'wrong').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ServiceError);
    expect(failure).toMatchObject({
      error: 'Incorrect username/password.',
      status: 401,
      url: '/api/users/authenticate',
    });
    expect(authStore.getState()).toMatchObject({ loggedIn: false, admin: false });
  });

  it('reports a network failure as an Unknown Error with status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(authenticate('grace', 'secret')).rejects.toMatchObject({ error: 'Unknown Error', status: 0 });
  });
});

describe('requests carry the stored token', () => {
  it('sends Bearer plus the token when one exists, and refresh replaces the stored user', async () => {
    const user = fakeCurrentUser('User');
    authStore.setState({ currentUser: user, loggedIn: true, admin: false });
    const renewed = { ...user, token: fakeToken({ jti: 'jti-2' }) };
    fetchMock.mockResolvedValueOnce(answer(200, renewed));

    await refreshSession('session-1');
    const [url, init] = fetchMock.mock.calls[0] as FetchCall;
    expect(url).toBe('/api/users/refresh');
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${user.token}`);
    expect(JSON.parse(String(init.body))).toMatchObject({ _id: 'session-1' });
    // The session's HttpOnly refresh cookie goes with it: the server refuses a refresh without it.
    expect(init.credentials).toBe('same-origin');
    expect(authStore.getState().currentUser?.token).toBe(renewed.token);
  });

  it('names the refresh step when refresh fails', async () => {
    fetchMock.mockResolvedValueOnce(answer(401, { message: 'Your session has ended.' }));
    await expect(refreshSession('session-1')).rejects.toMatchObject({
      status: 401,
      error: 'Your session has ended. (while refreshing the session)',
    });
  });
});

describe('signOut (SPEC §4)', () => {
  it('removes the stored user first, then tells the backend the session id with the token it removed', async () => {
    const user = fakeCurrentUser('User', { token: fakeToken({ alt_jti: 'session-3' }) });
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
    authStore.setState({ currentUser: user, loggedIn: true, admin: false });
    fetchMock.mockImplementationOnce(async () => {
      expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
      return answer(200, { message: 'Logged out.' });
    });

    await signOut();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/logout/session-3');
    // The server ends a session only for its own token: the one just removed.
    expect(new Headers(fetchMock.mock.calls[0]?.[1].headers).get('authorization')).toBe(`Bearer ${user.token}`);
    expect(authStore.getState()).toMatchObject({ currentUser: null, loggedIn: false, admin: false });
  });

  it('does nothing without a stored user, and only clears locally without a token', async () => {
    await signOut();
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(fakeCurrentUser('User', { token: '' })));
    await signOut();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
  });

  it('only logs a failed logout call', async () => {
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(fakeCurrentUser('User')));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(signOut()).resolves.toBeUndefined();
    expect(console.error).toHaveBeenCalled();
  });
});

describe('upload', () => {
  it('sends a file as the raw body with its own content type and the token', async () => {
    const { http } = await import('./http-client');
    const user = fakeCurrentUser('Admin');
    authStore.setState({ currentUser: user, loggedIn: true, admin: true });
    fetchMock.mockResolvedValueOnce(answer(201, { path: '/uploads/venues/a.png' }));
    const file = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });

    await expect(http.upload('/venues/images', file)).resolves.toEqual({ path: '/uploads/venues/a.png' });
    const [url, init] = fetchMock.mock.calls[0] as FetchCall;
    expect(url).toBe('/api/venues/images');
    expect(init.body).toBe(file);
    expect(init.headers).toMatchObject({ 'Content-Type': 'image/png', Authorization: `Bearer ${user.token}` });
  });
});

describe('logging a failed call', () => {
  beforeEach(() => {
    jest.mocked(console.error).mockClear();
    jest.mocked(console.info).mockClear();
  });

  it('notes a refusal (4xx) without an error, and keeps console.error for a failure of the server or the network', async () => {
    const { http } = await import('./http-client');
    fetchMock.mockResolvedValueOnce(answer(409, { message: 'Meeting m1 was changed by someone else.' }));
    await expect(http.post('/meetings/update', {})).rejects.toMatchObject({ status: 409 });
    fetchMock.mockResolvedValueOnce(answer(400, { message: 'Meeting Id is required.' }));
    await expect(http.post('/meetings/add', {})).rejects.toMatchObject({ status: 400 });
    expect(console.error).not.toHaveBeenCalled();
    expect(console.info).toHaveBeenCalledWith('/api/meetings/add failed with 400: Meeting Id is required.');

    fetchMock.mockResolvedValueOnce(answer(500, { message: 'Internal Server Error' }));
    await expect(http.get('/meetings')).rejects.toMatchObject({ status: 500 });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(http.get('/meetings')).rejects.toMatchObject({ status: 0 });
    expect(console.error).toHaveBeenCalledTimes(2);
  });

  it('writes no error for a session the server no longer knows', async () => {
    fetchMock.mockResolvedValueOnce(answer(401, { message: 'Session expired' }));
    await expect(refreshSession('session-1')).rejects.toMatchObject({ status: 401 });
    expect(console.error).not.toHaveBeenCalled();
  });
});
