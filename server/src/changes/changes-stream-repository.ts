import type { Queryable } from '../db/database';
import { type ChangeReaderUser, visibilityParams, visibleRowSql } from './change-visibility';
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

export const isAfter = (a: ChangeCursor, b: ChangeCursor): boolean => a.tx > b.tx || (a.tx === b.tx && a.id > b.id);

export interface ChangesAfter {
  /** The entries after the position that no running transaction precedes, in order. */
  ready: StreamRow[];
  /** Committed entries after them wait for an older transaction to end. */
  heldBack: boolean;
}

/** A page of a reader's catch-up: what it may see of the next committed entries, and how far the page read. */
export interface VisiblePage {
  /** The entries of the page the reader may see, in order. */
  visible: StreamRow[];
  /** Where the page ended: after the last entry it read, or, when it read all there was, at the horizon. */
  end: ChangeCursor;
  /** It read `limit` entries, so more may follow. */
  full: boolean;
}

export interface ChangesStreamRepository {
  /** The position of now: every entry committed later comes after it. */
  now(): Promise<ChangeCursor>;
  readAfter(cursor: ChangeCursor, limit: number): Promise<ChangesAfter>;
  /**
   * Up to `limit` entries after the position that no running transaction precedes, of which only those the reader
   * may see come back whole: the filter runs in the database, so a reader's catch-up carries nothing it may not see.
   */
  readVisibleAfter(cursor: ChangeCursor, limit: number, reader: ChangeReaderUser): Promise<VisiblePage>;
  /** How many entries follow the position, counted up to `limit` at most. */
  countAfter(cursor: ChangeCursor, limit: number): Promise<number>;
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
    readVisibleAfter: async (cursor, limit, reader) => {
      // One statement, so the horizon and the rows come from one snapshot; the horizon comes even with no row.
      const rows = await db.query<Partial<StreamRow> & { horizon: string; visible: boolean | null }>(
        `select horizon.xmin::text as horizon, page.id::text, page.tx::text, page.visible,
                case when page.visible then page.at end as at, case when page.visible then page.actor end as actor,
                page.action, page.kind, page.record_id, case when page.visible then page.batch_id::text end as batch_id,
                case when page.visible then page.fields end as fields
           from (select pg_snapshot_xmin(pg_current_snapshot()) as xmin) horizon
           left join lateral (
             select id, tx, at, actor, action, kind, record_id, batch_id, fields,
                    ${visibleRowSql('$4', '$5', '$6')} as visible
               from changes
              where (tx, id) > ($1::xid8, $2::bigint) and tx < horizon.xmin
              order by changes.tx, changes.id
              limit $3) page on true`,
        [cursor.tx.toString(), cursor.id.toString(), limit, ...visibilityParams(reader)],
        { prepared: 'changes-visible-after' },
      );
      const read = rows.filter((row) => row.id !== null && row.id !== undefined);
      const last = read.at(-1);
      const full = read.length === limit;
      const horizon = { tx: BigInt(rows[0]?.horizon ?? '0'), id: 0n };
      const lastRead = last ? { tx: BigInt(last.tx ?? '0'), id: BigInt(last.id ?? '0') } : cursor;
      return {
        visible: read.filter((row) => row.visible).map(({ horizon: _h, visible: _v, ...row }) => row as StreamRow),
        // Read to the end: nothing committed below the horizon is left after it.
        end: full || isAfter(lastRead, horizon) ? lastRead : horizon,
        full,
      };
    },
    countAfter: async (cursor, limit) => {
      // Along the (tx, id) index, and no further than `limit`: the depth of a catch-up costs no more than that.
      const [row] = await db.query<{ count: number }>(
        `select count(*)::int as count
           from (select 1 from changes where (tx, id) > ($1::xid8, $2::bigint) order by tx, id limit $3) ahead`,
        [cursor.tx.toString(), cursor.id.toString(), limit],
      );
      return row?.count ?? 0;
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
