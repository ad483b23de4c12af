import type { FastifyRequest } from 'fastify';

/** A feed link's path carries its secret (`/ical/<token>/…`): the log holds `[token]` in its place. */
export const withoutFeedToken = (url: string) => url.replace(/^\/ical\/[^/?#]*/, '/ical/[token]');

/** Fastify's request log fields, without any secret: an access token travels in a header, which it never logs. */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: withoutFeedToken(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
