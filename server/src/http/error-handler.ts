import {
  BAD_URL_MESSAGE,
  BODY_TOO_LARGE_MESSAGE,
  DATABASE_UNAVAILABLE_MESSAGE,
  INTERNAL_ERROR_MESSAGE,
  INVALID_JSON_MESSAGE,
  UNSUPPORTED_MEDIA_TYPE_MESSAGE,
  withRequestId,
} from '@scheduler/shared-domain/server-messages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DatabaseUnavailableError } from '../db/database';
import { HttpError } from './http-error';
import { REQUEST_ID_HEADER } from './request-id';

/** Fastify's own request errors, reworded for people; the status stays Fastify's. */
const REQUEST_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: INVALID_JSON_MESSAGE,
  FST_ERR_CTP_EMPTY_JSON_BODY: INVALID_JSON_MESSAGE,
  FST_ERR_CTP_BODY_TOO_LARGE: BODY_TOO_LARGE_MESSAGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: UNSUPPORTED_MEDIA_TYPE_MESSAGE,
  FST_ERR_BAD_URL: BAD_URL_MESSAGE,
};

export interface ErrorAnswer {
  statusCode: number;
  message: string;
}

/** What the client is told about an error: 4xx keep their message, everything else is hidden. */
export function answerFor(error: FastifyError | Error): ErrorAnswer {
  if (error instanceof DatabaseUnavailableError) return { statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE };
  // Ours, meant for the client whatever its status (a directory that is down is a 503 with its own message).
  if (error instanceof HttpError) return { statusCode: error.statusCode, message: error.message };
  const { statusCode, code, validation } = error as Partial<FastifyError>;
  if (validation || code === 'FST_ERR_VALIDATION') return { statusCode: 400, message: error.message };
  if (code && REQUEST_ERROR_MESSAGES[code])
    return { statusCode: statusCode ?? 400, message: REQUEST_ERROR_MESSAGES[code] };
  // Fastify's JSON parser reports malformed JSON as a SyntaxError with status 400.
  if (error instanceof SyntaxError && statusCode === 400) return { statusCode: 400, message: INVALID_JSON_MESSAGE };
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) return { statusCode, message: error.message };
  return { statusCode: 500, message: INTERNAL_ERROR_MESSAGE };
}

/**
 * A server error is logged. An unexpected one's answer names the request, so the person who sees it can quote that
 * line; a 503 that says what is down (the database, the directory) keeps its own words.
 */
function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const answer = answerFor(error);
  if (answer.statusCode < 500) return reply.code(answer.statusCode).send({ message: answer.message });
  request.log.error({ err: error }, 'request failed');
  const message = answer.statusCode === 500 ? withRequestId(answer.message, request.id) : answer.message;
  return reply.code(answer.statusCode).send({ message });
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (`/%FF`) fails before any hook runs, so this answer brings its
 * own headers (the security headers and no-store) and is otherwise an error like any other.
 */
export function frameworkErrorHandler(headers: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers).header('cache-control', 'no-store').header(REQUEST_ID_HEADER, request.id);
    return handleError(error, request, reply);
  };
}

/** Every error becomes JSON `{message}`; a stack trace never reaches a client. */
export default fp(
  async (app) => {
    app.setErrorHandler(handleError);
  },
  { name: 'error-handler' },
);
