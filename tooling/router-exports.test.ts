import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SECTION_WORKSPACES } from './workspaces.cjs';

const repoRoot = path.resolve(__dirname, '..');
const APPS = ['shell', ...SECTION_WORKSPACES, 'shared-ui', 'shared-auth'];
const ROUTER_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'(react-router(?:-dom)?(?:\/[^']*)?)'/g;

function appFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return appFiles(full);
    // Tests run in jest on the whole package, without federation.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|testing\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const sharedExports = new Set(
  (readFileSync(path.join(__dirname, 'webpack/router-exports.js'), 'utf8').match(/export\s*\{([^}]*)\}/)?.[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);

it('every router import of the apps is an export of the shared router (tooling/webpack/router-exports.js)', () => {
  const wrong = APPS.flatMap((app) =>
    appFiles(path.join(repoRoot, app, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(ROUTER_IMPORT)].flatMap(([, names = '', specifier]) =>
        names
          .split(',')
          .map((name) => name.trim().replace(/^type\s+/, ''))
          .filter(Boolean)
          .filter((name) => specifier !== 'react-router-dom' || !sharedExports.has(name))
          .map((name) => `${path.relative(repoRoot, file)}: ${name} from ${specifier}`),
      ),
    ),
  );
  expect(wrong).toEqual([]);
});
