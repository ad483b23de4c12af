import type { ChangeEntry } from '@scheduler/shared-domain/change';
import type { Database } from '../db/database';
import type { ChangeReaderUser } from './change-visibility';
import { type ChangeCursor, createChangesStreamRepository, isAfter, type StreamRow } from './changes-stream-repository';
import { toChangeEntry } from './changes-wire';

/** What the record's statement trigger notifies at each commit that wrote entries (migration 017). */
const CHANGES_CHANNEL = 'changes';
/** Entries the shared read reads at once, and keeps for catch-ups to join from. */
const PAGE = 500;
/**
 * Entries each page of a catch-up reads. Small, since other requests wait behind the page being read and handed out:
 * with 100, the stream hammer's catch-ups leave other users' adds a p95 near their own.
 */
const CATCH_UP_PAGE = 100;
/**
 * A subscriber further behind than this many entries is not caught up: it starts from now and is told to reload, so
 * no client can make the server read the whole record for it.
 */
export const MAX_CATCH_UP_ENTRIES = 10_000;
/** Pages a catch-up reads at most, should entries be added as fast as it reads them: then it starts from now too. */
const MAX_CATCH_UP_PAGES = (2 * MAX_CATCH_UP_ENTRIES) / CATCH_UP_PAGE;
/** How soon to read again when committed entries wait for an older transaction to end. */
const HELD_BACK_RETRY_MS = 20;

/** One who reads the record through the reader: a stream. */
export interface Subscriber {
  /** Whose eyes its catch-up is read with. */
  reader: ChangeReaderUser;
  /** An entry after its position, in order; the caller decides what the reader sees of it. */
  deliver(entry: ChangeEntry, cursor: ChangeCursor): void;
  /**
   * Its position moved with no entry to carry it: where it starts from now, where its catch-up ended, or (`reload`)
   * where it starts again from now because it was too far behind, having missed entries it was not sent.
   */
  moved(cursor: ChangeCursor, reload: boolean): void;
  /** Its catch-up failed; it gets nothing more. */
  failed(error: unknown): void;
}

export interface ChangeReader {
  /**
   * Delivers every entry after `after` (a cursor the stream sent), or after now when it is omitted, in order, until
   * the answered function is called. From now, resolves once its position is known (and told); from a cursor, at once,
   * while it catches up on its own.
   */
  subscribe(subscriber: Subscriber, after?: ChangeCursor): Promise<() => void>;
  close(): Promise<void>;
}

interface Follower {
  subscriber: Subscriber;
  cursor?: ChangeCursor;
  /** Until true, the shared read has not placed it yet (a subscriber from now). */
  caughtUp: boolean;
  /** Placed from now after its catch-up gave up: told so with its position. */
  reload?: boolean;
  /** Entries committed before it subscribed "from now" that the shared read has not passed yet. */
  before?: Set<string>;
  /** Settles `subscribe`: once its position is known, or with the error that kept it from being known. */
  subscribed?: (error?: unknown) => void;
  /** It unsubscribed, or the reader closed: its catch-up stops. */
  gone: boolean;
}

interface Read {
  entry: ChangeEntry;
  cursor: ChangeCursor;
}

const readOf = (row: StreamRow): Read => ({
  entry: toChangeEntry(row),
  cursor: { tx: BigInt(row.tx), id: BigInt(row.id) },
});

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The one shared reader of the change record in this process: woken by NOTIFY (from any process on the same
 * database), and by a slow poll should a notice be lost, it reads the new entries once and hands them to every
 * follower. It starts listening at the first subscription, and reads nothing while no one follows.
 *
 * A subscriber from a cursor catches up outside it, a page at a time: only what it may see is read (the filter runs
 * in the database), catch-ups take turns for one page each with a pause between pages for other work, and one
 * further behind than MAX_CATCH_UP_ENTRIES starts from now instead. It joins the shared read once its position is within the entries
 * the shared read still holds, without another query.
 */
export function createChangeReader(
  db: Database,
  options: { pollMs: number; onError: (error: unknown) => void },
): ChangeReader {
  const changes = createChangesStreamRepository(db);
  const followers = new Set<Follower>();
  /** Where the shared read is: unknown while no one follows. */
  let position: ChangeCursor | undefined;
  /** The entries the shared read passed last, all of them after `recentFrom`, up to `position`. */
  let recent: Read[] = [];
  let recentFrom: ChangeCursor | undefined;
  let listening: Promise<() => Promise<void>> | undefined;
  let poll: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let reading = false;
  let readAgain = false;
  let closed = false;
  /** Catch-ups read one page at a time between them, so other requests wait behind one page at most. */
  let catchUpTurn = Promise.resolve();

  const deliverAfter = (follower: Follower, entries: readonly Read[]) => {
    // It may have left while its entries were read: its stream is ended, and must not be written to.
    if (!followers.has(follower)) return;
    for (const { entry, cursor } of entries) {
      if (follower.cursor && !isAfter(cursor, follower.cursor)) continue;
      follower.cursor = cursor;
      if (!follower.before?.has(entry.id)) follower.subscriber.deliver(entry, cursor);
    }
  };

  const startAt = (start: ChangeCursor) => {
    position = start;
    recentFrom = start;
    recent = [];
  };

  /** Keeps what the shared read passed, for catch-ups to join from; the oldest go beyond PAGE entries. */
  const remember = (entries: readonly Read[]) => {
    recent.push(...entries);
    const dropped = recent.length - PAGE;
    if (dropped <= 0) return;
    recentFrom = recent[dropped - 1]?.cursor ?? recentFrom;
    recent = recent.slice(dropped);
  };

  /** One round: followers from now are placed, then the shared read. Answers whether to read again. */
  const readOnce = async (): Promise<boolean> => {
    if (followers.size === 0) {
      position = undefined;
      recentFrom = undefined;
      recent = [];
      return false;
    }
    if (!position) {
      const now = await changes.now();
      // A catch-up may have joined meanwhile, and set the position from its own.
      if (!position) startAt(now);
    }
    const from = position as ChangeCursor;
    // Past the position, entries of transactions that committed after an older one still running wait their turn;
    // those already committed are not news to a follower from now.
    const fromNow = [...followers].filter((follower) => !follower.caughtUp);
    const before = fromNow.length > 0 ? await changes.committedAfter(from) : undefined;
    for (const follower of fromNow) {
      follower.cursor = from;
      follower.before = before;
      follower.caughtUp = true;
      follower.subscriber.moved(from, follower.reload === true);
      follower.subscribed?.();
      follower.subscribed = undefined;
    }
    const { ready, heldBack } = await changes.readAfter(from, PAGE);
    const fresh = ready.map(readOf);
    for (const follower of followers) if (follower.caughtUp) deliverAfter(follower, fresh);
    remember(fresh);
    position = fresh.at(-1)?.cursor ?? position;
    const full = ready.length === PAGE;
    if (heldBack && !full) {
      clearTimeout(retry);
      retry = setTimeout(wake, HELD_BACK_RETRY_MS).unref();
    }
    return full;
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
          // The next notice or poll tries again; the followers keep their positions. One still subscribing is
          // told, and left.
          options.onError(error);
          for (const follower of followers) {
            if (!follower.subscribed) continue;
            followers.delete(follower);
            follower.gone = true;
            follower.subscribed(error);
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

  /**
   * Hands a catch-up at `cursor` to the shared read when it can take it without a query: its position is within the
   * entries the shared read holds, or, while no one follows, it has read to the present and starts the shared read.
   */
  const join = (follower: Follower, cursor: ChangeCursor, atPresent: boolean, deliver: (read: Read) => void) => {
    if (!position || !recentFrom) {
      if (!atPresent) return false;
      startAt(cursor);
    } else if (isAfter(recentFrom, cursor)) return false;
    for (const read of recent) if (isAfter(read.cursor, cursor)) deliver(read);
    follower.cursor = position && isAfter(position, cursor) ? position : cursor;
    follower.caughtUp = true;
    followers.add(follower);
    wake();
    return true;
  };

  /** Takes the next turn among catch-ups for one page. */
  const inTurn = <Result>(work: () => Promise<Result>): Promise<Result> => {
    const page = catchUpTurn.then(work);
    catchUpTurn = page.then(nextTurn, nextTurn);
    return page;
  };

  const catchUp = async (follower: Follower, after: ChangeCursor) => {
    const { subscriber } = follower;
    let cursor = after;
    let sent = after;
    let atPresent = false;
    const deliver = (read: Read) => {
      sent = read.cursor;
      subscriber.deliver(read.entry, read.cursor);
    };
    try {
      for (let pages = 0; !follower.gone && !closed; pages += 1) {
        if (join(follower, cursor, atPresent, deliver)) {
          // The client resumes from here, past entries it was not sent, rather than read them again.
          if (follower.cursor && isAfter(follower.cursor, sent)) subscriber.moved(follower.cursor, false);
          return;
        }
        const tooFarBehind =
          pages === 0
            ? (await inTurn(() => changes.countAfter(cursor, MAX_CATCH_UP_ENTRIES + 1))) > MAX_CATCH_UP_ENTRIES
            : pages === MAX_CATCH_UP_PAGES;
        if (follower.gone || closed) return;
        if (tooFarBehind) {
          follower.reload = true;
          followers.add(follower);
          wake();
          return;
        }
        const page = await inTurn(() => changes.readVisibleAfter(cursor, CATCH_UP_PAGE, subscriber.reader));
        if (follower.gone || closed) return;
        for (const read of page.visible.map(readOf)) deliver(read);
        cursor = page.end;
        atPresent = !page.full;
      }
    } catch (error) {
      if (follower.gone || closed) return;
      follower.gone = true;
      options.onError(error);
      subscriber.failed(error);
    }
  };

  return {
    subscribe: async (subscriber, after) => {
      if (closed) throw new Error('The change reader is closed.');
      await startListening();
      const follower: Follower = { subscriber, caughtUp: false, gone: false };
      const unsubscribe = () => {
        follower.gone = true;
        followers.delete(follower);
      };
      if (after) {
        void catchUp(follower, after);
        return unsubscribe;
      }
      const subscribed = new Promise<void>((resolve, reject) => {
        follower.subscribed = (error) => (error === undefined ? resolve() : reject(error));
      });
      followers.add(follower);
      wake();
      await subscribed;
      return unsubscribe;
    },
    close: async () => {
      closed = true;
      for (const follower of followers) follower.gone = true;
      followers.clear();
      clearInterval(poll);
      clearTimeout(retry);
      const stop = await listening?.catch(() => undefined);
      await stop?.();
    },
  };
}
