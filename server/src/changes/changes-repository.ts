import type { ChangeAction, ChangeKind, FieldChange } from '@scheduler/shared-domain/change';
import type { Queryable } from '../db/database';

/** One entry to append: what happened to which record; who and when are the whole write's. */
export interface NewChange {
  action: ChangeAction;
  kind: ChangeKind;
  recordId: string;
  fields: Record<string, FieldChange>;
}

/** Who wrote the entries of one transaction, when, and the batch id a series operation shares. */
export interface ChangeAuthor {
  actor: string;
  at: Date;
  batchId?: string | undefined;
}

/** An entry as read back, ids and instants as text. */
export interface ChangeRow {
  id: string;
  at: Date;
  actor: string;
  action: ChangeAction;
  kind: ChangeKind;
  record_id: string;
  batch_id: string | null;
  fields: Record<string, FieldChange>;
}

/** What a page of entries is filtered by; every filter left out matches all. Newest first, below `before`. */
export interface ChangeFilter {
  kind?: ChangeKind | undefined;
  action?: ChangeAction | undefined;
  recordId?: string | undefined;
  actor?: string | undefined;
  /** Entries with a larger id only. */
  since?: string | undefined;
  /** Entries with a smaller id only: the cursor of the page before. */
  before?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
}

export interface ChangesRepository {
  /** In one statement: its trigger wakes the change streams once, at commit. */
  append(author: ChangeAuthor, changes: readonly NewChange[]): Promise<void>;
  /** Up to `limit` entries, newest first. */
  page(filter: ChangeFilter): Promise<ChangeRow[]>;
  find(id: string): Promise<ChangeRow | null>;
  /** Deletes the entries older than `before`; answers how many. */
  deleteOlderThan(before: Date): Promise<number>;
}

const SELECT_CHANGES = `select id::text as id, at, actor, action, kind, record_id, batch_id::text as batch_id, fields
  from changes`;

const APPEND_ONE = `insert into changes (at, actor, batch_id, action, kind, record_id, fields)
  values ($1, $2, $3, $4, $5, $6, $7)`;

/** In the order given, so that ids follow it. */
const APPEND_MANY = `insert into changes (at, actor, batch_id, action, kind, record_id, fields)
  select $1, $2, $3, added.entry ->> 'action', added.entry ->> 'kind', added.entry ->> 'recordId', added.entry -> 'fields'
    from jsonb_array_elements($4::jsonb) with ordinality as added (entry, position)
   order by added.position`;

export function createChangesRepository(db: Queryable): ChangesRepository {
  return {
    append: async ({ actor, at, batchId }, changes) => {
      const [only, ...more] = changes;
      if (!only) return;
      const author = [at, actor, batchId ?? null];
      // One entry, the common case, in the plainest statement: an add pays for it on every request.
      if (more.length === 0) {
        const { action, kind, recordId, fields } = only;
        await db.query(APPEND_ONE, [...author, action, kind, recordId, JSON.stringify(fields)], {
          prepared: 'append-change',
        });
      } else await db.query(APPEND_MANY, [...author, JSON.stringify(changes)], { prepared: 'append-changes' });
    },
    page: ({ kind, action, recordId, actor, since, before, from, to, limit }) =>
      db.query<ChangeRow>(
        `${SELECT_CHANGES}
          where ($1::text is null or kind = $1) and ($2::text is null or record_id = $2)
            and ($3::text is null or actor = $3) and ($4::bigint is null or id > $4) and ($5::bigint is null or id < $5)
            and ($6::timestamptz is null or at >= $6) and ($7::timestamptz is null or at < $7)
            and ($9::text is null or action = $9)
          order by changes.id desc
          limit $8`,
        [
          kind ?? null,
          recordId ?? null,
          actor ?? null,
          since ?? null,
          before ?? null,
          from ?? null,
          to ?? null,
          limit,
          action ?? null,
        ],
      ),
    find: async (id) => (await db.query<ChangeRow>(`${SELECT_CHANGES} where id = $1`, [id]))[0] ?? null,
    deleteOlderThan: async (before) =>
      (await db.query('delete from changes where at < $1 returning id', [before])).length,
  };
}
