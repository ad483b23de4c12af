// Builds of mfe-teams made the way a section's team would deploy one on its own: a copy of the section, changed,
// built alone into .section-builds/ (git-ignored) and served from a second origin (serveFolder). Used by
// tests/section-deploy.spec.ts.
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { runCollected } from '../../tooling/processes/child-output.mjs';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const BUILDS = path.join(REPO_ROOT, '.section-builds');

/** Copies one of our packages next to the builds, with its own changes; answers the copy's folder. */
function copyPackage(name, folderName, change) {
  const folder = path.join(BUILDS, folderName);
  cpSync(path.join(REPO_ROOT, name), folder, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist)$/.test(source),
  });
  change(folder);
  return folder;
}

/** Rewrites one file of a copied package. */
function edit(folder, file, rewrite) {
  const filePath = path.join(folder, file);
  const before = readFileSync(filePath, 'utf8');
  const after = rewrite(before);
  if (after === before) throw new Error(`The change to ${file} did not apply`);
  writeFileSync(filePath, after);
}

/** Makes a copied section resolve `@scheduler/<name>` to a changed copy of that package instead of the workspace's. */
function linkPackage(sectionFolder, name, packageFolder) {
  const link = path.join(sectionFolder, 'node_modules/@scheduler', name);
  mkdirSync(path.dirname(link), { recursive: true });
  symlinkSync(packageFolder, link, 'dir');
}

/** shared-auth's version in this checkout, which the shell provides, and the next minor one. */
export const sharedAuthVersion = () =>
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'shared-auth/package.json'), 'utf8')).version;
export const nextSharedAuthVersion = () => {
  const [major, minor] = sharedAuthVersion().split('.').map(Number);
  return `${major}.${minor + 1}.0`;
};

/** Where the list page's component begins, to add a line at its start. */
const LIST_PAGE_START = 'export function TeamListPage() {\n';

export const VARIANTS = {
  /** A new look of a shared-ui file (the page frame), built into teams alone. */
  changed() {
    const sharedUi = copyPackage('shared-ui', 'shared-ui-changed', (folder) =>
      edit(folder, 'src/page.tsx', (source) =>
        source.replace('<SignedInUser />', '<SignedInUser />\n        <p>Built with the changed page frame.</p>'),
      ),
    );
    return copyPackage('mfe-teams', 'teams-changed', (folder) => linkPackage(folder, 'shared-ui', sharedUi));
  },
  /** Needs the next minor version of shared-auth, which adds a function that the team list calls. */
  incompatible() {
    const sharedAuth = copyPackage('shared-auth', 'shared-auth-next', (folder) => {
      edit(folder, 'package.json', (source) =>
        source.replace(/"version": "[^"]+"/, `"version": "${nextSharedAuthVersion()}"`),
      );
      writeFileSync(
        path.join(folder, 'src/signed-in-username.ts'),
        "import { authStore } from './auth-store';\n\nexport const signedInUsername = () => authStore.getState().currentUser?.username ?? null;\n",
      );
      edit(folder, 'src/index.ts', (source) => `${source}export { signedInUsername } from './signed-in-username';\n`);
    });
    return copyPackage('mfe-teams', 'teams-incompatible', (folder) => {
      edit(folder, 'package.json', (source) =>
        source.replace(/"@scheduler\/shared-auth": "[^"]+"/, `"@scheduler/shared-auth": "^${nextSharedAuthVersion()}"`),
      );
      edit(folder, 'src/pages/team-list-page.tsx', (source) =>
        source
          .replace('import { TEAM_PATHS }', 'import { signedInUsername, TEAM_PATHS }')
          .replace(LIST_PAGE_START, `${LIST_PAGE_START}  console.info('Teams for', signedInUsername());\n`),
      );
      linkPackage(folder, 'shared-auth', sharedAuth);
    });
  },
  /** The team list throws while rendering. */
  crashing() {
    return copyPackage('mfe-teams', 'teams-crashing', (folder) =>
      edit(folder, 'src/pages/team-list-page.tsx', (source) =>
        source.replace(
          LIST_PAGE_START,
          `${LIST_PAGE_START}  throw new Error('The team list cannot render this team');\n`,
        ),
      ),
    );
  },
};

/** Copies, changes and builds each variant (in parallel, each in its own webpack process); answers their dist folders. */
export async function buildVariants(names) {
  rmSync(BUILDS, { recursive: true, force: true });
  mkdirSync(BUILDS);
  // A section's webpack config imports ../tooling, as it does in the repository.
  symlinkSync(path.join(REPO_ROOT, 'tooling'), path.join(BUILDS, 'tooling'), 'dir');
  const folders = Object.fromEntries(names.map((name) => [name, VARIANTS[name]()]));
  await Promise.all(
    Object.values(folders).map(async (folder) => {
      const { code, output } = await runCollected(
        process.execPath,
        [path.join(REPO_ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
        { cwd: folder },
      );
      if (code !== 0) throw new Error(`Building ${folder} failed:\n${output.slice(-4000)}`);
    }),
  );
  return Object.fromEntries(Object.entries(folders).map(([name, folder]) => [name, path.join(folder, 'dist')]));
}

/**
 * Serves folders under `/<name>/` from a second origin, with CORS as a CDN would; answers its URL, the paths it was
 * asked for, and `close`.
 */
export async function serveFolders(folders) {
  const requested = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requested.push(url.pathname);
    const [, name, ...rest] = url.pathname.split('/');
    const root = folders[name];
    const file = root && path.resolve(root, rest.join('/'));
    response.setHeader('access-control-allow-origin', '*');
    try {
      if (!file?.startsWith(`${root}${path.sep}`)) throw new Error('outside');
      const body = readFileSync(file);
      const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'application/json';
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    requested,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
