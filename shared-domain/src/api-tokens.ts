import * as v from 'valibot';
import { text } from './validation';

/** How long a personal API token works: these many days, or (null) until it is revoked. */
export const API_TOKEN_DAYS = [30, 90, 365] as const;
export type ApiTokenDays = (typeof API_TOKEN_DAYS)[number] | null;

/** What every personal API token starts with: a session token (a JWT) never does. */
export const API_TOKEN_PREFIX = 'sch_';

export const API_TOKEN_NAME_MAX = 80;

export const API_TOKEN_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be at most ${API_TOKEN_NAME_MAX} characters.`,
  daysInvalid: 'Expiry must be 30, 90 or 365 days, or never.',
  tokenRevoked: 'Token revoked.',
  /** A personal API token may not do this: only a signed-in person may. */
  notWithToken: 'An API token may not do this. Sign in to do it.',
} as const;

/** The body of `POST /api/tokens`. */
export const newApiTokenSchema = v.object({
  name: v.pipe(
    text('Name'),
    v.nonEmpty(API_TOKEN_MESSAGES.nameRequired),
    v.maxLength(API_TOKEN_NAME_MAX, API_TOKEN_MESSAGES.nameTooLong),
  ),
  days: v.nullable(v.picklist(API_TOKEN_DAYS, API_TOKEN_MESSAGES.daysInvalid)),
});
export type NewApiToken = v.InferOutput<typeof newApiTokenSchema>;

/** A token as `GET /api/tokens` lists it: never the token itself. ISO instants; null expires never / was never used. */
export interface ApiTokenSummary {
  id: string;
  name: string;
  created: string;
  lastUsed: string | null;
  expires: string | null;
}

/** The answer of `POST /api/tokens`: the only time the token itself is shown. */
export interface CreatedApiToken {
  id: string;
  name: string;
  token: string;
  expires: string | null;
}

/** Too many requests with one token in a minute. */
export function tooManyTokenRequestsMessage(minutes: number): string {
  return `Too many requests with this API token. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** The API tokens section of user/get. */
export const API_TOKEN_TEXTS = {
  heading: 'API tokens',
  intro: 'For scripts and bots: a token acts as you, with your role, until it expires or you revoke it.',
  name: 'Name',
  expiry: 'Expires',
  expiryChoices: { '30': 'In 30 days', '90': 'In 90 days', '365': 'In 365 days', never: 'Never' },
  add: 'Add a token',
  create: 'Create token',
  createdOnce: 'Copy this token now: it is not shown again.',
  newToken: 'New token',
  caption: 'Your API tokens',
  created: 'Created',
  lastUsed: 'Last used',
  neverUsed: 'Not yet',
  neverExpires: 'Never',
  revoke: 'Revoke',
  none: 'You have no API tokens.',
} as const;
