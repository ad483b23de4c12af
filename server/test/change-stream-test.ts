import { once } from 'node:events';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { ChangeAction, ChangeEntry, ChangeKind, FieldChange } from '@scheduler/shared-domain/change';
import type { Queryable } from '../src/db/database';

export interface TestChange {
  actor?: string;
  action?: ChangeAction;
  kind?: ChangeKind;
  recordId: string;
  batchId?: string;
  fields?: Record<string, FieldChange>;
  at?: Date;
}

/** Appends an entry to the change record as its writers do, in the caller's statement or transaction; answers its id. */
export async function insertChange(db: Queryable, change: TestChange): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into changes (at, actor, action, kind, record_id, batch_id, fields)
     values ($1, $2, $3, $4, $5, $6, $7) returning id::text`,
    [
      change.at ?? new Date('2026-11-22T09:00:00Z'),
      change.actor ?? 'chief',
      change.action ?? 'update',
      change.kind ?? 'venue',
      change.recordId,
      change.batchId ?? null,
      JSON.stringify(change.fields ?? {}),
    ],
  );
  if (!row) throw new Error('inserting a change returned no row');
  return row.id;
}

/** One block of the stream: an event, or a comment line such as `: heartbeat`. */
export interface StreamBlock {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

export interface ChangeEvent {
  cursor: string;
  entry: ChangeEntry;
}

export interface OpenedStream {
  status: number;
  /** Opened from now: the position it starts after, sent as an id without data before any entry. */
  start?: string;
  headers: IncomingHttpHeaders;
  /** The next block, or null once the server has ended the stream; fails after `timeoutMs`. */
  nextBlock(timeoutMs?: number): Promise<StreamBlock | null>;
  /** The next change event, skipping heartbeats; fails if the stream ends first or nothing comes in time. */
  nextChange(timeoutMs?: number): Promise<ChangeEvent>;
  /** Resolves once the server has ended the stream, with the entries that came before its end; fails if not in time. */
  ended(timeoutMs?: number): Promise<ChangeEntry[]>;
  /** No event arrives for this long: only heartbeats, and positions without data (which dispatch nothing). */
  expectQuiet(ms: number): Promise<void>;
  /** The body of an answer that is not a stream. */
  json(): Promise<unknown>;
  /** Drops the connection, as a closed tab does. */
  close(): void;
}

function parseBlock(text: string): StreamBlock {
  const block: StreamBlock = {};
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) block.comment = line.slice(1).trim();
    else {
      const colon = line.indexOf(':');
      const [field, value] = [line.slice(0, colon), line.slice(colon + 1).replace(/^ /, '')];
      if (field === 'id' || field === 'event' || field === 'data') block[field] = value;
    }
  }
  return block;
}

/**
 * Opens `GET /api/changes/stream` with the token in a header, on a connection of its own. For a 200, resolves once
 * the first heartbeat (and, from now, the start position) arrived: the stream will miss nothing committed from then on.
 */
export async function openChangeStream(baseUrl: string, token?: string, lastEventId?: string): Promise<OpenedStream> {
  const request = http.get(`${baseUrl}/api/changes/stream`, {
    agent: false,
    headers: {
      // As a browser sends it: the stream must not be compressed all the same, or it would arrive in bursts.
      'accept-encoding': 'gzip, deflate, br',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
  });
  const [response] = (await once(request, 'response')) as [IncomingMessage];
  response.setEncoding('utf8');
  let buffered = '';
  let done = false;
  let arrived: (() => void) | undefined;
  response.on('data', (chunk: string) => {
    buffered += chunk;
    arrived?.();
  });
  for (const event of ['end', 'close', 'error']) {
    response.on(event, () => {
      done = true;
      arrived?.();
    });
  }

  const nextBlock = async (timeoutMs = 5000): Promise<StreamBlock | null> => {
    const deadline = Date.now() + timeoutMs;
    while (!buffered.includes('\n\n')) {
      if (done) return null;
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve, reject) => {
        arrived = resolve;
        timer = setTimeout(() => reject(new Error('nothing arrived on the stream in time')), deadline - Date.now());
      }).finally(() => clearTimeout(timer));
    }
    const end = buffered.indexOf('\n\n');
    const block = parseBlock(buffered.slice(0, end));
    buffered = buffered.slice(end + 2);
    return block;
  };

  const stream: OpenedStream = {
    status: response.statusCode ?? 0,
    headers: response.headers,
    nextBlock,
    nextChange: async (timeoutMs = 5000) => {
      for (;;) {
        const block = await nextBlock(timeoutMs);
        if (!block) throw new Error('the stream ended');
        if (block.event === 'change') return { cursor: block.id ?? '', entry: JSON.parse(block.data ?? '') };
      }
    },
    ended: async (timeoutMs = 5000) => {
      const entries: ChangeEntry[] = [];
      for (;;) {
        const block = await nextBlock(timeoutMs);
        if (!block) return entries;
        if (block.event === 'change') entries.push(JSON.parse(block.data ?? ''));
      }
    },
    expectQuiet: async (ms) => {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        const block = await nextBlock(deadline - Date.now()).catch(() => undefined);
        if (block === undefined) return;
        const quiet = block?.comment === 'heartbeat' || (block?.id !== undefined && block.data === undefined);
        if (!quiet) throw new Error(`expected nothing, got ${JSON.stringify(block)}`);
      }
    },
    json: async () => {
      while (!done)
        await new Promise<void>((resolve) => {
          arrived = resolve;
        });
      return JSON.parse(buffered);
    },
    close: () => request.destroy(),
  };
  if (stream.status === 200) {
    const first = await nextBlock();
    if (first?.comment !== 'heartbeat') throw new Error(`the stream opened with ${JSON.stringify(first)}`);
    if (!lastEventId) {
      const position = await nextBlock();
      if (!position?.id || position.data !== undefined) throw new Error(`no start: ${JSON.stringify(position)}`);
      stream.start = position.id;
    }
  }
  return stream;
}
