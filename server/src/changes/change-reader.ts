import type { ChangeEntry } from '@scheduler/shared-domain/change';
import type { Database } from '../db/database';
import { type ChangeCursor, createChangesStreamRepository } from './changes-stream-repository';
import { toChangeEntry } from './changes-wire';

/** What the record's statement trigger notifies at each commit that wrote entries (migration 017). */
const CHANGES_CHANNEL = 'changes';
/** Entries read at once, by the shared read and by a subscriber catching up. */
const PAGE = 500;
/** How soon to read again when committed entries wait for an older transaction to end. */
const HELD_BACK_RETRY_MS = 20;

export type Deliver = (entry: ChangeEntry, cursor: string) => void;

export interface ChangeReader {
  /**
   * Delivers every entry after `after` (a cursor the stream sent), or after now when it is omitted, in order, until
   * the answered function is called. Resolves once subscribed: every entry committed from then on is delivered.
   * Subscribed from now, `started` is told the position first, before any entry, for a client to resume from.
   */
  subscribe(deliver: Deliver, after?: ChangeCursor, started?: (cursor: string) => void): Promise<() => void>;
  close(): Promise<void>;
}

interface Subscriber {
  deliver: Deliver;
  started?: (cursor: string) => void;
  cursor?: ChangeCursor;
  /** Until true, it reads the entries it missed on its own; then it gets the shared read's entries. */
  caughtUp: boolean;
  /** Entries committed before it subscribed "from now" that the shared read has not passed yet. */
  before?: Set<string>;
  /** Settles `subscribe`: once its position is known, or with the error that kept it from being known. */
  subscribed?: (error?: unknown) => void;
}

/** `<tx>.<id>`: the stream's event id, which a client sends back as Last-Event-ID. */
export const cursorText = (cursor: ChangeCursor) => `${cursor.tx}.${cursor.id}`;

export function parseCursor(text: string): ChangeCursor | undefined {
  const match = /^(\d{1,20})\.(\d{1,20})$/.exec(text);
  return match ? { tx: BigInt(match[1] ?? ''), id: BigInt(match[2] ?? '') } : undefined;
}

const isAfter = (a: ChangeCursor, b: ChangeCursor) => a.tx > b.tx || (a.tx === b.tx && a.id > b.id);

/**
 * The one reader of the change record in this process: woken by NOTIFY (from any process on the same database), and
 * by a slow poll should a notice be lost, it reads the new entries once and hands them to every subscriber. Reads
 * run one at a time, so a subscriber catching up and the shared read never pass each other. It starts listening at
 * the first subscription, and reads nothing while no one is subscribed.
 */
export function createChangeReader(
  db: Database,
  options: { pollMs: number; onError: (error: unknown) => void },
): ChangeReader {
  const changes = createChangesStreamRepository(db);
  const subscribers = new Set<Subscriber>();
  /** Where the shared read is: unknown while no one is subscribed. */
  let position: ChangeCursor | undefined;
  let listening: Promise<() => Promise<void>> | undefined;
  let poll: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let reading = false;
  let readAgain = false;
  let closed = false;

  const deliverAfter = (subscriber: Subscriber, entries: readonly { entry: ChangeEntry; cursor: ChangeCursor }[]) => {
    // It may have left while its entries were read: its stream is ended, and must not be written to.
    if (!subscribers.has(subscriber)) return;
    for (const { entry, cursor } of entries) {
      if (subscriber.cursor && !isAfter(cursor, subscriber.cursor)) continue;
      subscriber.cursor = cursor;
      if (!subscriber.before?.has(entry.id)) subscriber.deliver(entry, cursorText(cursor));
    }
  };

  const readAfter = async (cursor: ChangeCursor) => {
    const { ready, heldBack } = await changes.readAfter(cursor, PAGE);
    const entries = ready.map((row) => ({
      entry: toChangeEntry(row),
      cursor: { tx: BigInt(row.tx), id: BigInt(row.id) },
    }));
    return { entries, heldBack, full: ready.length === PAGE };
  };

  /** One round: subscribers that are new or behind first, then the shared read. Answers whether to read again. */
  const readOnce = async (): Promise<boolean> => {
    if (subscribers.size === 0) {
      position = undefined;
      return false;
    }
    position ??= await changes.now();
    let more = false;
    // Past the position, entries of transactions that committed after an older one still running wait their turn;
    // those already committed are not news to a subscriber from now.
    const fromNow = [...subscribers].filter((subscriber) => !subscriber.caughtUp && !subscriber.cursor);
    const before = fromNow.length > 0 ? await changes.committedAfter(position) : undefined;
    for (const subscriber of subscribers) {
      if (subscriber.caughtUp) continue;
      if (!subscriber.cursor) {
        // One that came during the query is taken in the next round.
        if (!fromNow.includes(subscriber)) continue;
        subscriber.cursor = position;
        subscriber.before = before;
        subscriber.started?.(cursorText(position));
        subscriber.caughtUp = true;
      } else if (!isAfter(position, subscriber.cursor)) {
        subscriber.caughtUp = true;
      } else {
        const missed = await readAfter(subscriber.cursor);
        deliverAfter(subscriber, missed.entries);
        subscriber.caughtUp = !missed.full;
        more ||= missed.full;
      }
      subscriber.subscribed?.();
      subscriber.subscribed = undefined;
    }
    const fresh = await readAfter(position);
    for (const subscriber of subscribers) if (subscriber.caughtUp) deliverAfter(subscriber, fresh.entries);
    position = fresh.entries.at(-1)?.cursor ?? position;
    if (fresh.heldBack && !fresh.full) {
      clearTimeout(retry);
      retry = setTimeout(wake, HELD_BACK_RETRY_MS).unref();
    }
    return more || fresh.full;
  };

  function wake(): void {
    if (closed) return;
    if (reading) {
      readAgain = true;
      return;
    }
    reading = true;
    void (async () => {
      do {
        readAgain = false;
        try {
          readAgain = (await readOnce()) || readAgain;
        } catch (error) {
          // The next notice or poll tries again; the subscribers keep their positions. One still subscribing is
          // told, and left.
          options.onError(error);
          for (const subscriber of subscribers) {
            if (!subscriber.subscribed) continue;
            subscribers.delete(subscriber);
            subscriber.subscribed(error);
          }
        }
      } while (readAgain && !closed);
      reading = false;
    })();
  }

  const startListening = () => {
    listening ??= db.listen(CHANGES_CHANNEL, wake).then(
      (stop) => {
        poll = setInterval(wake, options.pollMs).unref();
        return stop;
      },
      (error: unknown) => {
        listening = undefined;
        throw error;
      },
    );
    return listening;
  };

  return {
    subscribe: async (deliver, after, started) => {
      if (closed) throw new Error('The change reader is closed.');
      await startListening();
      const subscriber: Subscriber = { deliver, started, cursor: after, caughtUp: false };
      const subscribed = new Promise<void>((resolve, reject) => {
        subscriber.subscribed = (error) => (error === undefined ? resolve() : reject(error));
      });
      subscribers.add(subscriber);
      wake();
      await subscribed;
      return () => {
        subscribers.delete(subscriber);
      };
    },
    close: async () => {
      closed = true;
      subscribers.clear();
      clearInterval(poll);
      clearTimeout(retry);
      const stop = await listening?.catch(() => undefined);
      await stop?.();
    },
  };
}
