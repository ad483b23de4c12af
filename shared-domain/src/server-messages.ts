/** What the server answers outside the forms' own rules; the browser shows them as they come. */
import { defineMessages, inEnglish, type Message, message } from '@scheduler/shared-domain/i18n';
import type { ChangeKind } from './change';

/**
 * The English texts, as the SPEC words them; the catalogs under `../locales/` hold the other languages. Kinds of
 * record and collections are arguments, so a translation words them with a `select`.
 */
export const SERVER_MESSAGES = defineMessages({
  signInFailed: { id: 'server.signInFailed', defaultMessage: 'Incorrect username/password.' },
  notSignedIn: { id: 'server.notSignedIn', defaultMessage: 'You are not signed in.' },
  sessionEnded: { id: 'server.sessionEnded', defaultMessage: 'Your session has ended. Please sign in again.' },
  forbidden: { id: 'server.forbidden', defaultMessage: 'You are not allowed to do this.' },
  notFound: { id: 'server.notFound', defaultMessage: 'The page you are looking for was not found!' },
  duplicateKey: {
    id: 'server.duplicateKey',
    defaultMessage: 'Duplicate key error - {collection} {key} already exists',
  },
  loggedOut: { id: 'server.loggedOut', defaultMessage: 'Logged out.' },
  internalError: { id: 'server.internalError', defaultMessage: 'Internal server error.' },
  databaseUnavailable: {
    id: 'server.databaseUnavailable',
    defaultMessage: 'The database is unavailable. Please try again shortly.',
  },
  invalidJson: { id: 'server.invalidJson', defaultMessage: 'The request body is not valid JSON.' },
  bodyTooLarge: { id: 'server.bodyTooLarge', defaultMessage: 'The request body is too large.' },
  unsupportedMediaType: { id: 'server.unsupportedMediaType', defaultMessage: 'The request body must be JSON.' },
  badChangeCursor: {
    id: 'server.badChangeCursor',
    defaultMessage: 'The Last-Event-ID is not a position in the change record.',
  },
  tooManyChangeStreams: {
    id: 'server.tooManyChangeStreams',
    defaultMessage: 'Too many change streams are open for this session or user. Close one and try again.',
  },
  badUrl: { id: 'server.badUrl', defaultMessage: 'The address is not valid.' },
  badHost: { id: 'server.badHost', defaultMessage: 'The request names no valid host.' },
  tooManySignInAttempts: {
    id: 'server.tooManySignInAttempts',
    defaultMessage: 'Too many sign-in attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  },
  tooManyPasswordChanges: {
    id: 'server.tooManyPasswordChanges',
    defaultMessage:
      'Too many attempts to change your password. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  },
  tooManyClientErrorReports: {
    id: 'server.tooManyClientErrorReports',
    defaultMessage:
      'Too many error reports from this address. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  },
  nulCharacter: { id: 'server.nulCharacter', defaultMessage: 'Text must not contain the NUL character.' },
  brokenCharacter: {
    id: 'server.brokenCharacter',
    defaultMessage: 'Text must not contain half of a character (a lone surrogate).',
  },
  staleEdit: {
    id: 'server.staleEdit',
    defaultMessage: 'Someone else changed {kind} {key} after you opened it. Reload to see their changes.',
  },
  withRequestId: { id: 'server.withRequestId', defaultMessage: '{message} Request ID: {requestId}' },
  metricsTokenMissing: {
    id: 'server.metricsTokenMissing',
    defaultMessage: 'This scrape needs the metrics token as a bearer token.',
  },
});

/** The one answer to every failed sign-in, whatever was wrong. */
export const SIGN_IN_FAILED_MESSAGE = inEnglish(SERVER_MESSAGES.signInFailed);
export const NOT_SIGNED_IN_MESSAGE = inEnglish(SERVER_MESSAGES.notSignedIn);
export const SESSION_ENDED_MESSAGE = inEnglish(SERVER_MESSAGES.sessionEnded);
export const FORBIDDEN_MESSAGE = inEnglish(SERVER_MESSAGES.forbidden);

/** A key already taken, as the user typed it; the collection is worded with a `select`. */
export const duplicateKey = (collection: string, key: string): Message =>
  message(SERVER_MESSAGES.duplicateKey, { collection, key });
/** The same in English, for the tests. */
export function duplicateKeyMessage(collection: string, key: string): string {
  const { descriptor, values } = duplicateKey(collection, key);
  return inEnglish(descriptor, values);
}

export const LOGGED_OUT_MESSAGE = inEnglish(SERVER_MESSAGES.loggedOut);
export const INTERNAL_ERROR_MESSAGE = inEnglish(SERVER_MESSAGES.internalError);
export const DATABASE_UNAVAILABLE_MESSAGE = inEnglish(SERVER_MESSAGES.databaseUnavailable);
export const INVALID_JSON_MESSAGE = inEnglish(SERVER_MESSAGES.invalidJson);
export const BODY_TOO_LARGE_MESSAGE = inEnglish(SERVER_MESSAGES.bodyTooLarge);
export const UNSUPPORTED_MEDIA_TYPE_MESSAGE = inEnglish(SERVER_MESSAGES.unsupportedMediaType);
/** A Last-Event-ID the change stream never sent. */
export const BAD_CHANGE_CURSOR_MESSAGE = inEnglish(SERVER_MESSAGES.badChangeCursor);
/** A change stream past the number one session or one user may hold open. */
export const TOO_MANY_CHANGE_STREAMS_MESSAGE = inEnglish(SERVER_MESSAGES.tooManyChangeStreams);
/** A path with a broken percent-encoding (`/%FF`). */
export const BAD_URL_MESSAGE = inEnglish(SERVER_MESSAGES.badUrl);

/** A Host header that names no host (`Host: a b`), which HTTP wants refused. */
export const BAD_HOST_MESSAGE = inEnglish(SERVER_MESSAGES.badHost);

/** Sign-in is refused for a while after too many failures for a username or from an address. */
export function tooManySignInAttemptsMessage(minutes: number): string {
  return inEnglish(SERVER_MESSAGES.tooManySignInAttempts, { minutes });
}

export function tooManyPasswordChangesMessage(minutes: number): string {
  return inEnglish(SERVER_MESSAGES.tooManyPasswordChanges, { minutes });
}

export function tooManyClientErrorReportsMessage(minutes: number): string {
  return inEnglish(SERVER_MESSAGES.tooManyClientErrorReports, { minutes });
}

/** PostgreSQL text cannot hold U+0000, so no field accepts it. */
export const NUL_CHARACTER_MESSAGE = inEnglish(SERVER_MESSAGES.nulCharacter);
/** Half of a UTF-16 surrogate pair alone: no character, and no text a database stores. */
export const BROKEN_CHARACTER_MESSAGE = inEnglish(SERVER_MESSAGES.brokenCharacter);

/** What a stale edit is of: any kind of record an update may change. */
export type EditedRecordKind = ChangeKind;

/**
 * A 409 for an update made from a copy of the record older than the stored one; nothing was written. The key is the
 * venue or team name, the meeting id, or the user's username as stored.
 */
export function staleEditMessage(kind: EditedRecordKind, key: string): string {
  return inEnglish(SERVER_MESSAGES.staleEdit, { kind, key });
}

/**
 * A server error (5xx) names the request, so whoever sees it can quote the id and the administrator can find its
 * log line (the id is also every answer's `X-Request-Id` header).
 */
export function withRequestId(message: string, requestId: string): string {
  return inEnglish(SERVER_MESSAGES.withRequestId, { message, requestId });
}

/** A scrape of `/metrics` without METRICS_TOKEN as its bearer token. */
export const METRICS_TOKEN_MISSING_MESSAGE = inEnglish(SERVER_MESSAGES.metricsTokenMissing);
