/** Where an account lives: a local password, the institute's OpenID provider, or its directory (LDAP). */
export const SIGN_IN_SOURCES = ['password', 'oidc', 'ldap'] as const;
export type SignInSource = (typeof SIGN_IN_SOURCES)[number];
/** The accounts that live outside: they have no local password. */
export type ExternalSignIn = Exclude<SignInSource, 'password'>;

/** What single sign-on answers beside the messages of a password sign-in. */
export const SSO_MESSAGES = {
  usernameTaken: 'An account with this username already exists. Ask an administrator to link it.',
  directoryUnavailable: 'The directory is not available right now.',
  oidcUnavailable: 'Single sign-on is not available right now.',
  noLocalPassword: 'This account has no password here: it signs in through the institute.',
} as const;

/** OIDC_LABEL when unset: the login page's button. */
export const DEFAULT_OIDC_LABEL = 'Sign in with your institute';

/** What a user's own edit screen says instead of the password fields. */
export const ACCOUNT_LIVES_AT: Record<ExternalSignIn, string> = {
  oidc: 'This account signs in through the institute’s single sign-on; its password is managed there.',
  ldap: 'This account signs in with the institute’s directory (LDAP) password; it is managed there.',
};
