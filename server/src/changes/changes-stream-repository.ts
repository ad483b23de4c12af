import type { Queryable } from '../db/database';
import type { ChangeRow } from './changes-repository';

/** An entry's row with its writing transaction, by which a stream keeps its place. */
export type StreamRow = ChangeRow & { tx: string };

/**
 * A position in the change record: entries are read in (tx, id) order, the writing transaction first. Ids are taken
 * before commit, so a transaction that commits late may hold a lower id than entries already read; ordered by
 * transaction, and read only below the oldest transaction still running, no entry can appear behind the position.
 */
export interface ChangeCursor {
  tx: bigint;
  id: bigint;
}

export interface ChangesAfter {
  /** The entries after the position that no running transaction precedes, in order. */
  ready: StreamRow[];
  /** Committed entries after them wait for an older transaction to end. */
  heldBack: boolean;
}

export interface ChangesStreamRepository {
  /** The position of now: every entry committed later comes after it. */
  now(): Promise<ChangeCursor>;
  readAfter(cursor: ChangeCursor, limit: number): Promise<ChangesAfter>;
  /** The ids of the entries committed after the position, ready or held back. */
  committedAfter(cursor: ChangeCursor): Promise<Set<string>>;
}

export function createChangesStreamRepository(db: Queryable): ChangesStreamRepository {
  return {
    now: async () => {
      const [row] = await db.query<{ horizon: string }>(
        'select pg_snapshot_xmin(pg_current_snapshot())::text as horizon',
      );
      if (!row) throw new Error('Reading the oldest running transaction returned no row.');
      return { tx: BigInt(row.horizon), id: 0n };
    },
    readAfter: async (cursor, limit) => {
      // One statement, so the horizon and the rows come from one snapshot. Ordered by the columns, not by their text.
      const rows = await db.query<StreamRow & { ready: boolean }>(
        `select id::text, tx::text, at, actor, action, kind, record_id, batch_id, fields,
                tx < pg_snapshot_xmin(pg_current_snapshot()) as ready
           from changes
          where (tx, id) > ($1::xid8, $2::bigint)
          order by changes.tx, changes.id
          limit $3`,
        [cursor.tx.toString(), cursor.id.toString(), limit],
        { prepared: 'changes-after' },
      );
      const ready = rows.filter((row) => row.ready).map(({ ready: _ready, ...row }) => row);
      return { ready, heldBack: ready.length < rows.length };
    },
    committedAfter: async (cursor) => {
      const rows = await db.query<{ id: string }>(
        'select id::text from changes where (tx, id) > ($1::xid8, $2::bigint)',
        [cursor.tx.toString(), cursor.id.toString()],
      );
      return new Set(rows.map((row) => row.id));
    },
  };
}
