import { inEnglish, type Language, type Message, type Wording } from '@scheduler/shared-domain/i18n';
import { LIMITS } from '@scheduler/shared-domain/limits';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { translations as german } from '@zxcvbn-ts/language-de';
import { translations as english } from '@zxcvbn-ts/language-en';
import { translations as french } from '@zxcvbn-ts/language-fr';
import { translations as polish } from '@zxcvbn-ts/language-pl';
import { PASSWORD_MIN_LENGTH, PASSWORD_RULES, type PasswordOwner, passwordTooEasy } from './password-rules';

/**
 * zxcvbn's score runs from 0 to 4; 3 is "safely unguessable: moderate protection from an offline slow-hash attack",
 * which is what a stolen table of argon2id hashes would face.
 */
export const MIN_PASSWORD_SCORE = 3;

type EstimatorTexts = typeof english;
/**
 * The estimator's warnings and suggestions as its language packages word them (only their texts are bundled); a
 * language without a package reads them in English.
 */
const ESTIMATOR_TEXTS: Partial<Record<Language, EstimatorTexts>> = { en: english, de: german, fr: french, pl: polish };
type HintGroup = 'warnings' | 'suggestions';

/**
 * The estimator's texts replaced by their keys ('warnings.common'): it answers with a key, which each reader's
 * language then words.
 */
const HINT_KEYS = Object.fromEntries(
  Object.entries(english).map(([group, texts]) => [
    group,
    Object.fromEntries(Object.keys(texts).map((key) => [key, `${group}.${key}`])),
  ]),
) as EstimatorTexts;

/** A hint's key as a wording in any language; English where a language's package lacks it. */
function hintWording(hintKey: string): Wording {
  const [group, key] = hintKey.split('.') as [HintGroup, string];
  return (language) =>
    (ESTIMATOR_TEXTS[language]?.[group] as Record<string, string> | undefined)?.[key] ??
    (english[group] as Record<string, string>)[key] ??
    hintKey;
}

/** Common passwords, diceware words and keyboard layouts; the English word lists would add 600 KB for little gain. */
let estimator: ZxcvbnFactory | undefined;
const passwordEstimator = () => {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, translations: HINT_KEYS });
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
  /**
   * The estimator's warning or suggestion when it is easy to guess, such as 'This is a commonly used password.', in
   * the language of the message it is part of.
   */
  hint: Wording;
}

export function passwordRuleStates(password: string, owner: PasswordOwner): PasswordRuleStates {
  const own = ownWords(owner);
  const result = password === '' ? null : passwordEstimator().check(password, own);
  return {
    length: password.length >= PASSWORD_MIN_LENGTH && password.length <= LIMITS.password,
    notOwnNames: password !== '' && withoutWords(password, own).length * 2 > password.length,
    notEasy: result !== null && result.score >= MIN_PASSWORD_SCORE,
    hint: hintWording(result?.feedback.warning ?? result?.feedback.suggestions[0] ?? HINT_KEYS.suggestions.anotherWord),
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
