import {
  defineMessages,
  inEnglishEach,
  type Message,
  type MessageDescriptor,
  message,
} from '@scheduler/shared-domain/i18n';
import { SERVER_MESSAGES } from './server-messages';

/** Where an account lives: a local password, the institute's OpenID provider, or its directory (LDAP). */
export const SIGN_IN_SOURCES = ['password', 'oidc', 'ldap'] as const;
export type SignInSource = (typeof SIGN_IN_SOURCES)[number];
/** The accounts that live outside: they have no local password. */
export type ExternalSignIn = Exclude<SignInSource, 'password'>;

/**
 * How single sign-on comes back to the login page (its `sso` parameter) when it did not sign the user in, and what the
 * login page then says; `sso=complete` when it did.
 */
export const SSO_OUTCOME_SCREENS = {
  unavailable: { id: 'shell.sso.unavailable', defaultMessage: 'Single sign-on is not available right now.' },
  usernameTaken: {
    id: 'shell.sso.usernameTaken',
    defaultMessage: 'An account with this username already exists. Ask an administrator to link it.',
  },
  failed: { id: 'shell.sso.failed', defaultMessage: 'Single sign-on did not sign you in. Please try again.' },
  /** Comes with `minutes`, and says what a password sign-in would. */
  tooManyAttempts: {
    id: 'shell.sso.tooManyAttempts',
    defaultMessage: SERVER_MESSAGES.tooManySignInAttempts.defaultMessage,
  },
} satisfies Record<string, MessageDescriptor>;
export type SsoOutcome = keyof typeof SSO_OUTCOME_SCREENS | 'complete';

/** What single sign-on and linking answer beside the messages of a password sign-in, in the `server` namespace. */
export const SSO_ANSWER_MESSAGES = defineMessages({
  usernameTaken: {
    id: 'server.sso.usernameTaken',
    defaultMessage: 'An account with this username already exists. Ask an administrator to link it.',
  },
  directoryUnavailable: {
    id: 'server.sso.directoryUnavailable',
    defaultMessage: 'The directory is not available right now.',
  },
  oidcUnavailable: { id: 'server.sso.oidcUnavailable', defaultMessage: 'Single sign-on is not available right now.' },
  noLocalPassword: {
    id: 'server.sso.noLocalPassword',
    defaultMessage: 'This account has no password here: it signs in through the institute.',
  },
  linkOnlyLocal: {
    id: 'server.sso.linkOnlyLocal',
    defaultMessage: 'Only an Admin’s or User’s account with a password here can be linked.',
  },
  signInNotConfigured: {
    id: 'server.sso.signInNotConfigured',
    defaultMessage: 'This server has no such sign-in of the institute: an account linked to it could not sign in.',
  },
  unlinkOnlyExternal: {
    id: 'server.sso.unlinkOnlyExternal',
    defaultMessage: 'Only an account that signs in through the institute can be unlinked.',
  },
});
export const SSO_ANSWERS = Object.fromEntries(
  Object.entries(SSO_ANSWER_MESSAGES).map(([key, descriptor]) => [key, message(descriptor)]),
) as Record<keyof typeof SSO_ANSWER_MESSAGES, Message>;
/** The English texts, for the log and the tests. */
export const SSO_MESSAGES = inEnglishEach(SSO_ANSWERS);

/** OIDC_LABEL when unset: the login page's button. */
export const DEFAULT_OIDC_LABEL = 'Sign in with your institute';
