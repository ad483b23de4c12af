import { inEnglish, type Message } from '@scheduler/shared-domain/i18n';
import { LIMITS } from '@scheduler/shared-domain/limits';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { translations } from '@zxcvbn-ts/language-en';
import { PASSWORD_MIN_LENGTH, PASSWORD_RULES, type PasswordOwner, passwordTooEasy } from './password-rules';

/**
 * zxcvbn's score runs from 0 to 4; 3 is "safely unguessable: moderate protection from an offline slow-hash attack",
 * which is what a stolen table of argon2id hashes would face.
 */
export const MIN_PASSWORD_SCORE = 3;

/** Common passwords, diceware words and keyboard layouts; the English word lists would add 600 KB for little gain. */
let estimator: ZxcvbnFactory | undefined;
const passwordEstimator = () => {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, translations });
  return estimator;
};

/** The owner's names, whole and in the pieces an email or a username splits into. */
function ownWords(owner: PasswordOwner): string[] {
  const whole = [owner.username, owner.firstname, owner.lastname, owner.email].map((word) => word.toLowerCase());
  const pieces = whole.flatMap((word) => word.split(/[^a-z0-9]+/));
  return [...new Set([...whole, ...pieces])].filter((word) => word.length >= 3);
}

/** The password, ignoring case, with every occurrence of the words taken out, longest words first. */
function withoutWords(password: string, words: readonly string[]): string {
  const longestFirst = [...words].sort((a, b) => b.length - a.length);
  return longestFirst.reduce((rest, word) => rest.replaceAll(word, ''), password.toLowerCase());
}

/** Each rule of a new password, met or not, for a form that shows them all while the password is typed. */
export interface PasswordRuleStates {
  /** PASSWORD_MIN_LENGTH to LIMITS.password characters. */
  length: boolean;
  /** Not made mostly (half or more of its characters) of the owner's own names. */
  notOwnNames: boolean;
  /** Scores MIN_PASSWORD_SCORE or more. */
  notEasy: boolean;
  /** The estimator's warning or suggestion when it is easy to guess, such as 'This is a commonly used password.' */
  hint: string;
}

export function passwordRuleStates(password: string, owner: PasswordOwner): PasswordRuleStates {
  const own = ownWords(owner);
  const result = password === '' ? null : passwordEstimator().check(password, own);
  return {
    length: password.length >= PASSWORD_MIN_LENGTH && password.length <= LIMITS.password,
    notOwnNames: password !== '' && withoutWords(password, own).length * 2 > password.length,
    notEasy: result !== null && result.score >= MIN_PASSWORD_SCORE,
    hint: result?.feedback.warning ?? result?.feedback.suggestions[0] ?? 'add another uncommon word.',
  };
}

/**
 * Why a new password is refused, or null: shorter than the minimum, made mostly (half or more of its characters) of
 * the owner's own names, or scoring below MIN_PASSWORD_SCORE. The server judges with it before it stores a password,
 * and answers it in the request's language.
 */
export function passwordWeakness(password: string, owner: PasswordOwner): Message | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_RULES.tooShort;
  const rules = passwordRuleStates(password, owner);
  if (!rules.notOwnNames) return PASSWORD_RULES.madeOfOwnNames;
  if (!rules.notEasy) return passwordTooEasy(rules.hint);
  return null;
}

/** The same judgement in English: what the browser runs before it sends a password, and the first Admin's check. */
export function passwordStrengthProblem(password: string, owner: PasswordOwner): string | null {
  const weakness = passwordWeakness(password, owner);
  return weakness && inEnglish(weakness.descriptor, weakness.values);
}
