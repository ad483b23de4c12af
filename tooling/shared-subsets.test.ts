import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as valibot from 'valibot';
import { SECTION_WORKSPACES } from './workspaces.cjs';

const repoRoot = path.resolve(__dirname, '..');
const APPS = ['shell', ...SECTION_WORKSPACES, 'shared-ui', 'shared-auth', 'shared-domain'];
const NAMED_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'([^']+)'/g;

function appFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return appFiles(full);
    // Tests run in jest on the whole package, without federation.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|testing\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const sources = APPS.flatMap((app) =>
  appFiles(path.join(repoRoot, app, 'src')).map((file) => ({
    file: path.relative(repoRoot, file),
    text: readFileSync(file, 'utf8'),
  })),
);

/** The names a subset file of tooling/webpack re-exports. */
function subsetExports(file: string): Set<string> {
  return new Set(
    (readFileSync(path.join(__dirname, 'webpack', file), 'utf8').match(/export\s*\{([^}]*)\}/)?.[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/** Every name the apps import by name from a package whose specifier passes `from`, with its file. */
function namedImports(from: (specifier: string) => boolean) {
  return sources.flatMap(({ file, text }) =>
    [...text.matchAll(NAMED_IMPORT)]
      .filter(([, , specifier = '']) => from(specifier))
      .flatMap(([, names = '', specifier]) =>
        names
          .split(',')
          .map((name) => name.trim().replace(/^type\s+/, ''))
          .filter(Boolean)
          .map((name) => ({ file, name, specifier })),
      ),
  );
}

it('every router import of the apps is an export of the shared router (tooling/webpack/router-exports.js)', () => {
  const shared = subsetExports('router-exports.js');
  const wrong = namedImports((specifier) => /^react-router(?:-dom)?(?:\/|$)/.test(specifier))
    .filter(({ name, specifier }) => specifier !== 'react-router-dom' || !shared.has(name))
    .map(({ file, name, specifier }) => `${file}: ${name} from ${specifier}`);
  expect(wrong).toEqual([]);
});

it('every valibot function the apps use is an export of the shared valibot (tooling/webpack/valibot-exports.js)', () => {
  const shared = subsetExports('valibot-exports.js');
  const byName = namedImports((specifier) => specifier === 'valibot');
  const byNamespace = sources.flatMap(({ file, text }) => {
    const namespace = /import\s*\*\s*as\s+(\w+)\s+from\s*'valibot'/.exec(text)?.[1];
    if (!namespace) return [];
    return [...text.matchAll(new RegExp(`\\b${namespace}\\.(\\w+)`, 'g'))].map(([, name = '']) => ({ file, name }));
  });
  // Types (`v.InferOutput`) are gone after compiling: only what exists at run time must be shared.
  const wrong = [...byName, ...byNamespace]
    .filter(({ name }) => name in valibot && !shared.has(name))
    .map(({ file, name }) => `${file}: ${name}`);
  expect(byNamespace.length).toBeGreaterThan(0);
  expect(wrong).toEqual([]);
});
