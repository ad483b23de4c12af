// What an operator's tools cost: the health endpoints a proxy asks every few seconds, and a backup and a restore of
// 100,000 meetings with `npm run backup` and `npm run restore` on each engine, with adds going on during the backup.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../tooling/processes/server-process.mjs';
import { figure } from '../figures.mjs';
import { archiveCommand } from '../reliability/lib.mjs';
import { latencyFigure } from './latency-figures.mjs';
import { measureAdds } from './meeting-adds.mjs';
import { startSeededServer } from './seeded-server.mjs';

const pg = createRequire(path.join(REPO_ROOT, 'server/package.json'))('pg');
const BACKUP_MEETINGS = Number(process.env.BENCH_BACKUP_MEETINGS ?? 100_000);
const LIMITS = { backupS: 30, restoreS: 90, addsP99Ms: 100, healthMs: 5 };

/** p50 of `/healthz` and `/readyz`, one request at a time, as a proxy's checks ask them. */
export async function healthLatencies(engine, serverUrl) {
  const figures = [];
  for (const route of ['/healthz', '/readyz']) {
    figures.push(
      await latencyFigure({
        figure: `GET ${route}`,
        engine,
        url: `${serverUrl}${route}`,
        headers: {},
        warmUp: 50,
        amount: 500,
        limit: LIMITS.healthMs,
      }),
    );
  }
  return figures;
}

/** An empty database of `engine` to restore into, and its removal. */
async function emptyTarget(engine) {
  if (engine.name === 'PGlite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'scheduler-bench-restore-'));
    return { target: { dataDir }, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const database = `scheduler_bench_restore_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: engine.url });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(engine.url);
  url.pathname = `/${database}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scheduler-bench-restore-'));
  return {
    target: { databaseUrl: url.href, dataDir },
    remove: async () => {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `npm run backup` of a server holding BACKUP_MEETINGS while adds run, then `npm run restore` into an empty database. */
export async function backupFigures(engine) {
  console.log(`${engine.name}: seeding ${BACKUP_MEETINGS} meetings for the backup figures`);
  const { server, token, sameData, close } = await startSeededServer(engine, BACKUP_MEETINGS);
  const archives = mkdtempSync(path.join(tmpdir(), 'scheduler-bench-archives-'));
  const file = path.join(archives, 'bench.tar.gz');
  try {
    // The server's own settings: its signing secret was generated into its DATA_DIR.
    const settings = {
      dataDir: server.dataDir,
      databaseUrl: engine.name === 'PGlite' ? undefined : sameData,
      jwtSecret: '',
    };
    const adds = measureAdds(server.url, `Bearer ${token}`, { prefix: 'During backup', amount: 2000 });
    const started = performance.now();
    const backup = await archiveCommand('backup', file, settings);
    const backupS = (performance.now() - started) / 1000;
    const during = await adds;
    if (backup.code !== 0) throw new Error(`npm run backup failed: ${backup.output}`);
    await server.stop();
    const { target, remove } = await emptyTarget(engine);
    try {
      const restoreStarted = performance.now();
      const restore = await archiveCommand('restore', file, { ...target, jwtSecret: '' });
      const restoreS = (performance.now() - restoreStarted) / 1000;
      if (restore.code !== 0) throw new Error(`npm run restore failed: ${restore.output}`);
      const addsP99 = during.latency.p99;
      return [
        figure({
          figure: `npm run backup, ${BACKUP_MEETINGS} meetings (${engine.name})`,
          value: backupS,
          unit: 's',
          goal: `≤ ${LIMITS.backupS} s`,
          met: backupS <= LIMITS.backupS,
          note: backup.output.trim().split('\n').at(-1),
        }),
        figure({
          figure: `npm run restore, ${BACKUP_MEETINGS} meetings (${engine.name})`,
          value: restoreS,
          unit: 's',
          goal: `≤ ${LIMITS.restoreS} s`,
          met: restoreS <= LIMITS.restoreS,
          note: 'into an empty database',
        }),
        figure({
          figure: `Meeting adds alongside a backup, p99 (${engine.name})`,
          value: addsP99,
          unit: 'ms',
          goal: `< ${LIMITS.addsP99Ms} ms`,
          met: addsP99 < LIMITS.addsP99Ms,
          note: '2,000 adds at 10 connections, started with the backup',
        }),
      ];
    } finally {
      await remove();
    }
  } finally {
    await close();
    rmSync(archives, { recursive: true, force: true });
  }
}
