import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { notFound } from '../http/http-error';
import { isClientRoute, shellDistDir } from './web-apps';

export interface NotFoundOptions {
  webRoot: string;
}

/**
 * Client routes get the shell's index.html, as `/` does (compressed, with its ETag and Cache-Control); everything else
 * unknown is a real 404 `{message}`.
 */
export default fp<NotFoundOptions>(
  async (app, { webRoot }) => {
    // Only when the shell was built at start-up, as static-files serves its folder only then.
    const servesShell = app.hasReplyDecorator('sendFile');
    const shellIndex = path.join(shellDistDir(webRoot), 'index.html');
    app.setNotFoundHandler(async (request, reply) => {
      // Looked for per request: a shell being rebuilt has no index.html for a moment.
      if (servesShell && isClientRoute(request.method, request.url) && existsSync(shellIndex)) {
        return reply.sendFile('index.html');
      }
      throw notFound();
    });
  },
  { name: 'not-found', dependencies: ['static-files'] },
);
