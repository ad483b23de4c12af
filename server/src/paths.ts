import path from 'node:path';

// This file sits directly in server/src, and the bundle in server/dist, so __dirname is one level below server/
// in both cases (webpack keeps the real __dirname: `node: { __dirname: false }`). Keep path logic here only.
const serverRoot = path.resolve(__dirname, '..');

/** Numbered SQL files, applied in order at start. */
export const MIGRATIONS_DIR = path.join(serverRoot, 'migrations');

/** The monorepo root: each web app's built `dist` folder lives below it. */
export const REPO_ROOT = path.resolve(serverRoot, '..');

/** The built `npm run backup` / `npm run restore`, which the server also runs for its scheduled backups. */
export const ARCHIVE_CLI = path.join(serverRoot, 'dist', 'archive.js');
