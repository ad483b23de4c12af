/** The login page's texts (SPEC §2, §4), in the `shell` namespace: the page loads nothing else of the catalogs. */
import { defineMessages } from '@scheduler/shared-domain/i18n';

export const LOGIN_MESSAGES = defineMessages({
  title: { id: 'shell.login.title', defaultMessage: 'Login' },
  username: { id: 'shell.login.username', defaultMessage: 'Username' },
  password: { id: 'shell.login.password', defaultMessage: 'Password' },
  submit: { id: 'shell.login.submit', defaultMessage: 'Login' },
  forgotPassword: { id: 'shell.login.forgotPassword', defaultMessage: 'Forgot password?' },
  language: { id: 'shell.login.language', defaultMessage: 'Language' },
});

/** Why the login page was opened, from its `loginStatus` parameter (SPEC §4). */
export const LOGIN_STATUS_MESSAGES = defineMessages({
  accessJWTExp: {
    id: 'shell.login.accessJWTExp',
    defaultMessage: 'Your access JWT has expired. You have been automatically logged out.',
  },
  refreshJWTExp: {
    id: 'shell.login.refreshJWTExp',
    defaultMessage: 'Your refresh JWT has expired. You have been automatically logged out.',
  },
  notLoggedIn: { id: 'shell.login.notLoggedIn', defaultMessage: 'You are not logged in. A login is required..' },
});
export type LoginStatus = keyof typeof LOGIN_STATUS_MESSAGES;
