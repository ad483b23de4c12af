import { LIMITS } from '@scheduler/shared-domain/limits';

/**
 * What a new password must be, beyond SPEC §5 (required, at most 48): long enough, and not easy to guess. The length
 * is a rule of the user schemas; how easy a password is to guess is judged by password-strength.ts, which is large
 * and so is loaded only where a password is set (the browser imports it on demand).
 */
export const PASSWORD_MIN_LENGTH = 10;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  madeOfOwnNames: "Password must not be made of the user's username, names or email.",
  currentRequired: 'Enter your current password to set a new one.',
  currentIncorrect: 'Current password is incorrect.',
} as const;

/** The rules of a new password as a form lists them, each ticked while it is typed. */
export const PASSWORD_RULE_TEXTS = {
  length: `${PASSWORD_MIN_LENGTH} to ${LIMITS.password} characters`,
  notOwnNames: 'not made of your username, names or email',
  notEasy: 'not easy to guess',
  met: 'met',
  notMet: 'not met yet',
} as const;

/** `hint` is the estimator's own warning or suggestion, such as 'This is a commonly used password.' */
export const passwordTooEasyMessage = (hint: string) => `Password is too easy to guess: ${hint}`;

/** Whose password it is: a password made of these is refused. */
export interface PasswordOwner {
  username: string;
  firstname: string;
  lastname: string;
  email: string;
}
