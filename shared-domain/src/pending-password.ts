import { defineMessages, englishTexts, inEnglish, type Message, message } from '@scheduler/shared-domain/i18n';
import { PENDING_PASSWORD_SCREENS } from './user-account-screens';

// An account that signs in here with a password and has none yet: added without one, imported from CSV, or restored.
// What an Admin's Edit User says of it, and its 'Send the link again'.

/** What the server answers of such an account's link, in the `server` namespace. */
export const PENDING_PASSWORD_ANSWER_MESSAGES = defineMessages({
  linkSent: {
    id: 'server.pendingPassword.linkSent',
    defaultMessage: "A new 'Set your password' link is on its way to {email}. It works once, for 7 days.",
  },
  notWaiting: {
    id: 'server.pendingPassword.notWaiting',
    defaultMessage:
      'This account is not waiting for a password link: it has a password, signs in elsewhere, or is inactive.',
  },
});

/** The screen's texts in English (what a test of an English screen reads), and the server's answer. */
export const PENDING_PASSWORD_TEXTS = {
  ...englishTexts(PENDING_PASSWORD_SCREENS),
  notWaiting: inEnglish(PENDING_PASSWORD_ANSWER_MESSAGES.notWaiting),
} as const;

/** The answer to 'Send the link again'. */
export const pendingLinkSent = (email: string): Message =>
  message(PENDING_PASSWORD_ANSWER_MESSAGES.linkSent, { email });
export const pendingLinkSentMessage = (email: string) =>
  inEnglish(PENDING_PASSWORD_ANSWER_MESSAGES.linkSent, { email });
