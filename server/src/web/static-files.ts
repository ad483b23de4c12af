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

async function serveFolder(app: FastifyInstance, root: string, prefix: string): Promise<void> {
  if (!existsSync(root)) {
    // The API still works without the web apps (e.g. before the first build); say why pages are missing.
    app.log.warn(`${root} does not exist, so ${prefix} serves nothing; build the web app to serve it.`);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix,
    decorateReply: false,
    cacheControl: false, // set below, per file
    allowedPath: (pathName) => !isSourceMap(pathName),
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });
}

/**
 * A source map holds the whole source, comments included: the build writes them for the bench and for debugging
 * (tooling/webpack/create-app-config.mjs, without a sourceMappingURL comment), and the server never serves one.
 */
const isSourceMap = (pathName: string) => /\.map$/i.test(pathName.split('?', 1)[0] ?? '');

/**
 * The shell at `/`, each remote at `/remotes/<name>/`, source maps excepted. Missing files fall through to the 404
 * handler.
 */
export default fp<StaticFilesOptions>(
  async (app, { webRoot }) => {
    for (const name of SECTION_NAMES) await serveFolder(app, remoteDistDir(webRoot, name), `/remotes/${name}/`);
    await serveFolder(app, shellDistDir(webRoot), '/');
  },
  { name: 'static-files' },
);
