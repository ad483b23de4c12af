import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipped = promisify(gzip);

/**
 * Sends a JSON text that many requests in a row answer alike (the list of all meetings, kept by its service) gzipped
 * once rather than at each request: with 100,000 meetings the compress plugin took some 170 ms to gzip its 26 MB, all
 * of it before the first byte went out. Keeps the gzip of the last text sent, found again while the service hands
 * the same text; a client that does not take gzip gets the text, which the compress plugin then handles as any other.
 */
export function keptGzipJson() {
  let kept: { text: string; gzip: Promise<Buffer> } | undefined;
  /** The gzip of `text`, made once while the same text comes. */
  const keep = (text: string) => {
    if (kept?.text !== text) kept = { text, gzip: gzipped(text, { level: constants.Z_BEST_SPEED }) };
    return kept.gzip;
  };
  const send = async (request: FastifyRequest, reply: FastifyReply, text: string) => {
    reply.type('application/json; charset=utf-8');
    if (negotiate(request.headers['accept-encoding'] ?? '', ['gzip']) !== 'gzip') return reply.send(text);
    return reply
      .header('vary', 'accept-encoding')
      .header('content-encoding', 'gzip')
      .send(await keep(text));
  };
  return { keep, send };
}
