import pg from 'pg';
import { DatabaseUnavailableError } from './database';

/** The first wait before connecting again after the listening connection dropped; it doubles up to the longest. */
const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 10_000;

export interface PostgresListener {
  /** As `Database.listen`: resolves once the channel is listened to. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * One connection of its own, outside the pool, that LISTENs on every channel asked for: a pooled connection is
 * handed to other queries and would miss notices. Opened at the first `listen`. When it drops it is opened again
 * (waiting longer after each failure), every channel is listened to again, and every callback is called once,
 * since the notices sent while it was away are lost.
 */
export function createPostgresListener(config: pg.ClientConfig): PostgresListener {
  const callbacks = new Map<string, Set<() => void>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;
  let closed = false;

  const callAll = (channel: string) => {
    for (const callback of callbacks.get(channel) ?? []) callback();
  };

  const connect = async (): Promise<pg.Client> => {
    const fresh = new pg.Client({ ...config, keepAlive: true });
    fresh.on('notification', ({ channel }) => callAll(channel));
    // Always followed by 'end'; without a listener an 'error' would end the process.
    fresh.on('error', () => {});
    fresh.on('end', () => {
      if (client !== fresh) return;
      client = undefined;
      reconnectLater();
    });
    try {
      await fresh.connect();
      for (const channel of callbacks.keys()) await fresh.query(`listen ${quoted(channel)}`);
    } catch (error) {
      await fresh.end().catch(() => {});
      throw new DatabaseUnavailableError(error);
    }
    if (closed) {
      await fresh.end();
      throw new DatabaseUnavailableError(new Error('The listener is closed.'));
    }
    client = fresh;
    return fresh;
  };

  const connected = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  function reconnectLater(): void {
    if (closed || retryTimer || callbacks.size === 0) return;
    retryTimer = setTimeout(async () => {
      retryTimer = undefined;
      try {
        await connected();
        retryMs = FIRST_RETRY_MS;
        for (const channel of callbacks.keys()) callAll(channel);
      } catch {
        retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
        reconnectLater();
      }
    }, retryMs);
    retryTimer.unref();
  }

  return {
    listen: async (channel, onNotify) => {
      const name = quoted(channel);
      const listeners = callbacks.get(channel) ?? new Set();
      const isNew = listeners.size === 0;
      listeners.add(onNotify);
      callbacks.set(channel, listeners);
      try {
        const listening = await connected();
        // The connection may have listened to it while opening; listening twice is harmless.
        if (isNew) await listening.query(`listen ${name}`);
      } catch (error) {
        listeners.delete(onNotify);
        if (listeners.size === 0) callbacks.delete(channel);
        throw error instanceof DatabaseUnavailableError ? error : new DatabaseUnavailableError(error);
      }
      return async () => {
        listeners.delete(onNotify);
        if (listeners.size > 0 || callbacks.get(channel) !== listeners) return;
        callbacks.delete(channel);
        await client?.query(`unlisten ${name}`).catch(() => {});
      };
    },
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      const open = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}

/** A channel as a quoted identifier: any name is taken as it is written. */
function quoted(channel: string): string {
  return `"${channel.replaceAll('"', '""')}"`;
}
