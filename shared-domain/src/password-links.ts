import * as v from 'valibot';
import { LIMITS } from './limits';
import { USER_MESSAGES } from './user-schema';

/** A link to set a password: asked for on the login page (reset), or made with a new account that has none (welcome). */
export type PasswordLinkPurpose = 'reset' | 'welcome';

/** How long each link works. */
export const PASSWORD_LINK_LIFETIME_MS: Record<PasswordLinkPurpose, number> = {
  reset: 60 * 60_000,
  welcome: 7 * 24 * 60 * 60_000,
};

/** `POST /api/users/password-reset`: a username or an email address. */
export const passwordResetRequestSchema = v.object({ login: v.pipe(v.string(), v.trim(), v.maxLength(LIMITS.email)) });

/** `POST /api/users/password-reset/confirm`: the link's token and the new password. */
export const passwordSetSchema = v.object({
  token: v.pipe(v.string(), v.maxLength(100)),
  password: v.pipe(v.string(), v.maxLength(LIMITS.password, USER_MESSAGES.passwordTooLong)),
});

export const PASSWORD_LINK_TEXTS = {
  requestTitle: 'Forgot password',
  requestIntro:
    'Enter your username or email address. If it matches an account, we email it a link to set a new password.',
  login: 'Username or email',
  send: 'Send link',
  sent: 'If it matches an account, a link is on its way. It works for 60 minutes, once.',
  setTitle: 'Set your password',
  newPassword: 'New password',
  set: 'Set password',
  done: 'Your password is set, and every session of yours has ended. Sign in with the new password.',
  backToLogin: 'Back to Login',
  invalidLink:
    'This link does not work any more: it was used, it expired, or a newer one replaced it. Ask for a new one.',
} as const;

/** The messages that carry the links. */
export const PASSWORD_LINK_MAIL_TEXTS = {
  subject: { reset: 'Reset your password', welcome: 'Set your password' } satisfies Record<PasswordLinkPurpose, string>,
  body: {
    reset: 'Someone asked to reset the password of your account. If it was you, open this link to set a new one:',
    welcome: 'An account was made for you. Open this link to set its password:',
  } satisfies Record<PasswordLinkPurpose, string>,
  lifetime: {
    reset: 'The link works once, for 60 minutes. If you did not ask for it, ignore this message.',
    welcome: 'The link works once, for 7 days.',
  } satisfies Record<PasswordLinkPurpose, string>,
  username: 'Your username',
} as const;
