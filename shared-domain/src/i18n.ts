/**
 * The product's languages and its messages in them. English is the source: its texts are the descriptors'
 * `defaultMessage`s in this package; every other language has a folder of catalogs under `../locales/`.
 */
import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from '@formatjs/intl';

import { isLanguage, type Language, SOURCE_LANGUAGE } from './languages';

// The descriptors' helpers come from here, in the module the shell provides, so no section bundles the library's entry.
export { defineMessage, defineMessages, type MessageDescriptor } from '@formatjs/intl';
export { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language, SOURCE_LANGUAGE } from './languages';

/** The parts of the product that load their own catalogs: `locales/<language>/<namespace>.json`. */
export const NAMESPACES = ['server', 'validation', 'shell', 'mail', 'meetings', 'teams', 'venues', 'users'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** A catalog: a message's id and its ICU MessageFormat text in one language. */
export type Catalog = Record<string, string>;

/**
 * A value only code can word, in the language of the message it is part of: a meeting's day or clock time, a list of
 * dates. It is worded when the message is, so one message serves every language.
 */
export type Wording = (language: Language) => string;

/**
 * A message's argument: a text, a number, a message of its own (a field's label) or a wording, worded in the same
 * language.
 */
export type MessageValue = string | number | Message | Wording;
export type MessageValues = Record<string, MessageValue>;

/** A message not yet put into words: the descriptor and the values of its arguments. */
export interface Message {
  descriptor: MessageDescriptor;
  values?: MessageValues;
}

export const message = (descriptor: MessageDescriptor, values?: MessageValues): Message => ({ descriptor, values });

const cache = createIntlCache();

/** Formats messages in one language; a message its catalog lacks falls back to the English descriptor. */
export function createLanguageIntl(language: Language, messages: Catalog): IntlShape {
  return createIntl({ locale: language, defaultLocale: SOURCE_LANGUAGE, messages }, cache);
}

const english = createLanguageIntl(SOURCE_LANGUAGE, {});

/** A message's English text: the SPEC's wording, for the log and for callers that speak only English. */
export function inEnglish(descriptor: MessageDescriptor, values?: MessageValues): string {
  return translate(SOURCE_LANGUAGE, descriptor, values);
}

/** The English texts of a set of messages, by the same keys: what a test or a caller that speaks only English reads. */
export function inEnglishEach<K extends string>(messages: Record<K, Message>): Record<K, string> {
  const entries = Object.entries(messages) as [K, Message][];
  return Object.fromEntries(entries.map(([key, said]) => [key, inEnglish(said.descriptor, said.values)])) as Record<
    K,
    string
  >;
}

/** The English texts of a block of descriptors, by the same keys. */
export function englishTexts<K extends string>(descriptors: Record<K, MessageDescriptor>): Record<K, string> {
  const entries = Object.entries(descriptors) as [K, MessageDescriptor][];
  return Object.fromEntries(entries.map(([key, descriptor]) => [key, inEnglish(descriptor)])) as Record<K, string>;
}

/**
 * The catalogs loaded so far, by language: code that words a message synchronously (a validation rule, a mail) reads
 * them here. The server loads every catalog at start; a browser loads the catalogs of its language before it draws.
 */
const loaded = new Map<Language, { catalog: Catalog; intl: IntlShape }>();

/** No messages: the same object each time, so a provider given it does not make a new formatter on every render. */
const NO_CATALOG: Catalog = Object.freeze({});

/** The messages loaded so far in `language`, for a React provider; English has none, its descriptors carry them. */
export const loadedCatalog = (language: Language): Catalog => loaded.get(language)?.catalog ?? NO_CATALOG;

/** Adds a namespace's catalog to what `translate` knows of `language`. */
export function registerCatalog(language: Language, catalog: Catalog): void {
  if (language === SOURCE_LANGUAGE) return;
  const merged = { ...loaded.get(language)?.catalog, ...catalog };
  loaded.set(language, { catalog: merged, intl: createLanguageIntl(language, merged) });
}

/**
 * A message in `language` (a code the caller got from a request, a user or valibot's `lang`); English when the
 * language is not ours or its catalog is not loaded.
 */
export function translate(language: string | undefined, descriptor: MessageDescriptor, values?: MessageValues): string {
  const shown = isLanguage(language) && loaded.has(language) ? language : SOURCE_LANGUAGE;
  const worded =
    values &&
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === 'function'
          ? value(shown)
          : typeof value === 'object'
            ? translate(shown, value.descriptor, value.values)
            : value,
      ]),
    );
  return (loaded.get(shown)?.intl ?? english).formatMessage(descriptor, worded);
}

/**
 * 'A, B and C' as `language` lists things; English as the SPEC writes it, without a comma before 'and' (en-GB's list,
 * as en-US puts one there).
 */
export const listIn = (items: readonly string[], language: Language): string =>
  new Intl.ListFormat(language === SOURCE_LANGUAGE ? 'en-GB' : language, { type: 'conjunction' }).format(items);
