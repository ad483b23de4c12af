/** The product's languages, apart from the message library, for code on the login page's path that only names them. */

/** English first: the language of the SPEC's texts, and of everyone whose language is none of the others. */
export const LANGUAGES = ['en', 'de', 'fr', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SOURCE_LANGUAGE: Language = 'en';

/** Each language named in itself, as a language menu offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  pl: 'Polski',
};

/** Whether `value` names one of the product's languages. */
export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The first of `preferred` (BCP 47 tags, most wanted first) that is ours, by its language: `de-CH` is `de`. */
export function firstOfOurLanguages(preferred: readonly string[]): Language | undefined {
  return preferred.map((tag) => tag.split('-')[0]?.toLowerCase()).find(isLanguage);
}
