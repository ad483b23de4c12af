import { ShownLanguageProvider, useLanguage } from '@scheduler/shared-auth';
import { loadCatalogs } from '@scheduler/shared-domain/catalog-files';
import {
  type Language,
  loadedCatalog,
  type Namespace,
  SOURCE_LANGUAGE,
  translate,
} from '@scheduler/shared-domain/i18n';
import { PAGE_MESSAGES } from '@scheduler/shared-domain/messages';
import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';

/**
 * Speaks the chosen language to `children`, with the catalogs of `namespaces` loaded first. On a change of language
 * the screen keeps the language it shows until the new one's catalogs are in, so nothing flashes; a first screen in a
 * language other than English waits for them. A catalog that fails to load leaves the screen in English.
 */
export function LanguageProvider({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  const language = useLanguage();
  const [shown, setShown] = useState<Language | null>(language === SOURCE_LANGUAGE ? language : null);
  const wanted = namespaces.join();

  useEffect(() => {
    let current = true;
    const show = (next: Language) => current && setShown(next);
    if (language === SOURCE_LANGUAGE) show(language);
    else
      loadCatalogs(language, wanted.split(',') as Namespace[]).then(
        () => show(language),
        () => show(SOURCE_LANGUAGE),
      );
    return () => {
      current = false;
    };
  }, [language, wanted]);

  useEffect(() => {
    if (!shown) return;
    document.documentElement.lang = shown;
    // The document's own status between two pages, which it wrote in English before any script ran.
    const pageLoading = document.getElementById('page-loading');
    if (pageLoading) pageLoading.textContent = translate(shown, PAGE_MESSAGES.loading);
  }, [shown]);

  if (!shown) return null;
  return (
    <IntlProvider locale={shown} defaultLocale={SOURCE_LANGUAGE} messages={loadedCatalog(shown)}>
      <ShownLanguageProvider value={shown}>{children}</ShownLanguageProvider>
    </IntlProvider>
  );
}
