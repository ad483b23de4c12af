import { ERROR_CODE_HEADER } from '@scheduler/shared-domain/stale-edit';
// Test helpers only: the mock network (MSW) page tests talk to through the real HTTP client.
import { delay, HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

/** The API base of `testConfig` and of the HTTP client before any config. */
const API_BASE = '/api';

/** A refusal: the status and the `{message}` body the server sends with it. */
export class Refusal {
  constructor(
    readonly status: number,
    readonly message: string,
    /** The refusal's `Error-Code`, as the server names a stale edit. */
    readonly code?: string,
  ) {}
}

/** An answer that never comes, for what a screen shows while it waits. */
export const NO_ANSWER = Symbol('no answer');

/** A JSON body, a `Refusal`, `NO_ANSWER`, or a file (a Blob, sent with its own type). */
type Reply = JsonBodyType | Refusal | typeof NO_ANSWER | Blob;

export interface SentRequest {
  method: 'GET' | 'POST';
  /** Below the API base, as sent (encoded). */
  path: string;
  /** The query string as sent, with its '?'; '' for none. */
  search: string;
  /** The JSON body; the raw bytes of anything else; null for none. */
  body: unknown;
  /** The Authorization header, null without one. */
  authorization: string | null;
}

const server = setupServer();
const sent: SentRequest[] = [];

// Importing this module sets the network up for the test file; a request nothing answers fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET') return null;
  const type = request.headers.get('content-type') ?? '';
  return type.includes('json') ? request.json() : request.blob();
}

/**
 * Answers `method path` (below the API base; `:name` stands for one segment) with `replies` in turn, the last
 * one again after that: a JSON body or a file with 200, a `Refusal`, or `NO_ANSWER`.
 */
export function answer(method: SentRequest['method'], path: string, ...replies: [Reply, ...Reply[]]): void {
  let next = 0;
  const route = method === 'GET' ? http.get : http.post;
  server.use(
    route(`${API_BASE}${path}`, async ({ request }) => {
      const url = new URL(request.url);
      sent.push({
        method,
        path: url.pathname.slice(API_BASE.length),
        search: url.search,
        body: await bodyOf(request),
        authorization: request.headers.get('authorization'),
      });
      const reply = replies[Math.min(next, replies.length - 1)];
      next += 1;
      if (reply === NO_ANSWER) return delay('infinite').then(() => HttpResponse.json(null));
      if (reply instanceof Refusal) {
        const headers = reply.code ? { [ERROR_CODE_HEADER]: reply.code } : undefined;
        return HttpResponse.json({ message: reply.message }, { status: reply.status, headers });
      }
      if (reply instanceof Blob) return new HttpResponse(reply, { headers: { 'Content-Type': reply.type } });
      return HttpResponse.json(reply as JsonBodyType);
    }),
  );
}

/** The requests sent to `method path` (the exact, encoded path, whatever their query), in order. */
export function requestsTo(method: SentRequest['method'], path: string): SentRequest[] {
  return sent.filter((request) => request.method === method && request.path === path);
}

/** The bodies sent to `method path` (the exact, encoded path), in order. */
export function sentTo(method: SentRequest['method'], path: string): unknown[] {
  return requestsTo(method, path).map((request) => request.body);
}
