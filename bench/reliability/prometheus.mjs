// Debian's Prometheus scrapes a server on PGlite and one on PostgreSQL, each with METRICS_TOKEN as its bearer token,
// and its own query API answers what each server measured: the refused sign-ins made here, and a target that is up.
// A scrape without the token is refused, so a monitor set up without it shows the target down, never a blank.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../tooling/processes/server-process.mjs';
import { figure } from '../figures.mjs';
import { ADMIN, apiClient, check, pgliteDataDir, postgresDatabase, Skip, serve, sleep, temporaryDir } from './lib.mjs';

const PROMETHEUS = '/usr/bin/prometheus';
const METRICS_TOKEN = 'reliability-scrape-token-of-prometheus';
/** Refused sign-ins each server is sent, so each answers a count of its own. */
const REFUSALS = { pglite: 2, postgres: 3 };

export default async function prometheus() {
  if (!existsSync(PROMETHEUS)) {
    const notice = 'Prometheus is not installed (Debian: apt-get install prometheus)';
    if (process.env.TEST_DATABASE_URL) throw new Error(`${notice}, but CI runs this scenario`);
    throw new Skip(notice);
  }
  const env = { METRICS_TOKEN };
  const servers = {
    pglite: await serve({ dataDir: await pgliteDataDir(), env }),
    postgres: await serve({ databaseUrl: (await postgresDatabase()).url, env }),
  };
  let monitor;
  try {
    for (const [job, server] of Object.entries(servers)) {
      const call = apiClient(server.url);
      for (let refusal = 0; refusal < REFUSALS[job]; refusal += 1) {
        const answer = await call('POST', '/api/users/authenticate', { ...ADMIN, password: `wrong ${refusal}` });
        check(answer.status === 401, `a wrong password on ${job} answered ${answer.status}`);
      }
      const bare = await fetch(`${server.url}/metrics`);
      check(bare.status === 401, `a scrape of ${job} without the token answered ${bare.status}`);
    }
    monitor = await startPrometheus(servers);
    const started = performance.now();
    for (const job of Object.keys(servers)) {
      const up = await queryUntil(monitor.url, `up{job="${job}"}`, (value) => value === 1);
      check(up === 1, `Prometheus shows ${job} down: ${monitor.output()}`);
      const refused = await queryUntil(
        monitor.url,
        `scheduler_sign_in_failures_total{job="${job}",reason="refused"}`,
        (value) => value === REFUSALS[job],
      );
      check(refused === REFUSALS[job], `Prometheus reads ${refused} refused sign-ins of ${job}, not ${REFUSALS[job]}`);
      const answered = await queryUntil(
        monitor.url,
        `sum(scheduler_http_request_duration_seconds_count{job="${job}",route="/api/users/authenticate",status="401"})`,
        (value) => value === REFUSALS[job],
      );
      check(answered === REFUSALS[job], `Prometheus reads ${answered} timed refusals of ${job}`);
    }
    return [
      figure({
        figure: 'Prometheus: first scrape of both servers read back',
        value: (performance.now() - started) / 1000,
        unit: 's',
        note: 'from its start, scraping every second',
      }),
    ];
  } finally {
    monitor?.stop();
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
}

/** Prometheus on a free loopback port, scraping each server every second with the token. */
async function startPrometheus(servers) {
  const folder = temporaryDir('scheduler-reliability-prometheus-');
  const config = path.join(folder, 'prometheus.yml');
  const jobs = Object.entries(servers).map(
    ([job, server]) => `  - job_name: ${job}
    scrape_interval: 1s
    authorization:
      credentials: ${METRICS_TOKEN}
    static_configs:
      - targets: ['127.0.0.1:${server.port}']`,
  );
  writeFileSync(config, `scrape_configs:\n${jobs.join('\n')}\n`);
  execFileSync('promtool', ['check', 'config', config], { stdio: 'ignore' });
  const port = await freePort();
  const child = spawn(
    PROMETHEUS,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(folder, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const stop = () => child.kill('SIGTERM');
  process.once('exit', stop);
  return { url: `http://127.0.0.1:${port}`, output: () => output.slice(-2000), stop };
}

/** Asks Prometheus' query API until the value of `query` satisfies `wanted` or 30 s pass; answers the last value. */
async function queryUntil(url, query, wanted) {
  const deadline = performance.now() + 30_000;
  let value;
  while (performance.now() < deadline) {
    try {
      const answer = await (await fetch(`${url}/api/v1/query?query=${encodeURIComponent(query)}`)).json();
      const sample = answer.data?.result?.[0]?.value?.[1];
      value = sample === undefined ? undefined : Number(sample);
      if (value !== undefined && wanted(value)) return value;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  return value;
}
