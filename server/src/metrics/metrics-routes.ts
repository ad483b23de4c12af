import { createHash, timingSafeEqual } from 'node:crypto';
import { message } from '@scheduler/shared-domain/i18n';
import { SERVER_MESSAGES } from '@scheduler/shared-domain/server-messages';
import fp from 'fastify-plugin';
import { bearerToken } from '../auth/auth-hook';
import { textAnswer } from '../http/answer-schemas';
import { HttpError, notFound } from '../http/http-error';
import type { ValibotRoutes } from '../http/validation';
import { type Metrics, UNMATCHED_ROUTE } from './metrics';
import { readOperationalFigures } from './metrics-repository';

export type MetricsOptions = {
  /** Null when METRICS_TOKEN is unset: then nothing is measured and `/metrics` is a 404. */
  metrics: Metrics | null;
};

/** The routes whose answers the metrics read: the change stream, and sign-in's refusals. */
const CHANGE_STREAM_ROUTE = '/api/changes/stream';
const SIGN_IN_ROUTE = '/api/users/authenticate';
const SIGN_IN_REFUSALS: Record<number, string> = { 401: 'refused', 429: 'limited' };

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries the scrape token, compared in constant time. */
function carriesToken(presented: string | undefined, expected: string): boolean {
  return presented !== undefined && timingSafeEqual(digest(presented), digest(expected));
}

/**
 * Observes every answer: its time by route pattern and status, open change streams, and refused sign-ins. Registered
 * on the app before any route, so its hooks see every route.
 */
export const measureAnswers = fp<{ metrics: Metrics }>(
  async (app, { metrics }) => {
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.url !== CHANGE_STREAM_ROUTE) return;
      metrics.openChangeStreams.inc();
      // 'close' comes once, whether the stream ended or its client went away.
      reply.raw.once('close', () => metrics.openChangeStreams.dec());
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      const status = reply.statusCode;
      metrics.requestDuration.labels(request.method, route, String(status)).observe(reply.elapsedTime / 1000);
      const refusal = SIGN_IN_REFUSALS[status];
      if (route === SIGN_IN_ROUTE && refusal) metrics.signInFailures.labels(refusal).inc();
    });
  },
  { name: 'measure-answers' },
);

/**
 * `GET /metrics` in Prometheus' text format, for a scrape that carries METRICS_TOKEN as a bearer token; without the
 * setting it does not exist (404), so no figure of the server is public by default.
 */
const metricsRoutes: ValibotRoutes<MetricsOptions> = async (app, { metrics }) => {
  app.get(
    '/metrics',
    {
      schema: {
        summary: 'Prometheus metrics (with METRICS_TOKEN as a bearer token)',
        response: { 200: textAnswer('text/plain', 'Prometheus text exposition format 0.0.4.') },
      },
    },
    async (request, reply) => {
      const token = app.settings.metricsToken;
      if (!metrics || !token) throw notFound();
      if (!carriesToken(bearerToken(request), token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new HttpError(401, message(SERVER_MESSAGES.metricsTokenMissing));
      }
      const figures = await readOperationalFigures(app.db, new Date(app.now()));
      metrics.outboxDepth.set(figures.outboxDepth);
      metrics.outboxOldestAge.set(figures.outboxOldestAgeSeconds);
      metrics.backupAge.set(figures.backupAgeSeconds);
      return reply
        .header('content-type', metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.registry.metrics());
    },
  );
};

export default metricsRoutes;
