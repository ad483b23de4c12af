import { defineMessages, inEnglishEach, type Message, message } from '@scheduler/shared-domain/i18n';

/** Where an account lives: a local password, the institute's OpenID provider, or its directory (LDAP). */
export const SIGN_IN_SOURCES = ['password', 'oidc', 'ldap'] as const;
export type SignInSource = (typeof SIGN_IN_SOURCES)[number];
/** The accounts that live outside: they have no local password. */
export type ExternalSignIn = Exclude<SignInSource, 'password'>;

/**
 * How single sign-on comes back to the login page (its `sso` parameter) when it did not sign the user in, and what the
 * login page then says; `sso=complete` when it did.
 */
export const SSO_OUTCOME_MESSAGES = {
  unavailable: 'Single sign-on is not available right now.',
  usernameTaken: 'An account with this username already exists. Ask an administrator to link it.',
  failed: 'Single sign-on did not sign you in. Please try again.',
} as const;
/** `tooManyAttempts` comes with `minutes`, and says what a password sign-in would (tooManySignInAttemptsMessage). */
export type SsoOutcome = keyof typeof SSO_OUTCOME_MESSAGES | 'complete' | 'tooManyAttempts';

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

/** What a user's own edit screen says instead of the password fields. */
export const ACCOUNT_LIVES_AT: Record<ExternalSignIn, string> = {
  oidc: 'This account signs in through the institute’s single sign-on; its password is managed there.',
  ldap: 'This account signs in with the institute’s directory (LDAP) password; it is managed there.',
};

/** An Admin's actions on a local account's edit screen: from now on it signs in through the institute. */
export const LINK_ACTIONS: Record<ExternalSignIn, string> = {
  oidc: 'Link to single sign-on',
  ldap: 'Link to the directory',
};
export const LINK_CONFIRM =
  'Its password here is removed and its sessions end; its next sign-in through the institute takes it over. Select OK to link, or Cancel to return.';
export const userLinkedMessage = (username: string) => `User ${username} now signs in through the institute.`;

/** An Admin's action on an account of the institute: back to a password here, set through a link. */
export const UNLINK_ACTION = 'Unlink: sign in with a password here';
export const UNLINK_CONFIRM =
  'Its sign-in through the institute ends, with its sessions and API tokens; it gets an email with a link to set a password here. Select OK to unlink, or Cancel to return.';
export const userUnlinkedMessage = (username: string, linkSent: boolean) =>
  linkSent
    ? `User ${username} now signs in with a password here; a link to set it is on its way.`
    : `User ${username} now signs in with a password here. It has no email address: set its password on this screen.`;
