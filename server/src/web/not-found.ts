import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { notFound } from '../http/http-error';
import { isClientRoute, shellDistDir } from './web-apps';

export interface NotFoundOptions {
  webRoot: string;
}

/** Client routes get the shell's index.html; everything else unknown is a real 404 `{message}`. */
export default fp<NotFoundOptions>(
  async (app, { webRoot }) => {
    const shellIndex = path.join(shellDistDir(webRoot), 'index.html');
    app.setNotFoundHandler(async (request, reply) => {
      if (isClientRoute(request.method, request.url)) {
        // Read per request: a rebuilt shell is served without a restart.
        const html = await readFile(shellIndex).catch(() => null);
        if (html) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
      }
      throw notFound();
    });
  },
  { name: 'not-found' },
);
