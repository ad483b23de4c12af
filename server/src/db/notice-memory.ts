import type { Database } from './database';

/** Entries kept at most; past it, the memory starts again from empty. */
const REMEMBERED = 10_000;

export interface NoticeMemory<Value> {
  /**
   * The value of `key` from memory while `stillGood` says so, else from `load`; a value found is kept unless a notice
   * came while it was being loaded (it may be from before the change).
   */
  get(key: string, load: () => Promise<Value | null>, stillGood: (value: Value) => boolean): Promise<Value | null>;
  stop(): Promise<void>;
}

/**
 * Values the server would read from the database on every request, kept in memory until the next notice on
 * `channel`: on PGlite a query costs more than the rest of a request. Every change that could make a value wrong
 * notifies, and PGlite calls `listen`'s callback before the change's own call resolves, so the memory is emptied
 * before anyone can see the change. (A PostgreSQL server delivers notices later, to each process on its own: there
 * every request asks the database.)
 */
export async function noticeMemory<Value>(db: Database, channel: string): Promise<NoticeMemory<Value>> {
  const values = new Map<string, Value>();
  let generation = 0;
  const stop = await db.listen(channel, () => {
    generation += 1;
    values.clear();
  });
  return {
    get: async (key, load, stillGood) => {
      const known = values.get(key);
      if (known !== undefined && stillGood(known)) return known;
      const seen = generation;
      const found = await load();
      if (found !== null && seen === generation) {
        if (values.size >= REMEMBERED) values.clear();
        values.set(key, found);
      }
      return found;
    },
    stop,
  };
}
