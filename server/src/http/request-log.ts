import type { FastifyRequest } from 'fastify';
import pinoPretty from 'pino-pretty';
import type { LogFormat } from '../config';
import { withoutSecrets } from './secret-text';

/**
 * The request's path and query, with `[token]` for the part its route names `:token` (a feed link carries its secret
 * in the path, `/ical/<token>/…`, however the request spells it: `/%69cal/…` reaches the same route) and for any
 * secret in the query (a password link of the older kind, `/user/set-password?token=…`).
 */
export function loggedUrl(request: FastifyRequest): string {
  const tokenAt = request.routeOptions.url?.split('/').indexOf(':token') ?? -1;
  if (tokenAt < 0) return withoutSecrets(request.url);
  const parts = request.url.split('/');
  parts[tokenAt] = '[token]';
  return withoutSecrets(parts.join('/'));
}

/** Fastify's request log fields, without any secret: an access token travels in a header, which it never logs. */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: loggedUrl(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

/**
 * Where the server's log goes: JSON lines on standard output, or for a person at a terminal (LOG_FORMAT=pretty)
 * pino-pretty's lines, in colour when the output is a terminal.
 */
export function logDestination(format: LogFormat): NodeJS.WritableStream {
  if (format === 'json') return process.stdout;
  return pinoPretty({
    colorize: process.stdout.isTTY,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    destination: process.stdout,
    sync: true,
  });
}
