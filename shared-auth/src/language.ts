import {
  type Language,
  type MessageDescriptor,
  type MessageValues,
  SOURCE_LANGUAGE,
  translate,
} from '@scheduler/shared-domain/i18n';
import { firstOfOurLanguages } from '@scheduler/shared-domain/languages';
import { createContext, useCallback, useContext } from 'react';
import { createStore, useStore } from 'zustand';

/** The language chosen in this browser (on the login page, or by the account's setting once signed in). */
const CHOSEN_KEY = 'language';

function chosenLanguage(): Language | undefined {
  try {
    return firstOfOurLanguages([localStorage.getItem(CHOSEN_KEY) ?? '']);
  } catch {
    return undefined;
  }
}

/** The language the screens speak: the one chosen, else the first of the browser's languages that is ours, else English. */
function languageNow(): Language {
  return chosenLanguage() ?? firstOfOurLanguages(navigator.languages ?? [navigator.language]) ?? SOURCE_LANGUAGE;
}

const languageStore = createStore<{ language: Language }>(() => ({ language: languageNow() }));

/** The language now, for code outside React (the HTTP client asks the server for its messages in it). */
export const currentLanguage = (): Language => languageStore.getState().language;

/** Speaks `language` on every screen from now on, in this browser. */
export function chooseLanguage(language: Language): void {
  localStorage.setItem(CHOSEN_KEY, language);
  languageStore.setState({ language });
}

/** The language the screens speak, kept current. */
export const useLanguage = (): Language => useStore(languageStore, (state) => state.language);

/** Words a message in the screens' language; its catalog is loaded before a screen that uses it draws. */
export type Translate = (descriptor: MessageDescriptor, values?: MessageValues) => string;

/**
 * A message in the screens' language, for code outside React (a list loader's refusal). The sections word their
 * texts with this and `useTranslate` rather than react-intl, which only the shell bundles.
 */
export const inScreenLanguage: Translate = (descriptor, values) => translate(currentLanguage(), descriptor, values);

/**
 * The language whose catalogs are loaded for the screens below: after a change of language they keep the one they
 * show until the new one's catalogs are in (LanguageProvider), and then all speak it at once.
 */
const ShownLanguage = createContext<Language | null>(null);
export const ShownLanguageProvider = ShownLanguage.Provider;

/** `t(DESCRIPTOR, values)`: the screens' messages in the language they show, kept current. */
export function useTranslate(): Translate {
  const chosen = useLanguage();
  const language = useContext(ShownLanguage) ?? chosen;
  return useCallback((descriptor, values) => translate(language, descriptor, values), [language]);
}
