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

/** What single sign-on answers beside the messages of a password sign-in. */
export const SSO_MESSAGES = {
  usernameTaken: SSO_OUTCOME_MESSAGES.usernameTaken,
  directoryUnavailable: 'The directory is not available right now.',
  oidcUnavailable: SSO_OUTCOME_MESSAGES.unavailable,
  noLocalPassword: 'This account has no password here: it signs in through the institute.',
  linkOnlyLocal: 'Only an Admin’s or User’s account with a password here can be linked.',
  signInNotConfigured: 'This server has no such sign-in of the institute: an account linked to it could not sign in.',
  unlinkOnlyExternal: 'Only an account that signs in through the institute can be unlinked.',
} as const;

/** OIDC_LABEL when unset: the login page's button. */
export const DEFAULT_OIDC_LABEL = 'Sign in with your institute';
