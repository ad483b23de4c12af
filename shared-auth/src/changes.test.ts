import type { ChangeEntry } from '@scheduler/shared-domain/change';
import { act, renderHook } from '@testing-library/react';
import { signOut } from './auth-service';
import { authStore, publishSignedInUser } from './auth-store';
import { openChangeStream, subscribeToChanges, subscribeToMissedChanges, useChanges } from './changes';
import { fakeChange, fakeCurrentUser, fakeToken } from './testing';

const entry = (id: string, overrides: Partial<ChangeEntry> = {}) => fakeChange({ id, ...overrides });

const eventOf = (cursor: string, change: ChangeEntry) =>
  `id: ${cursor}\nevent: change\ndata: ${JSON.stringify(change)}\n\n`;

/** A stream body the test writes to, and ends or breaks, as the server would. */
function serverStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (started) => {
      controller = started;
    },
  });
  const encoder = new TextEncoder();
  return {
    // What the reader reads of a fetch answer: a Response would wrap the body in a stream of its own.
    response: { ok: true, status: 200, body } as Response,
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    cut: () => controller.error(new TypeError('network error')),
  };
}

const refused = () => ({ ok: false, status: 401 }) as Response;

/** The session refreshed: a new token is stored, and the stream, if it asks, is let in. Answers the token. */
async function refreshToken() {
  const refreshedToken = fakeToken({ role: 'Admin', jti: 'jti-2' });
  fetchMock.mockResolvedValueOnce(serverStream().response);
  publishSignedInUser(fakeCurrentUser('Admin', { token: refreshedToken }));
  await settle();
  return refreshedToken;
}

let fetchMock: jest.Mock;
const requestHeaders = (call: number) => fetchMock.mock.calls[call][1].headers as Record<string, string>;
/** Lets the stream's promises (fetch, the reader, the lazy import) run. */
const settle = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => {
  // Only the clock and timers: web streams settle their reads in Node's microtasks.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'clearImmediate'] });
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
  publishSignedInUser(fakeCurrentUser('Admin'));
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  fetchMock.mockResolvedValue({ ok: true, status: 200, text: async () => '{}' });
  await signOut();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("the tab's change stream", () => {
  it('reads the stream with the bearer token and hands every entry to every subscriber', async () => {
    const stream = serverStream();
    fetchMock.mockResolvedValueOnce(stream.response);
    const first: ChangeEntry[] = [];
    const second: ChangeEntry[] = [];
    const stopFirst = subscribeToChanges((change) => first.push(change));
    subscribeToChanges((change) => second.push(change));

    openChangeStream();
    openChangeStream();
    await settle();
    stream.send(eventOf('7.41', entry('41')));
    stream.send(': heartbeat\n\n');
    await settle();
    stopFirst();
    stream.send(eventOf('7.42', entry('42')));
    await settle();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/changes/stream');
    expect(requestHeaders(0)).toEqual({
      Accept: 'text/event-stream',
      Authorization: `Bearer ${authStore.getState().currentUser?.token}`,
    });
    expect(first.map((change) => change.id)).toEqual(['41']);
    expect(second.map((change) => change.id)).toEqual(['41', '42']);
  });

  it('reconnects after 1 s, 2 s, 4 s … up to 30 s with the last event id, and from 1 s again once let in', async () => {
    const stream = serverStream();
    fetchMock.mockResolvedValueOnce(stream.response).mockRejectedValue(new TypeError('Failed to fetch'));
    openChangeStream();
    await settle();
    stream.send(eventOf('7.41', entry('41')));
    stream.cut();
    await settle();

    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const calls = fetchMock.mock.calls.length;
      let waited = 0;
      while (fetchMock.mock.calls.length === calls) {
        await jest.advanceTimersByTimeAsync(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(requestHeaders(7)['Last-Event-ID']).toBe('7.41');

    const resumed = serverStream();
    fetchMock.mockResolvedValueOnce(resumed.response);
    await jest.advanceTimersByTimeAsync(30_000);
    resumed.end();
    await settle();
    const calls = fetchMock.mock.calls.length;
    await jest.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(calls + 1);
  });

  it('resumes from the start position the server sent when the stream broke before any entry', async () => {
    const stream = serverStream();
    fetchMock.mockResolvedValueOnce(stream.response).mockResolvedValueOnce(serverStream().response);
    openChangeStream();
    await settle();
    stream.send(': heartbeat\n\nid: 7.40\n\n');
    stream.cut();
    await settle();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(requestHeaders(1)['Last-Event-ID']).toBe('7.40');
  });

  it('stops on 401 until the session is refreshed, then goes on with the new token', async () => {
    fetchMock.mockResolvedValueOnce(refused());
    openChangeStream();
    await settle();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const refreshedToken = await refreshToken();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(requestHeaders(1).Authorization).toBe(`Bearer ${refreshedToken}`);
  });

  it('waits for a refreshed token, without asking, when its token expired and the server ended the stream', async () => {
    const stream = serverStream();
    fetchMock.mockResolvedValueOnce(stream.response);
    openChangeStream();
    await settle();
    stream.send(eventOf('7.41.signature', entry('41')));
    await settle();
    // The server ends a stream when its token expires.
    await jest.advanceTimersByTimeAsync(900_000);
    stream.end();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const refreshedToken = await refreshToken();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(requestHeaders(1)).toMatchObject({
      Authorization: `Bearer ${refreshedToken}`,
      'Last-Event-ID': '7.41.signature',
    });
  });

  it('tells who listens for missed changes when the server says to reload, and resumes from its new position', async () => {
    const stream = serverStream();
    fetchMock.mockResolvedValueOnce(stream.response).mockResolvedValueOnce(serverStream().response);
    const missed = jest.fn();
    const stopHearing = subscribeToMissedChanges(missed);
    openChangeStream();
    await settle();
    stream.send('id: 9.0.signature\nevent: reload\ndata: {}\n\n');
    await settle();
    expect(missed).toHaveBeenCalledTimes(1);
    stream.cut();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(requestHeaders(1)['Last-Event-ID']).toBe('9.0.signature');
    stopHearing();
  });

  it('starts from now, with data loaded again, when the server refuses its last event id', async () => {
    const stream = serverStream();
    const resumed = serverStream();
    fetchMock
      .mockResolvedValueOnce(stream.response)
      .mockResolvedValueOnce({ ok: false, status: 400 } as Response)
      .mockResolvedValueOnce(resumed.response);
    const missed = jest.fn();
    const stopHearing = subscribeToMissedChanges(missed);
    openChangeStream();
    await settle();
    stream.send(eventOf('7.41.old', entry('41')));
    stream.cut();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(requestHeaders(1)['Last-Event-ID']).toBe('7.41.old');
    expect(missed).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(requestHeaders(2)['Last-Event-ID']).toBeUndefined();
    stopHearing();
  });

  it('closes on sign-out and opens again at the next sign-in', async () => {
    const stream = serverStream();
    fetchMock.mockResolvedValueOnce(stream.response);
    openChangeStream();
    await settle();
    const signal = fetchMock.mock.calls[0][1].signal as AbortSignal;

    fetchMock.mockResolvedValue({ ok: true, status: 200, text: async () => '{}' });
    await signOut();
    expect(signal.aborted).toBe(true);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/changes/stream')).toHaveLength(1);

    publishSignedInUser(fakeCurrentUser('Admin'));
    fetchMock.mockResolvedValueOnce(serverStream().response);
    openChangeStream();
    await settle();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/changes/stream')).toHaveLength(2);
  });
});

describe('useChanges', () => {
  it('hears only the kinds asked for, with the latest listener, while mounted', async () => {
    const stream = serverStream();
    fetchMock.mockResolvedValueOnce(stream.response);
    openChangeStream();
    await settle();
    const heard: string[] = [];
    const { rerender, unmount } = renderHook(
      ({ tag }) => useChanges((change) => heard.push(`${tag}:${change.id}`), ['meeting']),
      { initialProps: { tag: 'a' } },
    );
    stream.send(eventOf('7.1', entry('1', { kind: 'venue' })));
    stream.send(eventOf('7.2', entry('2', { kind: 'meeting' })));
    await act(settle);
    rerender({ tag: 'b' });
    stream.send(eventOf('7.3', entry('3', { kind: 'meeting' })));
    await settle();
    unmount();
    stream.send(eventOf('7.4', entry('4', { kind: 'meeting' })));
    await settle();
    expect(heard).toEqual(['a:2', 'b:3']);
  });
});
