import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database, Queryable } from '../db/database';

/** Every metric of this process, in a registry of its own (each app a test builds has one). */
export interface Metrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status'>;
  queryDuration: Histogram<'engine'>;
  openChangeStreams: Gauge;
  signInFailures: Counter<'reason'>;
  outboxDepth: Gauge;
  outboxOldestAge: Gauge;
  backupAge: Gauge;
  backupFailures: Counter;
}

/** Fastify's route pattern of a request no route matched: one label value, whatever the path, so no label explodes. */
export const UNMATCHED_ROUTE = 'unmatched';

export function createMetrics(): Metrics {
  const registry = new Registry();
  // process_* and nodejs_*: CPU, memory, event loop delay, garbage collection, open handles.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requestDuration: new Histogram({
      name: 'scheduler_http_request_duration_seconds',
      help: 'Time from a request to its answer, by route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    queryDuration: new Histogram({
      name: 'scheduler_database_query_duration_seconds',
      help: 'Time of each database statement, as this process waited for it.',
      labelNames: ['engine'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
      registers,
    }),
    openChangeStreams: new Gauge({
      name: 'scheduler_change_streams_open',
      help: 'Change streams (Server-Sent Events) this process holds open.',
      registers,
    }),
    signInFailures: new Counter({
      name: 'scheduler_sign_in_failures_total',
      help: 'Refused sign-ins: a wrong username or password (refused), or one held back by the sign-in limits (limited).',
      labelNames: ['reason'],
      registers,
    }),
    outboxDepth: new Gauge({
      name: 'scheduler_outbox_depth',
      help: 'Messages in the outbox waiting to be sent (queued, retries included).',
      registers,
    }),
    outboxOldestAge: new Gauge({
      name: 'scheduler_outbox_oldest_age_seconds',
      help: 'Age of the oldest message waiting in the outbox; 0 when none waits.',
      registers,
    }),
    backupAge: new Gauge({
      name: 'scheduler_backup_age_seconds',
      help: 'Time since the last backup that succeeded, by any process; +Inf when there was none.',
      registers,
    }),
    backupFailures: new Counter({
      name: 'scheduler_backup_failures_total',
      help: 'Scheduled backups this process took that failed (each is also logged).',
      registers,
    }),
  };
}

/** The database with each statement's time observed, in and out of transactions. */
export function timedDatabase(db: Database, histogram: Metrics['queryDuration']): Database {
  const observe = histogram.labels(db.engine);
  const timed = (queryable: Queryable): Queryable => ({
    engine: queryable.engine,
    query: async (sql, params, options) => {
      const stop = observe.startTimer();
      try {
        return await queryable.query(sql, params, options);
      } finally {
        stop();
      }
    },
    execScript: async (sql) => {
      const stop = observe.startTimer();
      try {
        await queryable.execScript(sql);
      } finally {
        stop();
      }
    },
  });
  return {
    ...db,
    ...timed(db),
    transaction: (work, options) => db.transaction((tx) => work(timed(tx)), options),
  };
}
