import { NOT_FOUND_MESSAGE } from '@scheduler/shared-domain/messages';
import {
  FORBIDDEN_MESSAGE,
  NOT_SIGNED_IN_MESSAGE,
  SESSION_ENDED_MESSAGE,
  SIGN_IN_FAILED_MESSAGE,
} from '@scheduler/shared-domain/server-messages';
import * as v from 'valibot';

/**
 * An error whose status and message are meant for the client, as `{message}`. A broken rule of a record names the
 * field it is about, which a CSV import reports beside the message.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const signInFailed = () => new HttpError(401, SIGN_IN_FAILED_MESSAGE);
export const notSignedIn = () => new HttpError(401, NOT_SIGNED_IN_MESSAGE);
export const sessionEnded = () => new HttpError(401, SESSION_ENDED_MESSAGE);
export const forbidden = () => new HttpError(403, FORBIDDEN_MESSAGE);
export const notFound = () => new HttpError(404, NOT_FOUND_MESSAGE);
/** The request is well-formed and allowed, but would break a rule of the product; nothing was changed. */
export const conflict = (message: string, field?: string) => new HttpError(409, message, field);

/** The answer of a delete, and of every error: `{message}`. */
export const messageSchema = v.object({ message: v.string() });
