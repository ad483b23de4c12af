import { readdirSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, SOURCE_LANGUAGE } from '@scheduler/shared-domain/i18n';

const LOCALES = path.resolve(__dirname, '..', 'shared-domain', 'locales');

describe("shared-domain's catalogs", () => {
  it('have one folder per language besides English, and no other, each with the same namespaces', () => {
    const folders = readdirSync(LOCALES).sort();
    expect(folders).toEqual(LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE).sort());
    const namespaces = folders.map((folder) => readdirSync(path.join(LOCALES, folder)).sort());
    expect(new Set(namespaces.map((files) => files.join()))).toEqual(new Set([namespaces[0]?.join()]));
  });
});
