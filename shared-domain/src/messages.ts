/** Every text a user sees that is not a validation message of a form schema (SPEC §2, §4, §8). */
export const LOGIN_STATUS_MESSAGES = {
  accessJWTExp: 'Your access JWT has expired. You have been automatically logged out.',
  refreshJWTExp: 'Your refresh JWT has expired. You have been automatically logged out.',
  notLoggedIn: 'You are not logged in. A login is required..',
} as const;
export type LoginStatus = keyof typeof LOGIN_STATUS_MESSAGES;

export const NOT_AUTHORIZED_MESSAGE = 'User is not authorized for this request.';
export const NOT_FOUND_MESSAGE = 'The page you are looking for was not found!';
export const LOADING_MESSAGE = 'Loading data. Please wait...';
export const NO_BACKEND_SUFFIX = ' - Possible no connection with backend server.';

/** The one answer to every failed sign-in, whatever was wrong. */
export const SIGN_IN_FAILED_MESSAGE = 'Incorrect username/password.';
export const NOT_SIGNED_IN_MESSAGE = 'You are not signed in.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
export const FORBIDDEN_MESSAGE = 'You are not allowed to do this.';

export function duplicateKeyMessage(collection: string, key: string): string {
  return `Duplicate key error - ${collection} ${key} already exists`;
}
