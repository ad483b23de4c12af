import type { MessageDescriptor } from '@formatjs/intl';
import { inEnglish, type MessageValues } from './i18n';
import { NOT_FOUND_MESSAGE } from './messages';
import { SERVER_MESSAGES } from './server-messages';

/** The English texts as they were written before the catalogs, character for character, each with its values. */
const SERVER_TEXTS: Record<keyof typeof SERVER_MESSAGES, [MessageValues | undefined, string][]> = {
  signInFailed: [[undefined, 'Incorrect username/password.']],
  notSignedIn: [[undefined, 'You are not signed in.']],
  sessionEnded: [[undefined, 'Your session has ended. Please sign in again.']],
  forbidden: [[undefined, 'You are not allowed to do this.']],
  notFound: [[undefined, NOT_FOUND_MESSAGE]],
  duplicateKey: [
    [{ collection: 'venues', key: "O'Brien {Lab}" }, "Duplicate key error - venues O'Brien {Lab} already exists"],
  ],
  loggedOut: [[undefined, 'Logged out.']],
  internalError: [[undefined, 'Internal server error.']],
  databaseUnavailable: [[undefined, 'The database is unavailable. Please try again shortly.']],
  invalidJson: [[undefined, 'The request body is not valid JSON.']],
  bodyTooLarge: [[undefined, 'The request body is too large.']],
  unsupportedMediaType: [[undefined, 'The request body must be JSON.']],
  badChangeCursor: [[undefined, 'The Last-Event-ID is not a position in the change record.']],
  tooManyChangeStreams: [
    [undefined, 'Too many change streams are open for this session or user. Close one and try again.'],
  ],
  badUrl: [[undefined, 'The address is not valid.']],
  badHost: [[undefined, 'The request names no valid host.']],
  tooManySignInAttempts: [
    [{ minutes: 1 }, 'Too many sign-in attempts. Try again in 1 minute.'],
    [{ minutes: 15 }, 'Too many sign-in attempts. Try again in 15 minutes.'],
  ],
  tooManyPasswordChanges: [
    [{ minutes: 1 }, 'Too many attempts to change your password. Try again in 1 minute.'],
    [{ minutes: 2 }, 'Too many attempts to change your password. Try again in 2 minutes.'],
  ],
  tooManyClientErrorReports: [
    [{ minutes: 1 }, 'Too many error reports from this address. Try again in 1 minute.'],
    [{ minutes: 10 }, 'Too many error reports from this address. Try again in 10 minutes.'],
  ],
  nulCharacter: [[undefined, 'Text must not contain the NUL character.']],
  brokenCharacter: [[undefined, 'Text must not contain half of a character (a lone surrogate).']],
  staleEdit: [
    [
      { kind: 'team', key: 'Data Science' },
      'Someone else changed team Data Science after you opened it. Reload to see their changes.',
    ],
  ],
  withRequestId: [[{ message: 'Internal server error.', requestId: 'r-1' }, 'Internal server error. Request ID: r-1']],
  metricsTokenMissing: [[undefined, 'This scrape needs the metrics token as a bearer token.']],
};

describe("the server's English messages", () => {
  const cases = Object.entries(SERVER_TEXTS).flatMap(([name, texts]) =>
    texts.map(([values, text]) => ({ name, values, text })),
  );

  it.each(cases)('$name words the SPEC text exactly: $text', ({ name, values, text }) => {
    const descriptor: MessageDescriptor = SERVER_MESSAGES[name as keyof typeof SERVER_MESSAGES];
    expect(inEnglish(descriptor, values)).toBe(text);
  });
});
