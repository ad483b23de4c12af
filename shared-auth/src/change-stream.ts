import type { ChangeEntry } from '@scheduler/shared-domain/change';
import type { StoreApi } from 'zustand';
import type { AuthState } from './auth-store';
import { eventStreamParser } from './event-stream';

/** The wait before the first reconnect, doubled after each failed one up to the last. */
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

/** What hears the tab's changes (subscribeToChanges). */
export type ChangeListener = (entry: ChangeEntry) => void;

/** Hands an entry to each listener; one that fails does not keep it from the others. */
export function deliverChange(listeners: ReadonlySet<ChangeListener>, entry: ChangeEntry): void {
  for (const listener of [...listeners]) {
    try {
      listener(entry);
    } catch (failure) {
      console.error('A change listener failed', failure);
    }
  }
}

let following = false;

/**
 * Reads `GET /api/changes/stream` while someone is signed in, and hands each entry to every listener. The token goes in a
 * header (fetch and a stream reader, not EventSource, which could only put it in the URL). A dropped stream is
 * opened again after 1 s, 2 s, … up to 30 s, with `Last-Event-ID`, so the server sends what was missed. A 401 waits
 * for a new token (a refresh); a sign-out ends it all. One at a time: a second call while one runs does nothing.
 */
export function followChangeStream({
  listeners,
  auth,
  url,
}: {
  listeners: ReadonlySet<ChangeListener>;
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
    if (token && token !== refusedToken) void connect(token);
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
