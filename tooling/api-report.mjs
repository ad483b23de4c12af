import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.join(import.meta.dirname, '..');

/**
 * A package's public API, as the declarations TypeScript emits for its entry point (`src/index.ts`): each name the
 * entry re-exports with its declaration, and the module-local types those declarations use (TypeScript emits a
 * local only when an exported declaration refers to it). Comments are left out: they change no API.
 * @param {string} packageDir e.g. `shared-auth`
 * @returns {Record<string, string>} declaration text by name
 */
export function exportedApi(packageDir) {
  const folder = path.join(ROOT, packageDir);
  const outDir = mkdtempSync(path.join(tmpdir(), 'api-report-'));
  try {
    execFileSync(
      path.join(ROOT, 'node_modules/.bin/tsc'),
      ['-p', folder, '--noEmit', 'false', '--declaration', '--emitDeclarationOnly', '--removeComments'].concat([
        '--rootDir',
        path.join(folder, 'src'),
        '--outDir',
        outDir,
      ]),
      { stdio: 'pipe' },
    );
    const api = {};
    for (const { names, from } of reExports(readFileSync(path.join(outDir, 'index.d.ts'), 'utf8'))) {
      const statements = declarations(readFileSync(path.join(outDir, `${from}.d.ts`), 'utf8'));
      for (const name of names) {
        const declared = statements.filter((statement) => statement.name === name && statement.exported);
        if (declared.length === 0) throw new Error(`${packageDir}: ${from} declares no export ${name}`);
        api[name] = declared.map((statement) => statement.text).join('\n');
      }
      for (const local of statements.filter((statement) => !statement.exported)) {
        api[`${from} (local) ${local.name}`] = local.text;
      }
    }
    return Object.fromEntries(Object.entries(api).sort(([a], [b]) => a.localeCompare(b)));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The entry point's `export { a, type B } from './module';` statements; anything else there is refused. */
function reExports(indexDeclarations) {
  return declarations(indexDeclarations).map(({ text }) => {
    const match = /^export \{([^}]*)\} from '\.\/([\w-]+)';$/s.exec(text);
    if (!match) throw new Error(`The entry point may only re-export named exports: ${text}`);
    const names = match[1]
      .split(',')
      .map((name) => name.trim().replace(/^type\s+/, ''))
      .filter(Boolean);
    return { names, from: match[2] };
  });
}

/**
 * The top-level statements of an emitted declaration file. TypeScript writes each one from column 0 and indents
 * what is inside it, so a statement ends at a column-0 line that ends with `;` or `}`.
 */
function declarations(source) {
  const statements = [];
  let lines = [];
  for (const line of source.split('\n')) {
    if (line.trim() === '' && lines.length === 0) continue;
    lines.push(line);
    if (!/^\s/.test(line) && /[;}]$/.test(line)) {
      const text = lines.join('\n');
      lines = [];
      if (text.startsWith('import ')) continue;
      const name = /^(?:export )?(?:declare )?(?:function|const|let|interface|type|class|enum|namespace) (\w+)/.exec(
        text,
      )?.[1];
      statements.push({ name: name ?? '', exported: text.startsWith('export'), text });
    }
  }
  return statements;
}

/**
 * The version bump an API change needs: `major` when a declaration was removed or changed, `minor` when some were
 * only added, `none` when the API is the same.
 * @param {Record<string, string>} recorded
 * @param {Record<string, string>} current
 * @returns {{ bump: 'major' | 'minor' | 'none', removedOrChanged: string[], added: string[] }}
 */
export function apiChange(recorded, current) {
  const removedOrChanged = Object.keys(recorded).filter((name) => current[name] !== recorded[name]);
  const added = Object.keys(current).filter((name) => !Object.hasOwn(recorded, name));
  const bump = removedOrChanged.length > 0 ? 'major' : added.length > 0 ? 'minor' : 'none';
  return { bump, removedOrChanged, added };
}

/**
 * Whether going from `recordedVersion` to `version` is the bump a change needs (semver: a breaking change raises the
 * major version, an addition at least the minor one).
 * @param {'major' | 'minor' | 'none'} bump
 */
export function isBumpEnough(bump, recordedVersion, version) {
  const [major, minor] = version.split('.').map(Number);
  const [recordedMajor, recordedMinor] = recordedVersion.split('.').map(Number);
  if (bump === 'major') return major > recordedMajor;
  if (bump === 'minor') return major > recordedMajor || (major === recordedMajor && minor > recordedMinor);
  return true;
}
