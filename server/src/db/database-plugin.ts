import fp from 'fastify-plugin';
import type { Settings } from '../config';
import type { Database } from './database';

/** Milliseconds since the epoch; tests inject their own to move time. */
export type Clock = () => number;

export interface CorePluginOptions {
  db: Database;
  settings: Settings;
  now: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    settings: Settings;
    now: Clock;
  }
}

/** The database, the settings and the clock every other service is built on. The caller owns and closes the db. */
export default fp<CorePluginOptions>(
  async (app, { db, settings, now }) => {
    app.decorate('db', db);
    app.decorate('settings', settings);
    app.decorate('now', now);
  },
  { name: 'database' },
);
