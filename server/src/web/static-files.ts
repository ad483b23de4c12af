import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { SECTION_NAMES } from '@scheduler/shared-domain/system';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cacheControlFor, remoteDistDir, shellDistDir } from './web-apps';

export interface StaticFilesOptions {
  /** The folder holding `shell/` and `mfe-<name>/`, each with a built `dist`. */
  webRoot: string;
}

/**
 * Serves a built app's folder: each text file as the build's `.br` or `.gz` beside it when the browser accepts one
 * (`Vary: Accept-Encoding`), with an ETag of the file sent, so a revalidation answers 304. `decorateReply` gives
 * `reply.sendFile` from this folder, which one folder only may do.
 */
async function serveFolder(app: FastifyInstance, root: string, prefix: string, decorateReply = false): Promise<void> {
  if (!existsSync(root)) {
    // The API still works without the web apps (e.g. before the first build); say why pages are missing.
    app.log.warn(`${root} does not exist, so ${prefix} serves nothing; build the web app to serve it.`);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix,
    decorateReply,
    preCompressed: true,
    cacheControl: false, // set below, per file
    allowedPath: (pathName) => !isHidden(pathName),
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath, reply.request.url));
    },
  });
}

/**
 * A source map holds the whole source, comments included: the build writes them for the bench and for debugging
 * (tooling/webpack/create-app-config.mjs, without a sourceMappingURL comment), and the server never serves one. A
 * `.br` or `.gz` the build wrote beside a file is sent only as that file's encoding, never under its own name.
 */
const isHidden = (pathName: string) => /\.(map|br|gz)$/i.test(pathName.split('?', 1)[0] ?? '');

/**
 * The shell at `/`, each remote at `/remotes/<name>/`, source maps excepted. Missing files fall through to the 404
 * handler, which sends the shell's index.html for a client route through the shell's `reply.sendFile`.
 */
export default fp<StaticFilesOptions>(
  async (app, { webRoot }) => {
    for (const name of SECTION_NAMES) await serveFolder(app, remoteDistDir(webRoot, name), `/remotes/${name}/`);
    await serveFolder(app, shellDistDir(webRoot), '/', true);
  },
  { name: 'static-files' },
);
