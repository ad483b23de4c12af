import {
  defineMessage,
  defineMessages,
  inEnglish,
  inEnglishEach,
  type Message,
  type MessageDescriptor,
  message,
  type Wording,
} from '@scheduler/shared-domain/i18n';

/**
 * What a new password must be, beyond SPEC §5 (required, at most 48): long enough, and not easy to guess. The length
 * is a rule of the user schemas; how easy a password is to guess is judged by password-strength.ts, which is large
 * and so is loaded only where a password is set (the browser imports it on demand).
 */
export const PASSWORD_MIN_LENGTH = 10;

/** The password rules' messages, in the `validation` namespace. */
export const PASSWORD_FORM_MESSAGES = defineMessages({
  tooShort: defineMessage<{ min: number }>({
    id: 'validation.password.tooShort',
    defaultMessage: 'Password must be at least {min} characters.',
  }),
  madeOfOwnNames: {
    id: 'validation.password.madeOfOwnNames',
    defaultMessage: "Password must not be made of the user's username, names or email.",
  },
  currentRequired: {
    id: 'validation.password.currentRequired',
    defaultMessage: 'Enter your current password to set a new one.',
  },
  currentIncorrect: { id: 'validation.password.currentIncorrect', defaultMessage: 'Current password is incorrect.' },
  /** `hint` is the estimator's own warning or suggestion, in the same language. */
  tooEasy: { id: 'validation.password.tooEasy', defaultMessage: 'Password is too easy to guess: {hint}' },
});

/** What the password rules say, worded in the language of the parse or the request. */
export const PASSWORD_RULES = {
  tooShort: message(PASSWORD_FORM_MESSAGES.tooShort, { min: PASSWORD_MIN_LENGTH }),
  madeOfOwnNames: message(PASSWORD_FORM_MESSAGES.madeOfOwnNames),
  currentRequired: message(PASSWORD_FORM_MESSAGES.currentRequired),
  currentIncorrect: message(PASSWORD_FORM_MESSAGES.currentIncorrect),
};
/** The same in English. */
export const PASSWORD_MESSAGES = inEnglishEach(PASSWORD_RULES);

/** The rules of a new password as a form lists them, each ticked while it is typed. */
export const PASSWORD_RULE_SCREENS = {
  /** `min` and `max` are PASSWORD_MIN_LENGTH and LIMITS.password. */
  length: { id: 'shell.passwordRule.length', defaultMessage: '{min} to {max} characters' },
  notOwnNames: { id: 'shell.passwordRule.notOwnNames', defaultMessage: 'not made of your username, names or email' },
  notEasy: { id: 'shell.passwordRule.notEasy', defaultMessage: 'not easy to guess' },
  /** `hint` is the estimator's own warning or suggestion, in the same language. */
  notEasyBecause: { id: 'shell.passwordRule.notEasyBecause', defaultMessage: 'not easy to guess: {hint}' },
  met: { id: 'shell.passwordRule.met', defaultMessage: 'met' },
  notMet: { id: 'shell.passwordRule.notMet', defaultMessage: 'not met yet' },
} satisfies Record<string, MessageDescriptor>;

/** `hint` is the estimator's own warning or suggestion, such as 'This is a commonly used password.' */
export const passwordTooEasy = (hint: string | Wording): Message => message(PASSWORD_FORM_MESSAGES.tooEasy, { hint });
export const passwordTooEasyMessage = (hint: string) => inEnglish(PASSWORD_FORM_MESSAGES.tooEasy, { hint });

/** Whose password it is: a password made of these is refused. */
export interface PasswordOwner {
  username: string;
  firstname: string;
  lastname: string;
  email: string;
}
