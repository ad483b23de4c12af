import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';

/** How long the server waits on a client, so that a slow or silent one cannot hold a connection for ever. */
export interface ServerTimeouts {
  /** The whole request, headers and body, must arrive within this; then Node answers 408 and closes. */
  requestMs: number;
  /** The headers must arrive within this. */
  headersMs: number;
  /** A connection on which nothing moves for this long is closed. */
  idleMs: number;
  /** How long a kept-alive connection may wait for its next request. */
  keepAliveMs: number;
  /** How often Node looks for requests past their time (its default is 30 s, longer than a test may take). */
  checkEveryMs: number;
}

/**
 * The largest body is a 2 MB venue image: 30 s is about 70 KB/s, slower than any phone on a poor connection. A body
 * trickled one byte at a time is cut at 30 s, headers at 10 s.
 */
export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  requestMs: 30_000,
  headersMs: 10_000,
  idleMs: 60_000,
  keepAliveMs: 10_000,
  checkEveryMs: 1_000,
};

/** The Fastify options that set these timeouts on the HTTP server it creates. */
export function timeoutOptions(timeouts: ServerTimeouts): FastifyHttpOptions<Server> {
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
  };
}
