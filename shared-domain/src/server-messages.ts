/** What the server answers outside the forms' own rules; the browser shows them as they come. */
import type { ChangeKind } from './change';

/** The one answer to every failed sign-in, whatever was wrong. */
export const SIGN_IN_FAILED_MESSAGE = 'Incorrect username/password.';
export const NOT_SIGNED_IN_MESSAGE = 'You are not signed in.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
export const FORBIDDEN_MESSAGE = 'You are not allowed to do this.';

export function duplicateKeyMessage(collection: string, key: string): string {
  return `Duplicate key error - ${collection} ${key} already exists`;
}

export const LOGGED_OUT_MESSAGE = 'Logged out.';
export const INTERNAL_ERROR_MESSAGE = 'Internal server error.';
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable. Please try again shortly.';
export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON.';
export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large.';
export const UNSUPPORTED_MEDIA_TYPE_MESSAGE = 'The request body must be JSON.';
/** A Last-Event-ID the change stream never sent. */
export const BAD_CHANGE_CURSOR_MESSAGE = 'The Last-Event-ID is not a position in the change record.';
/** A change stream past the number one session or one user may hold open. */
export const TOO_MANY_CHANGE_STREAMS_MESSAGE =
  'Too many change streams are open for this session or user. Close one and try again.';
/** A path with a broken percent-encoding (`/%FF`). */
export const BAD_URL_MESSAGE = 'The address is not valid.';

/** A Host header that names no host (`Host: a b`), which HTTP wants refused. */
export const BAD_HOST_MESSAGE = 'The request names no valid host.';

/** Sign-in is refused for a while after too many failures for a username or from an address. */
export function tooManySignInAttemptsMessage(minutes: number): string {
  return `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

export function tooManyPasswordChangesMessage(minutes: number): string {
  return `Too many attempts to change your password. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

export function tooManyClientErrorReportsMessage(minutes: number): string {
  return `Too many error reports from this address. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** PostgreSQL text cannot hold U+0000, so no field accepts it. */
export const NUL_CHARACTER_MESSAGE = 'Text must not contain the NUL character.';
/** Half of a UTF-16 surrogate pair alone: no character, and no text a database stores. */
export const BROKEN_CHARACTER_MESSAGE = 'Text must not contain half of a character (a lone surrogate).';

/** What a stale edit is of: any kind of record an update may change. */
export type EditedRecordKind = ChangeKind;

/**
 * A 409 for an update made from a copy of the record older than the stored one; nothing was written. The key is the
 * venue or team name, the meeting id, or the user's username as stored.
 */
export function staleEditMessage(kind: EditedRecordKind, key: string): string {
  return `Someone else changed ${kind} ${key} after you opened it. Reload to see their changes.`;
}

const STALE_EDIT =
  /^Someone else changed (?:user|venue|team|meeting) .+ after you opened it\. Reload to see their changes\.$/;

/** Whether a 409's text is the stale-edit refusal above, which Reload remedies, rather than a conflict. */
export function isStaleEditMessage(text: string): boolean {
  return STALE_EDIT.test(text);
}

/**
 * A server error (5xx) names the request, so whoever sees it can quote the id and the administrator can find its
 * log line (the id is also every answer's `X-Request-Id` header).
 */
export function withRequestId(message: string, requestId: string): string {
  return `${message} Request ID: ${requestId}`;
}

/** A scrape of `/metrics` without METRICS_TOKEN as its bearer token. */
export const METRICS_TOKEN_MISSING_MESSAGE = 'This scrape needs the metrics token as a bearer token.';
