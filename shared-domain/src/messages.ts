import { SIGN_IN_FAILED_MESSAGE } from './server-messages';
import { SSO_MESSAGES } from './sign-in-source';

/**
 * The browser's own texts outside the form schemas (SPEC §2, §4, §8). The shell loads this file on the login page's
 * critical path, so the server's answers live in ./server-messages.ts.
 */
export const LOGIN_STATUS_MESSAGES = {
  accessJWTExp: 'Your access JWT has expired. You have been automatically logged out.',
  refreshJWTExp: 'Your refresh JWT has expired. You have been automatically logged out.',
  notLoggedIn: 'You are not logged in. A login is required..',
  // Where single sign-on sends the browser back when it did not sign the user in.
  ssoUnavailable: SSO_MESSAGES.oidcUnavailable,
  ssoUsernameTaken: SSO_MESSAGES.usernameTaken,
  ssoRefused: SIGN_IN_FAILED_MESSAGE,
  ssoFailed: 'Single sign-on did not sign you in. Please try again.',
} as const;
export type LoginStatus = keyof typeof LOGIN_STATUS_MESSAGES;

export const NOT_AUTHORIZED_MESSAGE = 'User is not authorized for this request.';
export const NOT_FOUND_MESSAGE = 'The page you are looking for was not found!';
export const LOADING_MESSAGE = 'Loading data. Please wait...';
export const NO_BACKEND_SUFFIX = ' - Possible no connection with backend server.';
