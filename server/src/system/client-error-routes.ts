import { SERVER_MESSAGES } from '@scheduler/shared-domain/server-messages';
import { CLIENT_ERROR_KINDS, type ClientErrorReport } from '@scheduler/shared-domain/system';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { bearerToken } from '../auth/auth-hook';
import { noBody } from '../http/answer-schemas';
import { enforceRateLimit, inMinutes, type RateLimit } from '../http/rate-limit';
import { withoutSecrets } from '../http/secret-text';
import type { ValibotRoutes } from '../http/validation';

/** Reports allowed from one address per window; a page reports a section at most once per load or reload. */
export const CLIENT_ERROR_LIMIT: RateLimit = {
  hits: 20,
  windowMs: 10 * 60_000,
  message: inMinutes(SERVER_MESSAGES.tooManyClientErrorReports),
};

const text = (field: string, maxLength: number) =>
  v.pipe(
    v.string(`${field} must be text.`),
    v.maxLength(maxLength, `${field} must be at most ${maxLength} characters.`),
  );

const clientErrorReportSchema = v.object({
  section: text('section', 40),
  version: text('version', 80),
  kind: v.picklist(CLIENT_ERROR_KINDS, `kind must be one of: ${CLIENT_ERROR_KINDS.join(', ')}.`),
  message: text('message', 2000),
  stack: text('stack', 8000),
  url: text('url', 2000),
}) satisfies v.GenericSchema<ClientErrorReport>;

/** A report's body, a few KB at most: anything larger is refused with 413 before it is parsed. */
const BODY_LIMIT_BYTES = 16 * 1024;

/** The page's address without its query and fragment, which may carry anything (a return URL, a feed token). */
function pagePath(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '';
  }
}

/**
 * `POST /api/client-errors`: the browser's reports of a section that could not run, one structured log line each.
 * Open to visitors too (a section may fail before sign-in matters); a signed-in reporter is named by username only.
 */
const clientErrorRoutes: ValibotRoutes = async (app) => {
  /** The reporter's username when the request carries the token of an open session; never the token. */
  async function reporter(request: FastifyRequest): Promise<string | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const checked = app.tokens.check(token, app.now());
    if (checked.status !== 'valid') return null;
    const session = await app.sessions.findOpen(checked.claims.alt_jti, checked.claims.sub, new Date(app.now()));
    return session?.user.username ?? null;
  }

  app.post(
    '/client-errors',
    {
      bodyLimit: BODY_LIMIT_BYTES,
      schema: {
        summary: 'Report a section of the app that could not run',
        body: clientErrorReportSchema,
        response: { 204: noBody('The report is logged.') },
      },
    },
    async (request, reply) => {
      const now = new Date(app.now());
      await enforceRateLimit(app.db, reply, { key: `client-errors ${request.ip}`, limit: CLIENT_ERROR_LIMIT, now });
      const report = request.body;
      request.log.warn(
        {
          clientError: {
            section: report.section,
            version: report.version,
            kind: report.kind,
            message: withoutSecrets(report.message),
            stack: withoutSecrets(report.stack),
            url: pagePath(report.url),
            username: await reporter(request),
          },
        },
        'a section reported an error',
      );
      return reply.code(204).send(null);
    },
  );
};

export default clientErrorRoutes;
