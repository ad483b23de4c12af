import { message } from '@scheduler/shared-domain/i18n';
import { SERVER_MESSAGES } from '@scheduler/shared-domain/server-messages';
import fp from 'fastify-plugin';
import { HttpError } from './http-error';

/**
 * RFC 3986's host, a bracketed IPv6 address or a name (an IPv4 address is one too), with an optional port. Nothing
 * the server writes depends on the Host header, but HTTP (RFC 9112 §3.2) wants any other value answered with 400.
 */
const VALID_HOST = /^(?:\[[0-9A-Fa-f:.]+\]|(?:[\w\-.~!$&'()*+,;=]|%[0-9A-Fa-f]{2})*)(?::\d*)?$/;

/** Answers 400 {message} to a request whose Host header is not a host, on every route, before anything else runs. */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!VALID_HOST.test(request.headers.host ?? '')) throw new HttpError(400, message(SERVER_MESSAGES.badHost));
    });
  },
  { name: 'host-header' },
);
