import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SECTION_FILES, SHELL_FILES } from './webpack/federated-files.cjs';
import { SECTION_WORKSPACES } from './workspaces.cjs';

/** ARCHITECTURE.md: imports flow one way, mfe-* / shell → shared-ui → shared-auth → shared-domain; server → shared-domain. */
const ALLOWED: Record<string, readonly string[]> = {
  'shared-domain': [],
  'shared-auth': ['shared-domain'],
  'shared-ui': ['shared-domain', 'shared-auth'],
  shell: ['shared-domain', 'shared-auth', 'shared-ui'],
  ...Object.fromEntries(
    SECTION_WORKSPACES.map((section: string) => [section, ['shared-domain', 'shared-auth', 'shared-ui']]),
  ),
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

/** The imports that stay in the bundle: `import type` is erased. */
function valueImportsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/import\s+(?!type\s)[^'";]*?from\s+['"]([^'"]+)['"]/g)].map(
    (match) => match[1] ?? '',
  );
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

describe('a file the federated apps share as one module', () => {
  it('is imported by its package name, never by a relative path that would bundle a second copy', () => {
    const shared = new Set(
      [...SECTION_FILES, ...SHELL_FILES].map((file) => path.join(repoRoot, file.replace('/', '/src/'))),
    );
    const relative = ['shared-domain', 'shared-auth', 'shared-ui', 'shell', ...SECTION_WORKSPACES].flatMap(
      (workspace) =>
        sourceFiles(path.join(repoRoot, workspace))
          .filter((file) => !/\.test\.tsx?$/.test(file))
          .flatMap((file) =>
            valueImportsOf(file)
              .filter((specifier) => specifier.startsWith('.'))
              .filter((specifier) => shared.has(path.resolve(path.dirname(file), specifier).replace(/\.tsx?$/, '')))
              .map((specifier) => `${path.relative(repoRoot, file)} → ${specifier}`),
          ),
    );
    expect(relative).toEqual([]);
  });
});

/**
 * ARCHITECTURE.md, Server rules: a resource reaches another only through that resource's functions. A file in one
 * resource folder of server/src may import from another resource folder only
 * - its `*-queries.ts`: the few functions it offers others, each run inside the caller's transaction and built on its
 *   own repository alone (so no two resources import each other in a circle), and
 * - its `*-wire.ts`: record types and conversions (a session answers with the user record).
 * Never its repository (its SQL), its service or its routes.
 */
const SERVER_RESOURCES = ['users', 'sessions', 'venues', 'teams', 'meetings', 'system', 'changes'];
const CROSS_RESOURCE_MODULE = /-(queries|wire)$/;

/** The resource folder a path lies in, or undefined outside them. */
function resourceOf(file: string): string | undefined {
  const [resource] = path.relative(path.join(repoRoot, 'server', 'src'), file).split(path.sep);
  return resource && SERVER_RESOURCES.includes(resource) ? resource : undefined;
}

/** Imports of another resource's modules other than those above: `venues/x.ts → ../meetings/meetings-repository`. */
function crossResourceImports(files: readonly string[]): string[] {
  return files.flatMap((file) => {
    const resource = resourceOf(file);
    if (!resource) return [];
    return importsOf(file)
      .filter((specifier) => specifier.startsWith('.'))
      .filter((specifier) => {
        const target = path.resolve(path.dirname(file), specifier);
        const targetResource = resourceOf(target);
        return targetResource && targetResource !== resource && !CROSS_RESOURCE_MODULE.test(path.basename(target));
      })
      .map((specifier) => `${path.relative(repoRoot, file)} → ${specifier}`);
  });
}

describe('server resources', () => {
  it('reach each other only through their queries and wire modules', () => {
    expect(crossResourceImports(sourceFiles(path.join(repoRoot, 'server', 'src')))).toEqual([]);
  });
});
