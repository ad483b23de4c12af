import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { translations } from '@zxcvbn-ts/language-en';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, type PasswordOwner, passwordTooEasyMessage } from './password-rules';

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

/**
 * Why a new password is refused, or null: shorter than the minimum, made mostly (half or more of its characters) of
 * the owner's own names, or scoring below MIN_PASSWORD_SCORE. The server judges with it before it stores a password;
 * the browser runs the same judgement before it sends one.
 */
export function passwordStrengthProblem(password: string, owner: PasswordOwner): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  const own = ownWords(owner);
  if (withoutWords(password, own).length * 2 <= password.length) return PASSWORD_MESSAGES.madeOfOwnNames;
  const result = passwordEstimator().check(password, own);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const hint = result.feedback.warning ?? result.feedback.suggestions[0] ?? 'add another uncommon word.';
  return passwordTooEasyMessage(hint);
}
