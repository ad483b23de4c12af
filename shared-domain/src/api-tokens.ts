import { defineMessage, defineMessages, inEnglishEach, type Message, message } from '@scheduler/shared-domain/i18n';
import { LIMITS } from '@scheduler/shared-domain/limits';
import { inParseLanguage, text } from '@scheduler/shared-domain/validation';
import * as v from 'valibot';

/** How long a personal API token works: these many days at most, so that a token nobody remembers ends by itself. */
export const API_TOKEN_DAYS = [30, 90, 365] as const;
export type ApiTokenDays = (typeof API_TOKEN_DAYS)[number];

/** Tokens that work at once per user: a token more is refused until one is revoked or expires. */
export const API_TOKENS_PER_USER = 10;

/** Requests with all of one person's tokens together in a second, at most: a flood of them never piles up. */
export const API_TOKEN_OWNER_PER_SECOND = 5;

/** How recent a sign-in must be for an account without a password here to create a token. */
export const FRESH_SIGN_IN_MINUTES = 10;

/** What every personal API token starts with: a session token (a JWT) never does. */
export const API_TOKEN_PREFIX = 'sch_';

export const API_TOKEN_NAME_MAX = 80;

/** The new token's form: its field's label and its rules' messages, in the `validation` namespace. */
export const API_TOKEN_FORM_MESSAGES = defineMessages({
  name: { id: 'validation.token.name', defaultMessage: 'Name' },
  nameRequired: { id: 'validation.token.nameRequired', defaultMessage: 'Name is required.' },
  nameTooLong: defineMessage<{ max: string }>({
    id: 'validation.token.nameTooLong',
    defaultMessage: 'Name must be at most {max} characters.',
  }),
  daysInvalid: { id: 'validation.token.daysInvalid', defaultMessage: 'Expiry must be 30, 90 or 365 days.' },
});
const T = API_TOKEN_FORM_MESSAGES;

export const API_TOKEN_RULES = {
  nameRequired: message(T.nameRequired),
  nameTooLong: message(T.nameTooLong, { max: String(API_TOKEN_NAME_MAX) }),
  daysInvalid: message(T.daysInvalid),
};

/** What the server answers about API tokens beyond their form's rules, in the `server` namespace. */
export const API_TOKEN_ANSWER_MESSAGES = defineMessages({
  tokenRevoked: { id: 'server.token.revoked', defaultMessage: 'Token revoked.' },
  tooMany: {
    id: 'server.token.tooMany',
    defaultMessage: 'You have {max} API tokens, the most anyone may have. Revoke one to create another.',
  },
  signInAgain: {
    id: 'server.token.signInAgain',
    defaultMessage: 'Sign in again to create a token: your sign-in must be at most {minutes} minutes old.',
  },
  notWithToken: { id: 'server.token.notWithToken', defaultMessage: 'An API token may not do this. Sign in to do it.' },
  tooManyRequests: {
    id: 'server.token.tooManyRequests',
    defaultMessage:
      'Too many requests with this API token. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  },
  tooManyOwnerRequests: {
    id: 'server.token.tooManyOwnerRequests',
    defaultMessage:
      'Too many requests with your API tokens together: at most {perSecond} a second. Wait a moment and try again.',
  },
});
const A = API_TOKEN_ANSWER_MESSAGES;

export const API_TOKEN_ANSWERS = {
  tokenRevoked: message(A.tokenRevoked),
  tooMany: message(A.tooMany, { max: String(API_TOKENS_PER_USER) }),
  signInAgain: message(A.signInAgain, { minutes: String(FRESH_SIGN_IN_MINUTES) }),
  /** A personal API token may not do this: only a signed-in person may. */
  notWithToken: message(A.notWithToken),
  /** Too many requests with all of one person's tokens together in a second (the answer's Retry-After says when). */
  tooManyOwnerRequests: message(A.tooManyOwnerRequests, { perSecond: String(API_TOKEN_OWNER_PER_SECOND) }),
};

/** The English texts, for the log and the tests. */
export const API_TOKEN_MESSAGES = {
  ...inEnglishEach(API_TOKEN_RULES),
  ...inEnglishEach(API_TOKEN_ANSWERS),
};

/** The body of `POST /api/tokens`. */
export const newApiTokenSchema = v.object({
  name: v.pipe(
    text(T.name),
    v.nonEmpty(inParseLanguage(API_TOKEN_RULES.nameRequired)),
    v.maxLength(API_TOKEN_NAME_MAX, inParseLanguage(API_TOKEN_RULES.nameTooLong)),
  ),
  days: v.picklist(API_TOKEN_DAYS, inParseLanguage(API_TOKEN_RULES.daysInvalid)),
  /** The owner's password here, so that a stolen session token alone cannot mint a token; '' for an external account. */
  currentPassword: v.optional(v.pipe(v.string(), v.maxLength(LIMITS.password)), ''),
});
export type NewApiToken = v.InferOutput<typeof newApiTokenSchema>;

/**
 * A token as `GET /api/tokens` lists it: never the token itself. ISO instants; `lastUsed` null when never used, else
 * to the minute (a use within a minute of the last one is not written down again).
 */
export interface ApiTokenSummary {
  id: string;
  name: string;
  created: string;
  lastUsed: string | null;
  expires: string;
}

/** The answer of `POST /api/tokens`: the only time the token itself is shown. */
export interface CreatedApiToken {
  id: string;
  name: string;
  token: string;
  expires: string;
}

/** Too many requests with one token in a minute. */
export const tooManyTokenRequests = (minutes: number): Message => message(A.tooManyRequests, { minutes });

/** The English text, for the tests. */
export const TOO_MANY_OWNER_TOKEN_REQUESTS = API_TOKEN_MESSAGES.tooManyOwnerRequests;
