import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** ARCHITECTURE.md: imports flow one way, mfe-* / shell → shared-ui → shared-auth → shared-domain; server → shared-domain. */
const ALLOWED: Record<string, readonly string[]> = {
  'shared-domain': [],
  'shared-auth': ['shared-domain'],
  'shared-ui': ['shared-domain', 'shared-auth'],
  shell: ['shared-domain', 'shared-auth', 'shared-ui'],
  'mfe-meetings': ['shared-domain', 'shared-auth', 'shared-ui'],
  'mfe-teams': ['shared-domain', 'shared-auth', 'shared-ui'],
  'mfe-venues': ['shared-domain', 'shared-auth', 'shared-ui'],
  'mfe-users': ['shared-domain', 'shared-auth', 'shared-ui'],
  server: ['shared-domain'],
  e2e: [],
};

const repoRoot = path.resolve(__dirname, '..');
const SOURCE_FILE = /\.(ts|tsx|mjs|cjs)$/;
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+|require\s*\(\s*)['"]([^'"]+)['"]/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE_FILE.test(entry.name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => match[1] ?? '');
}

describe.each(Object.keys(ALLOWED))('%s', (workspace) => {
  const folder = path.join(repoRoot, workspace);
  const files = sourceFiles(folder);
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
  const declared = new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }));

  it('imports only the shared packages below it, each declared as a dependency', () => {
    const wrong = files.flatMap((file) =>
      importsOf(file)
        .filter((specifier) => specifier.startsWith('@scheduler/'))
        .filter((specifier) => {
          const target = specifier.split('/')[1] ?? '';
          // A package may name itself: shared-ui's files shared between the remotes import each other that way.
          if (target === workspace) return false;
          return !ALLOWED[workspace]?.includes(target) || !declared.has(`@scheduler/${target}`);
        })
        .map((specifier) => `${path.relative(repoRoot, file)} → ${specifier}`),
    );
    expect(wrong).toEqual([]);
  });

  it('never reaches into another workspace by a relative path', () => {
    const escapes = files.flatMap((file) =>
      importsOf(file)
        .filter((specifier) => specifier.startsWith('.'))
        .filter((specifier) => {
          const target = path.resolve(path.dirname(file), specifier);
          return !target.startsWith(folder + path.sep) && !target.startsWith(path.join(repoRoot, 'tooling') + path.sep);
        })
        .map((specifier) => `${path.relative(repoRoot, file)} → ${specifier}`),
    );
    expect(escapes).toEqual([]);
  });
});
