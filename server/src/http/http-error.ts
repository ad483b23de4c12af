import { inEnglish, SOURCE_LANGUAGE, message as serverMessage } from '@scheduler/shared-domain/i18n';
import { SERVER_MESSAGES } from '@scheduler/shared-domain/server-messages';
import * as v from 'valibot';
import type { Localized } from './languages';

/**
 * An error whose status and message are meant for the client, as `{message}`. A broken rule of a record names the
 * field it is about, which a CSV import reports beside the message. A `Message`, or a function that words the answer
 * in a language, is answered in the request's language (./languages.ts); the error's own `message` is its English
 * text, for the log. A plain string is English only.
 */
export class HttpError extends Error {
  readonly localized?: Localized;

  constructor(
    readonly statusCode: number,
    message: string | Localized,
    readonly field?: string,
    /**
     * Sent as the `Error-Code` header, for a client that must tell this refusal apart in any language. Not `code`:
     * an error with a string `code` reads as a socket's to the database layer (postgres-database.ts).
     */
    readonly errorCode?: string,
  ) {
    super(
      typeof message === 'string'
        ? message
        : typeof message === 'function'
          ? message(SOURCE_LANGUAGE)
          : inEnglish(message.descriptor, message.values),
    );
    this.name = 'HttpError';
    if (typeof message !== 'string') this.localized = message;
  }
}

export const signInFailed = () => new HttpError(401, serverMessage(SERVER_MESSAGES.signInFailed));
export const notSignedIn = () => new HttpError(401, serverMessage(SERVER_MESSAGES.notSignedIn));
export const sessionEnded = () => new HttpError(401, serverMessage(SERVER_MESSAGES.sessionEnded));
export const forbidden = () => new HttpError(403, serverMessage(SERVER_MESSAGES.forbidden));
export const notFound = () => new HttpError(404, serverMessage(SERVER_MESSAGES.notFound));
/** The request is well-formed and allowed, but would break a rule of the product; nothing was changed. */
export const conflict = (message: string | Localized, field?: string) => new HttpError(409, message, field);

/** The answer of a delete, and of every error: `{message}`. */
export const messageSchema = v.object({ message: v.string() });
