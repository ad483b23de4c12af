import {
  defineMessages,
  englishTexts,
  type Message,
  type MessageDescriptor,
  message,
} from '@scheduler/shared-domain/i18n';
import { LIMITS } from '@scheduler/shared-domain/limits';
import * as v from 'valibot';
import { USER_MESSAGES } from './user-schema';

/**
 * A link to set a password: asked for on the login page (reset), made with a new account that has none (welcome), or
 * sent when an Admin moves an account of the institute back to a password here (unlink).
 */
export const PASSWORD_LINK_PURPOSES = ['reset', 'welcome', 'unlink'] as const;
export type PasswordLinkPurpose = (typeof PASSWORD_LINK_PURPOSES)[number];

/** How long each link works. */
export const PASSWORD_LINK_LIFETIME_MS: Record<PasswordLinkPurpose, number> = {
  reset: 60 * 60_000,
  welcome: 7 * 24 * 60 * 60_000,
  unlink: 7 * 24 * 60 * 60_000,
};

/** `POST /api/users/password-reset`: a username or an email address. */
export const passwordResetRequestSchema = v.object({ login: v.pipe(v.string(), v.trim(), v.maxLength(LIMITS.email)) });

const linkToken = v.pipe(v.string(), v.maxLength(100));

/** `POST /api/users/password-reset/check`: whether a link still works, asked as its page opens. */
export const passwordLinkSchema = v.object({ token: linkToken });

/** `POST /api/users/password-reset/confirm`: the link's token and the new password. */
export const passwordSetSchema = v.object({
  token: linkToken,
  password: v.pipe(v.string(), v.maxLength(LIMITS.password, USER_MESSAGES.passwordTooLong)),
});

/**
 * What the page of a working link learns: why it was sent, and whose password it sets (the rules refuse a password
 * made of the owner's names, and the page says so before it is sent).
 */
export interface PasswordLinkInfo {
  purpose: PasswordLinkPurpose;
  username: string;
  firstname: string;
  lastname: string;
  email: string;
}

/** The pages a password link opens, and the page that asks for one, in the `shell` namespace. */
export const PASSWORD_LINK_SCREENS = {
  requestTitle: { id: 'shell.passwordLink.requestTitle', defaultMessage: 'Forgot password' },
  requestIntro: {
    id: 'shell.passwordLink.requestIntro',
    defaultMessage:
      'Enter your username or email address. If it matches an account, we email it a link to set a new password.',
  },
  login: { id: 'shell.passwordLink.login', defaultMessage: 'Username or email' },
  send: { id: 'shell.passwordLink.send', defaultMessage: 'Send link' },
  setTitle: { id: 'shell.passwordLink.setTitle', defaultMessage: 'Set your password' },
  checking: { id: 'shell.passwordLink.checking', defaultMessage: 'Checking the link...' },
  forAccount: { id: 'shell.passwordLink.forAccount', defaultMessage: 'For the account' },
  newPassword: { id: 'shell.passwordLink.newPassword', defaultMessage: 'New password' },
  rulesHeading: { id: 'shell.passwordLink.rulesHeading', defaultMessage: 'Your password must' },
  set: { id: 'shell.passwordLink.set', defaultMessage: 'Set password' },
  backToLogin: { id: 'shell.passwordLink.backToLogin', defaultMessage: 'Back to Login' },
  /** Said by the page itself when it opens without a token; the server says the same of a used one. */
  invalidLink: {
    id: 'shell.passwordLink.invalidLink',
    defaultMessage:
      'This link does not work any more: it was used, it expired, or a newer one replaced it. Ask for a new one.',
  },
  askAgain: { id: 'shell.passwordLink.askAgain', defaultMessage: 'Ask for a new link' },
  askAdmin: {
    id: 'shell.passwordLink.askAdmin',
    defaultMessage: 'If your account is new and has no password yet, ask an administrator to send you a new link.',
  },
} satisfies Record<string, MessageDescriptor>;

/** What the server answers of password links, in the `server` namespace (the browser's words above say the same). */
export const PASSWORD_LINK_ANSWER_MESSAGES = defineMessages({
  sent: {
    id: 'server.passwordLink.sent',
    defaultMessage: 'If it matches an account, a link is on its way. It works for 60 minutes, once.',
  },
  invalidLink: {
    id: 'server.passwordLink.invalidLink',
    defaultMessage: PASSWORD_LINK_SCREENS.invalidLink.defaultMessage,
  },
  done: {
    id: 'server.passwordLink.done',
    defaultMessage: 'Your password is set, and every session of yours has ended. Sign in with the new password.',
  },
  doneNew: { id: 'server.passwordLink.doneNew', defaultMessage: 'Your password is set. Sign in with it.' },
});

/** The pages' texts and the server's answers in English: what the tests of both read. */
export const PASSWORD_LINK_TEXTS = {
  ...englishTexts(PASSWORD_LINK_SCREENS),
  ...englishTexts(PASSWORD_LINK_ANSWER_MESSAGES),
};

/** The answer of a password set through a link of this purpose: only a reset ended sessions of the person's own. */
export const passwordSet = (purpose: PasswordLinkPurpose): Message =>
  message(purpose === 'reset' ? PASSWORD_LINK_ANSWER_MESSAGES.done : PASSWORD_LINK_ANSWER_MESSAGES.doneNew);
