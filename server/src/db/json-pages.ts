import type { Queryable } from './database';

/** How many rows each query of a paged read takes: some 0.3 to 0.6 MB of JSON. */
const PAGE_ROWS = 1000;

/** Rows to read in pages: `json` is each row's JSON text, `key` the prefix of the `start_time` and `id` it pages by. */
export interface PagedRows {
  from: string;
  json: string;
  where: string;
  key: string;
}

/** A page's JSON texts joined by commas, and the key of its last row: its start as text, exact to the microsecond. */
interface Page {
  json: string | null;
  rows: number;
  last_start: string | null;
  last_id: string | null;
}

const pageQuery = ({ from, json, where, key }: PagedRows, firstKeyParameter: number) => {
  const [start, id, limit] = [0, 1, 2].map((offset) => `$${firstKeyParameter + offset}`);
  const byKey = `${key}start_time, ${key}id collate "C"`;
  return `
  with page as (
    select ${key}start_time as start_time, ${key}id as id, ${json} as json from ${from}
     where (${where}) and ${key}start_time >= ${start}::timestamptz
       and (${key}start_time > ${start}::timestamptz or ${key}id collate "C" > ${id})
     order by ${byKey} limit ${limit})
  select string_agg(json, ',' order by start_time, id collate "C") as json, count(*)::int as rows,
         (select start_time::text from page order by start_time desc, id collate "C" desc limit 1) as last_start,
         (select id from page order by start_time desc, id collate "C" desc limit 1) as last_id
    from page`;
};

/**
 * Rows as one JSON array, by start then id, read in pages through an index on both: one query of them all would grow
 * PGlite's WebAssembly memory, which never shrinks, by the size of the whole (some 230 MB with 100,000 meetings).
 * `params` are those of `where`; the pages are one view of the data inside a transaction with `snapshot`.
 */
export async function jsonInPages(
  db: Queryable,
  rows: PagedRows,
  params: readonly unknown[],
  { pageRows = PAGE_ROWS, prepared }: { pageRows?: number; prepared?: string } = {},
): Promise<string> {
  const sql = pageQuery(rows, params.length + 1);
  const pages: string[] = [];
  let after = { start: '-infinity', id: '' };
  for (;;) {
    const [page] = await db.query<Page>(sql, [...params, after.start, after.id, pageRows], { prepared });
    if (!page?.json || page.last_start === null || page.last_id === null) break;
    pages.push(page.json);
    if (page.rows < pageRows) break;
    after = { start: page.last_start, id: page.last_id };
  }
  return `[${pages.join(',')}]`;
}
