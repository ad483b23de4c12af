import { type Message, message } from '@scheduler/shared-domain/i18n';
import { SERVER_MESSAGES } from '@scheduler/shared-domain/server-messages';
import { ERROR_CODE_HEADER } from '@scheduler/shared-domain/stale-edit';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DatabaseUnavailableError } from '../db/database';
import { HttpError } from './http-error';
import { inRequestLanguage, type Localized } from './languages';
import { REQUEST_ID_HEADER } from './request-id';

/** Fastify's own request errors, reworded for people; the status stays Fastify's. */
const REQUEST_ERROR_MESSAGES: Record<string, Message> = {
  FST_ERR_CTP_INVALID_JSON_BODY: message(SERVER_MESSAGES.invalidJson),
  FST_ERR_CTP_EMPTY_JSON_BODY: message(SERVER_MESSAGES.invalidJson),
  FST_ERR_CTP_BODY_TOO_LARGE: message(SERVER_MESSAGES.bodyTooLarge),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: message(SERVER_MESSAGES.unsupportedMediaType),
  FST_ERR_BAD_URL: message(SERVER_MESSAGES.badUrl),
};

export interface ErrorAnswer {
  statusCode: number;
  /** In the request's language; a plain string is a text not in the catalogs yet, answered as it is. */
  message: string | Localized;
}

/** What the client is told about an error: 4xx keep their message, everything else is hidden. */
export function answerFor(error: FastifyError | Error): ErrorAnswer {
  if (error instanceof DatabaseUnavailableError)
    return { statusCode: 503, message: message(SERVER_MESSAGES.databaseUnavailable) };
  // Ours, meant for the client whatever its status (a directory that is down is a 503 with its own message).
  if (error instanceof HttpError) return { statusCode: error.statusCode, message: error.localized ?? error.message };
  const { statusCode, code, validation } = error as Partial<FastifyError>;
  if (validation || code === 'FST_ERR_VALIDATION') return { statusCode: 400, message: error.message };
  const requestError = code && REQUEST_ERROR_MESSAGES[code];
  if (requestError) return { statusCode: statusCode ?? 400, message: requestError };
  // Fastify's JSON parser reports malformed JSON as a SyntaxError with status 400.
  if (error instanceof SyntaxError && statusCode === 400)
    return { statusCode: 400, message: message(SERVER_MESSAGES.invalidJson) };
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) return { statusCode, message: error.message };
  return { statusCode: 500, message: message(SERVER_MESSAGES.internalError) };
}

/**
 * A server error is logged. An unexpected one's answer names the request, so the person who sees it can quote that
 * line; a 503 that says what is down (the database, the directory) keeps its own words.
 */
async function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const answer = answerFor(error);
  const said = (text: string | Localized) =>
    typeof text === 'string' ? text : inRequestLanguage(request, reply, text);
  if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  if (error instanceof HttpError && error.errorCode) reply.header(ERROR_CODE_HEADER, error.errorCode);
  const text = said(answer.message);
  const withId =
    answer.statusCode === 500 && message(SERVER_MESSAGES.withRequestId, { message: text, requestId: request.id });
  return reply.code(answer.statusCode).send({ message: withId ? said(withId) : text });
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
