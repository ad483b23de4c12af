import type { MessageDescriptor } from '@formatjs/intl';
import { inEnglish, type MessageValues } from './i18n';
import { API_TOKEN_MAIL_MESSAGES, PASSWORD_LINK_MAIL_MESSAGES } from './mail-messages';
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

/** The mail that is not about meetings, as it read before the catalogs, with the values the server gives it. */
const WHERE = { product: 'RG scheduler', publicUrl: 'https://rg.example.org', group: 'RG', askedBy: 'chief' };
const ACCOUNT_MAIL_TEXTS: [MessageDescriptor, MessageValues | undefined, string][] = [
  [PASSWORD_LINK_MAIL_MESSAGES.resetSubject, WHERE, 'RG scheduler: Reset your password'],
  [PASSWORD_LINK_MAIL_MESSAGES.setSubject, WHERE, 'RG scheduler: Set your password'],
  [
    PASSWORD_LINK_MAIL_MESSAGES.resetBody,
    WHERE,
    'Someone asked to reset the password of your account in RG scheduler (https://rg.example.org), where the group RG schedules its meetings. If it was you, open this link to set a new one:',
  ],
  [
    PASSWORD_LINK_MAIL_MESSAGES.welcomeBody,
    WHERE,
    'chief made an account for you in RG scheduler (https://rg.example.org), where the group RG schedules its meetings. Open this link to set its password:',
  ],
  [
    PASSWORD_LINK_MAIL_MESSAGES.unlinkBody,
    WHERE,
    "chief moved your account in RG scheduler (https://rg.example.org), where the group RG schedules its meetings from the institute's sign-in to a password of its own. Open this link to set it:",
  ],
  [
    PASSWORD_LINK_MAIL_MESSAGES.resetLifetime,
    undefined,
    'The link works once, for 60 minutes. If you did not ask for it, ignore this message.',
  ],
  [PASSWORD_LINK_MAIL_MESSAGES.welcomeLifetime, undefined, 'The link works once, for 7 days.'],
  [
    PASSWORD_LINK_MAIL_MESSAGES.unlinkLifetime,
    undefined,
    'The link works once, for 7 days. Until then, you cannot sign in.',
  ],
  [PASSWORD_LINK_MAIL_MESSAGES.username, { username: 'ada' }, 'Your username: ada'],
  [API_TOKEN_MAIL_MESSAGES.subject, { product: 'RG scheduler' }, 'RG scheduler: a new API token'],
  [
    API_TOKEN_MAIL_MESSAGES.created,
    { name: 'Weekly report', expires: '2027-02-27' },
    'An API token named "Weekly report" was created for your account. It acts as you until 2027-02-27, unless revoked.',
  ],
  [
    API_TOKEN_MAIL_MESSAGES.notYou,
    undefined,
    'If you did not create it, revoke it under API tokens on your page, change your password and tell an administrator.',
  ],
];

describe("the account mail's English texts", () => {
  const cases = ACCOUNT_MAIL_TEXTS.map(([descriptor, values, text]) => ({
    id: descriptor.id,
    descriptor,
    values,
    text,
  }));
  it.each(cases)('$id words the text exactly', ({ descriptor, values, text }) => {
    expect(inEnglish(descriptor, values)).toBe(text);
  });
});
