import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordDownloads } from './chromium.mjs';
import { navEntry, signedInContext } from './product.mjs';

/**
 * The walk's stops, in order, each with what its first opening may add (KB gz): every section's first page, and the
 * meetings calendar (its library comes with it) right after the meetings section was opened.
 */
export const SECTIONS = [
  { name: 'venues', menu: 'Venues', entry: 'List Venues', heading: 'List All Venues', goalKB: 40 },
  { name: 'teams', menu: 'Teams', entry: 'List Teams', heading: 'List Teams', goalKB: 40 },
  { name: 'meetings', menu: 'Meetings', entry: 'List All Meetings', heading: 'List All Meetings', goalKB: 40 },
  { name: 'the meetings calendar', menu: 'Meetings', entry: 'Calendar', heading: 'Calendar', goalKB: 80 },
  { name: 'users', menu: 'Users', entry: 'List Current User', heading: 'Current User', goalKB: 40 },
];

/**
 * Signed in on home, opens each stop once from the nav bar and counts the JavaScript and CSS each one adds;
 * then looks over the whole walk for a URL, a file content or a source module downloaded twice.
 * @returns {Promise<{added: {name: string, goalKB: number, gzKB: number}[], twice: string[], modulesTwice: string[], glueTwice: string[]}>}
 */
export async function walkSections(browser, server) {
  const context = await signedInContext(browser, server);
  const page = await context.newPage();
  const recording = recordDownloads(page);
  await page.goto('/home');
  await page.getByRole('heading', { name: 'Home' }).waitFor();
  await page.waitForLoadState('networkidle');
  await recording.settled();
  const added = [];
  for (const section of SECTIONS) {
    const before = recording.downloads.length;
    await (await navEntry(page, section.menu, section.entry)).click();
    await page.getByRole('heading', { name: section.heading, exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    await recording.settled();
    const files = recording.downloads.slice(before);
    added.push({
      name: section.name,
      goalKB: section.goalKB,
      gzKB: files.reduce((sum, file) => sum + file.gzKB, 0),
      files,
    });
  }
  await context.close();
  const repeated = await modulesDownloadedTwice(recording.downloads.filter((file) => file.kind === 'js'));
  const modulesTwice = repeated.filter((module) => !CONTAINER_GLUE.test(module));
  const glueTwice = repeated.filter((module) => CONTAINER_GLUE.test(module));
  const twice = [];
  const urls = new Map();
  const contents = new Map();
  for (const { url, hash } of recording.downloads) {
    if (urls.has(url)) twice.push(`${url} (URL twice)`);
    else if (contents.has(hash)) twice.push(`${url} (same content as ${contents.get(hash)})`);
    urls.set(url, true);
    contents.set(hash, url);
  }
  return { added, twice, modulesTwice, glueTwice };
}

/**
 * The federation packages each remoteEntry.js carries to run as a container (webpack's bundler runtime, the sdk's
 * logger, error codes): @module-federation/enhanced 2.9.2 has no option to take them from the shell, as
 * `externalRuntime` does for the runtime core, so they are reported apart from the app and library modules.
 */
export const CONTAINER_GLUE = /node_modules\/@module-federation\//;

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The built source map of a file the server sent, read from disk: the server never serves maps. `/remotes/<name>/x.js`
 * is `mfe-<name>/dist/x.js.map`, anything else is the shell's. Answers null when webpack wrote none.
 */
async function sourceMapOf(url) {
  const [, remote, file] = /^\/(?:remotes\/([^/]+)\/)?(.+)$/.exec(new URL(url).pathname) ?? [];
  const dist = path.join(REPO_ROOT, remote ? `mfe-${remote}` : 'shell', 'dist');
  try {
    return JSON.parse(await readFile(path.join(dist, `${file}.map`), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The source modules that arrived in more than one downloaded file, read from each file's source map: a library
 * bundled into several remotes counts, webpack's generated runtime code (`webpack/…`, externals) does not.
 * @returns {Promise<string[]>} each module with the files it came in
 */
async function modulesDownloadedTwice(files) {
  const filesOf = new Map();
  for (const { url } of files) {
    const map = await sourceMapOf(url);
    // webpack writes no map for a chunk of generated code only (e.g. a shared module's re-exports).
    if (!map) continue;
    const { sources } = map;
    for (const source of new Set(sources.map((name) => name.replace(/^webpack:\/\/[^/]+\//, '')))) {
      if (!source.startsWith('.')) continue;
      // A file of the app itself (`./src/…`) is its own module in each app; a shared package's file is one module.
      const module = source.startsWith('./')
        ? `${new URL(url).pathname.split('/').slice(0, -1).join('/')}/${source}`
        : source;
      filesOf.set(module, [...(filesOf.get(module) ?? []), new URL(url).pathname]);
    }
  }
  return [...filesOf].filter(([, urls]) => urls.length > 1).map(([module, urls]) => `${module} (${urls.join(', ')})`);
}
