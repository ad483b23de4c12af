import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

/** The header every answer names its request in; a proxy may send one, which the answer and the log then keep. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy may give (HAProxy's unique-id, nginx's $request_id, a UUID): short, and safe in a log line. */
const FORWARDED_ID = /^[\w.:-]{8,64}$/;

/**
 * Fastify's `genReqId`: the proxy's id when it sent a plausible one, else twelve random hex digits, short enough
 * for a person to read out, unique enough to find one line among a year of logs.
 */
export function requestIdOf(request: IncomingMessage): string {
  const forwarded = request.headers[REQUEST_ID_HEADER];
  return typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomBytes(6).toString('hex');
}

/** Every answer, errors and 404s included, carries its request's id. */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id' },
);
