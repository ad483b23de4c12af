import type { ChangeEntry } from '@scheduler/shared-domain/change';
import type { StoreApi } from 'zustand';
import type { AuthState } from './auth-store';
import { eventStreamParser } from './event-stream';
import { isTokenExpired } from './token';

/** The wait before the first reconnect, doubled after each failed one up to the last. */
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

/** What hears the tab's changes (subscribeToChanges). */
export type ChangeListener = (entry: ChangeEntry) => void;
/** What hears that the tab missed changes it was not sent, and must load its data again (subscribeToMissedChanges). */
export type MissedChangesListener = () => void;

/** Tells each listener; one that fails does not keep it from the others. */
function tellEach<Heard>(listeners: ReadonlySet<(heard: Heard) => void>, heard: Heard): void {
  for (const listener of [...listeners]) {
    try {
      listener(heard);
    } catch (failure) {
      console.error('A change listener failed', failure);
    }
  }
}

/** Hands an entry to each listener. */
export const deliverChange = (listeners: ReadonlySet<ChangeListener>, entry: ChangeEntry): void =>
  tellEach(listeners, entry);

/** Tells each listener that changes were missed. */
export const tellMissedChanges = (listeners: ReadonlySet<MissedChangesListener>): void =>
  tellEach(listeners, undefined);

let following = false;

/**
 * Reads `GET /api/changes/stream` while someone is signed in, and hands each entry to every listener. The token goes in a
 * header (fetch and a stream reader, not EventSource, which could only put it in the URL). A dropped stream is
 * opened again after 1 s, 2 s, … up to 30 s, with `Last-Event-ID`, so the server sends what was missed. The server
 * ends a stream when its token expires: a 401, or a token that has expired, waits for a new token (a refresh); a
 * sign-out ends it all. When the server cannot send what was missed (a `reload` event, or a 400 for a position it no
 * longer takes back), `missedListeners` load their data again. One at a time: a second call while one runs does nothing.
 */
export function followChangeStream({
  listeners,
  missedListeners,
  auth,
  url,
}: {
  listeners: ReadonlySet<ChangeListener>;
  missedListeners: ReadonlySet<MissedChangesListener>;
  /** The auth store, whose token the stream sends and whose sign-out ends it. */
  auth: StoreApi<AuthState>;
  url: string;
}): void {
  if (following) return;
  following = true;
  let lastEventId = '';
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let connection: AbortController | null = null;
  let refusedToken: string | undefined;

  const connect = async (token: string) => {
    const controller = new AbortController();
    connection = controller;
    try {
      const response = await fetch(url, {
        headers: {
          Accept: 'text/event-stream',
          Authorization: `Bearer ${token}`,
          ...(lastEventId && { 'Last-Event-ID': lastEventId }),
        },
        credentials: 'same-origin',
        cache: 'no-store',
        signal: controller.signal,
      });
      if (!response.ok || !response.body) {
        // The refusal's body is not read: dropped, so the request ends.
        void response.body?.cancel();
        if (response.status === 401) {
          refusedToken = token;
          connection = null;
          return;
        }
        // A position the server does not take back (one of another signing secret): from now on, with data loaded again.
        if (response.status === 400 && lastEventId) {
          lastEventId = '';
          tellMissedChanges(missedListeners);
        }
        throw new Error(`The change stream answered ${response.status}`);
      }
      retryMs = FIRST_RETRY_MS;
      await read(response.body);
    } catch (failure) {
      if (!controller.signal.aborted) console.warn('The change stream dropped', failure);
    }
    if (controller.signal.aborted) return;
    connection = null;
    retryTimer = setTimeout(reconnect, retryMs);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  const read = async (body: ReadableStream<Uint8Array>) => {
    const feed = eventStreamParser(
      (event) => {
        if (event.type === 'change') deliverChange(listeners, JSON.parse(event.data) as ChangeEntry);
        else if (event.type === 'reload') tellMissedChanges(missedListeners);
      },
      (id) => {
        lastEventId = id;
      },
    );
    const decoder = new TextDecoder();
    const reader = body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      feed(decoder.decode(chunk.value, { stream: true }));
    }
  };

  const reconnect = () => {
    retryTimer = undefined;
    const token = auth.getState().currentUser?.token;
    if (!token || token === refusedToken) return;
    // Its expiry ended the stream: asking with it again would only be refused.
    if (isTokenExpired(token)) refusedToken = token;
    else void connect(token);
  };

  const stopFollowingAuth = auth.subscribe(({ currentUser }) => {
    if (!currentUser?.token) {
      stopFollowingAuth();
      clearTimeout(retryTimer);
      connection?.abort();
      following = false;
    } else if (!connection && !retryTimer && currentUser.token !== refusedToken) {
      // Refused before: the refreshed token may be let in at once.
      void connect(currentUser.token);
    }
  });
  reconnect();
}
