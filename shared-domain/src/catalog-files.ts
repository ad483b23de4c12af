import {
  type Catalog,
  type Language,
  type Namespace,
  registerCatalog,
  SOURCE_LANGUAGE,
} from '@scheduler/shared-domain/i18n';

/*
 * Apart from i18n.ts, which the shell provides to the sections: a section's own copy of that module, kept for a
 * section built against other shared files, would otherwise carry a chunk for every catalog in its build.
 */

/** A language's catalog of one namespace; English has none, its descriptors carry the texts. */
export async function loadCatalog(language: Language, namespace: Namespace): Promise<Catalog> {
  if (language === SOURCE_LANGUAGE) return {};
  const catalog = await import(`../locales/${language}/${namespace}.json`);
  return catalog.default;
}

/** Loads and registers the catalogs of `namespaces` in `language`, for `translate` and the React provider. */
export async function loadCatalogs(language: Language, namespaces: readonly Namespace[]): Promise<void> {
  const catalogs = await Promise.all(namespaces.map((namespace) => loadCatalog(language, namespace)));
  for (const catalog of catalogs) registerCatalog(language, catalog);
}
