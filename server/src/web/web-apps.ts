import path from 'node:path';
import type { SectionName } from '@scheduler/shared-domain/system';

/** Where each built web app lives below the repository root. */
export const shellDistDir = (webRoot: string) => path.join(webRoot, 'shell', 'dist');
export const remoteDistDir = (webRoot: string, name: SectionName) => path.join(webRoot, `mfe-${name}`, 'dist');

/**
 * What browsers may keep: a year for a URL whose content never changes, that is a file with webpack's `[contenthash]`
 * in its name, or one asked for with a build's hash as its query (index.html's `/main.js?<hash>`, html-webpack-plugin's
 * `hash`, which changes with every change of the shell's build); anything else is revalidated on each use.
 */
export function cacheControlFor(filePath: string, url: string): string {
  const hashedName = /\.[0-9a-f]{8,}\./.test(path.basename(filePath));
  const hashedQuery = /\?[0-9a-f]{20}$/.test(url);
  return hashedName || hashedQuery ? 'public, max-age=31536000, immutable' : 'no-cache';
}

// A client route may end in a name with a dot (a venue called "Main.Hall"), so only these endings mean "a file".
const ASSET_EXTENSIONS = new Set(
  'js mjs cjs css map br gz json html htm txt xml png jpg jpeg gif svg ico webp avif woff woff2 ttf otf eot wasm pdf webmanifest'.split(
    ' ',
  ),
);

/**
 * A GET for a path that is a client route of the shell (not the API, not a remote's file, not a file name)
 * answers the shell's index.html, so a reload of `/venue/edit/x` works.
 */
export function isClientRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?', 1)[0] ?? '';
  if (/^\/(api|remotes)(\/|$)/.test(pathname)) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  const extension = /\.([^.]+)$/.exec(lastSegment)?.[1]?.toLowerCase();
  return extension === undefined || !ASSET_EXTENSIONS.has(extension);
}
