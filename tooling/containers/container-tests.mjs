// `npm run test:containers`: the product's image, built once from this checkout by its Dockerfile as it is, then run
// as a site runs it. One container on a new volume starts as `npm start` does (the admin box, the demo data), ready
// within its start period, as a user other than root, and stops cleanly on SIGTERM. Then the two-replica stack of
// deploy/compose.yaml: two containers on one PostgreSQL behind deploy/haproxy.cfg (Debian's haproxy): a sign-in through
// the proxy works on either replica, a change made on one reaches a change stream open on the other, and stopping one
// while clients write through the proxy loses no request. Containers use the host's network (loopback only).
// Without docker it says why and passes, unless CI asks for it (TEST_DATABASE_URL set, as .ci/run sets it).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openChangeStream } from '../../bench/change-stream.mjs';
import { figure, median, printTable } from '../../bench/figures.mjs';
import {
  ADMIN,
  apiClient,
  check,
  JWT_SECRET,
  meetingWriter,
  PropertyBroken,
  postgresDatabase,
  runTag,
  sleep,
  waitFor,
} from '../../bench/reliability/lib.mjs';
import { collectOutput } from '../processes/child-output.mjs';
import { freePort, signInThroughApi } from '../processes/server-process.mjs';
import {
  buildImage,
  docker,
  dockerfileBaseImage,
  dockerUnavailable,
  IMAGE,
  imageBytes,
  REPO_ROOT,
  runContainer,
} from './docker.mjs';
import { ensureStandInBase } from './stand-in-base.mjs';

/** Image bytes over its base (uncompressed): the budget. */
const IMAGE_BUDGET_MB = 300;
/** Start of a container to /readyz 200 on an empty PGlite. */
const READY_BUDGET_S = 15;

/** Answers when `url` answers 200, polling; the seconds it took, or throws after `timeoutS`. */
async function untilOk(url, timeoutS, what) {
  const started = performance.now();
  const answered = await waitForAsync(async () => {
    try {
      return (await fetch(url, { signal: AbortSignal.timeout(2000) })).status === 200;
    } catch {
      return false;
    }
  }, timeoutS * 1000);
  check(answered, `${what} did not answer ${url} with 200 within ${timeoutS} s`);
  return (performance.now() - started) / 1000;
}

async function waitForAsync(condition, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (await condition()) return true;
    await sleep(100);
  }
  return false;
}

/** One container on a new named volume, as `docker run -p 8080:8080 -v scheduler-data:/data <image>` runs it. */
async function firstStart() {
  const volume = `scheduler-test-data-${runTag('v')}`;
  await docker(['volume', 'create', volume]);
  const port = await freePort();
  const container = await runContainer({
    name: `scheduler-test-${runTag('c')}`,
    env: { PORT: String(port), DEMO_DATA: '1' },
    volumes: [`${volume}:/data`],
  });
  try {
    const startToReady = await untilOk(`http://127.0.0.1:${port}/readyz`, 120, 'the container');
    const log = await container.logsWithErrors();
    // Listening on every interface: a socket of 0.0.0.0 on the port, as the host's network shows it.
    const sockets = await container.exec(['cat', '/proc/net/tcp']);
    const onAll = `00000000:${port.toString(16).toUpperCase().padStart(4, '0')} 00000000:0000 0A`;
    check(sockets.includes(onAll), `the container does not listen on 0.0.0.0:${port}`);
    check(
      /First admin account created[\s\S]*password: \S+/.test(log),
      `the admin box is not in the container's log:\n${log}`,
    );
    check((await container.exec(['id', '-u'])) !== '0', 'the server runs as root in the container');
    await container.exec(['node', '-e', healthcheckProbe()]);
    await signInThroughApi(`http://127.0.0.1:${port}`, ADMIN);
    // docs/operations.md's backup of a running container, into its volume.
    const backedUp = await container.exec(['npm', 'run', 'backup', '--', '/data/scheduler-backup.tar.gz']);
    check(
      /Backed up PGlite in \/data .* to \/data\/scheduler-backup\.tar\.gz/.test(backedUp),
      `npm run backup in the container printed: ${backedUp}`,
    );
    const stopStarted = performance.now();
    await container.stop(20);
    const stopSeconds = (performance.now() - stopStarted) / 1000;
    const exitCode = Number(await container.inspect('{{.State.ExitCode}}'));
    check(exitCode === 0, `the container ended with ${exitCode} on SIGTERM:\n${await container.logsWithErrors()}`);
    check(stopSeconds < 15, `the container took ${stopSeconds.toFixed(1)} s to stop on SIGTERM`);
    return { startToReady, stopSeconds };
  } finally {
    await container.remove();
    await docker(['volume', 'rm', '--force', volume]).catch(() => {});
  }
}

/** The command of the image's HEALTHCHECK, run by hand: its first check comes only after its interval. */
function healthcheckProbe() {
  const command = execFileSync('docker', ['image', 'inspect', '--format', '{{json .Config.Healthcheck.Test}}', IMAGE], {
    encoding: 'utf8',
  });
  const [kind, program, flag, script] = JSON.parse(command);
  check(kind === 'CMD' && program === 'node' && flag === '-e', `the image's HEALTHCHECK is ${command}`);
  return script;
}

/** Debian's haproxy with deploy/haproxy.cfg, in front of the two replicas. */
async function startProxy(appPorts) {
  const port = await freePort();
  const child = spawn('haproxy', ['-db', '-f', path.join(REPO_ROOT, 'deploy/haproxy.cfg')], {
    env: {
      ...process.env,
      PROXY_BIND: `127.0.0.1:${port}`,
      APP1: `127.0.0.1:${appPorts[0]}`,
      APP2: `127.0.0.1:${appPorts[1]}`,
      PROXY_TLS_CERT: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child);
  const stop = () => child.kill('SIGTERM');
  process.once('exit', stop);
  return { url: `http://127.0.0.1:${port}`, output, stop };
}

/** Waits until both replicas are in the proxy's rotation: answers from each, told apart by their request ids. */
async function untilBothServe(proxyUrl, replicas) {
  const served = new Set();
  const inRotation = await waitForAsync(async () => {
    const answer = await fetch(`${proxyUrl}/readyz`).catch(() => null);
    const id = answer?.headers.get('x-request-id');
    if (answer?.status === 200 && id) {
      for (const [index, replica] of replicas.entries()) {
        if ((await replica.logs()).includes(id)) served.add(index);
      }
    }
    return served.size === replicas.length;
  }, 60_000);
  check(inRotation, `the proxy did not send requests to both replicas: ${[...served]}`);
}

async function replicas() {
  const { url: databaseUrl } = await postgresDatabase();
  const ports = [await freePort(), await freePort()];
  const start = (index, env = {}) =>
    runContainer({
      name: `scheduler-test-replica${index + 1}-${runTag('r')}`,
      env: {
        PORT: String(ports[index]),
        DATABASE_URL: databaseUrl,
        JWT_SECRET,
        TRUST_PROXY: 'loopback',
        // Each request's line carries its id, by which the test tells the replicas apart.
        LOG_LEVEL: 'info',
        ...env,
      },
    });
  // The first loads the demo data; the second starts on the migrated database.
  const replicaContainers = [await start(0, { DEMO_DATA: '1' })];
  await untilOk(`http://127.0.0.1:${ports[0]}/readyz`, 120, 'replica 1');
  replicaContainers.push(await start(1));
  await untilOk(`http://127.0.0.1:${ports[1]}/readyz`, 120, 'replica 2');
  const proxy = await startProxy(ports);
  try {
    await untilBothServe(proxy.url, replicaContainers);
    const signedInOn = new Set();
    let session;
    for (let attempt = 0; attempt < 6 && signedInOn.size < 2; attempt += 1) {
      const response = await fetch(`${proxy.url}/api/users/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      check(response.status === 200, `a sign-in through the proxy answered ${response.status}`);
      session ??= (await response.json()).token;
      const id = response.headers.get('x-request-id');
      for (const [index, replica] of replicaContainers.entries()) {
        if ((await replica.logs()).includes(id)) signedInOn.add(index);
      }
    }
    check(signedInOn.size === 2, `sign-ins through the proxy were answered by replica ${[...signedInOn]} only`);

    const crossReplicaMs = await changeReachesOtherReplica(ports, session);
    const { answered, stopSeconds } = await stopOneUnderLoad(proxy.url, session, replicaContainers[0]);
    return { crossReplicaMs, answered, stopSeconds };
  } finally {
    proxy.stop();
    await Promise.all(replicaContainers.map((container) => container.remove()));
  }
}

/** A team added on replica 1 reaches a change stream open on replica 2; answers the milliseconds it took. */
async function changeReachesOtherReplica(ports, token) {
  const received = [];
  const stream = await openChangeStream(`http://127.0.0.1:${ports[1]}`, token, {
    onChange: (change) => received.push(change),
  });
  try {
    const written = performance.now();
    const writer = await meetingWriter(apiClient(`http://127.0.0.1:${ports[0]}`, token), runTag('X'));
    const arrived = await waitFor(() => received.some(({ entry }) => entry.recordId === writer.team), 10_000);
    check(arrived, 'a team added on replica 1 did not reach the change stream open on replica 2');
    return performance.now() - written;
  } finally {
    stream.close();
  }
}

/**
 * Clients add meetings and read lists through the proxy while replica 1 is stopped by SIGTERM (`docker stop`), and
 * for a while after: every request must be answered 2xx, by replica 1 finishing it or by the proxy's retry on 2.
 */
async function stopOneUnderLoad(proxyUrl, token, stopped) {
  const call = apiClient(proxyUrl, token);
  const writer = await meetingWriter(call, runTag('S'));
  const failures = [];
  let answered = 0;
  let running = true;
  const client = async (adds) => {
    while (running) {
      const answer = adds
        ? await call('POST', '/api/meetings/add', writer.next()).catch((error) => ({ status: error.message }))
        : await call('GET', '/api/teams').catch((error) => ({ status: error.message }));
      if (typeof answer.status === 'number' && answer.status < 300) answered += 1;
      else failures.push(`${adds ? 'add' : 'list'}: ${answer.status} ${answer.body?.message ?? ''}`);
    }
  };
  const clients = [client(true), client(true), client(false), client(false)];
  await sleep(1000);
  const stopStarted = performance.now();
  await stopped.stop(20);
  const stopSeconds = (performance.now() - stopStarted) / 1000;
  await sleep(3000);
  running = false;
  await Promise.all(clients);
  check(
    failures.length === 0,
    `${failures.length} of ${failures.length + answered} requests failed while a replica stopped: ${failures.slice(0, 5)}`,
  );
  return { answered, stopSeconds };
}

/**
 * deploy/compose.yaml as docker-compose reads it with deploy/.env.example filled in: valid, two replicas of one image
 * on the PostgreSQL service behind the proxy, and a refusal naming each required setting left empty.
 */
function checkComposeFile() {
  const folder = mkdtempSync(path.join(tmpdir(), 'scheduler-compose-'));
  try {
    const example = readFileSync(path.join(REPO_ROOT, 'deploy/.env.example'), 'utf8');
    const filled = example
      .replace(/^POSTGRES_PASSWORD=$/m, 'POSTGRES_PASSWORD=a-long-random-database-password')
      .replace(/^JWT_SECRET=$/m, `JWT_SECRET=${JWT_SECRET}`);
    const compose = (envText) => {
      writeFileSync(path.join(folder, '.env'), envText);
      return execFileSync(
        'docker-compose',
        ['--project-directory', path.join(REPO_ROOT, 'deploy'), '--env-file', path.join(folder, '.env'), 'config'],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], cwd: path.join(REPO_ROOT, 'deploy') },
      );
    };
    const config = compose(filled);
    for (const service of ['postgres', 'app1', 'app2', 'proxy']) {
      check(new RegExp(`^  ${service}:$`, 'm').test(config), `compose.yaml has no ${service} service`);
    }
    check(
      (config.match(/DATABASE_URL: postgres:\/\/scheduler:a-long-random-database-password@postgres:5432/g) ?? [])
        .length === 2,
      'the replicas do not both use the PostgreSQL service',
    );
    let refused = '';
    try {
      compose(example);
    } catch (error) {
      refused = String(error.stderr);
    }
    check(
      /set POSTGRES_PASSWORD in \.env|set JWT_SECRET in \.env/.test(refused),
      `compose.yaml starts without its required settings: ${refused}`,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function main() {
  const unavailable = await dockerUnavailable();
  if (unavailable) {
    if (process.env.TEST_DATABASE_URL) throw new PropertyBroken(`docker is needed here: ${unavailable}`);
    console.log(`SKIPPED: the container tests need docker; ${unavailable}`);
    return [];
  }
  checkComposeFile();
  console.log('# deploy/compose.yaml: valid with deploy/.env.example filled in');
  const base = await ensureStandInBase();
  const buildSeconds = await buildImage();
  const overBase = ((await imageBytes(IMAGE)) - (await imageBytes(base))) / 1024 / 1024;
  console.log(`# image built in ${buildSeconds.toFixed(0)} s on ${base}`);
  const startTimes = [];
  let stopped;
  // Three first starts: the median is the figure, as one start on a shared machine is noisy.
  for (let turn = 0; turn < 3; turn += 1) {
    stopped = await firstStart();
    startTimes.push(stopped.startToReady);
  }
  console.log('# one container: first start, sign-in, SIGTERM: passed');
  const stack = await replicas();
  console.log('# two replicas behind the proxy: passed');
  return [
    figure({
      figure: 'Image size over its base',
      value: overBase,
      unit: 'MB',
      goal: `≤ ${IMAGE_BUDGET_MB} MB`,
      met: overBase <= IMAGE_BUDGET_MB,
      note: `uncompressed, over ${dockerfileBaseImage()}`,
    }),
    figure({
      figure: 'Container start to ready, empty PGlite (median of 3)',
      value: median(startTimes),
      unit: 's',
      goal: `≤ ${READY_BUDGET_S} s`,
      met: median(startTimes) <= READY_BUDGET_S,
      note: `from docker run to /readyz 200; stop on SIGTERM ${stopped.stopSeconds.toFixed(1)} s`,
    }),
    figure({
      figure: 'Two replicas: a change on one reaches a stream on the other',
      value: stack.crossReplicaMs,
      unit: 'ms',
    }),
    figure({
      figure: 'Two replicas: requests answered while one stopped',
      value: stack.answered,
      unit: 'requests',
      note: `none lost; the stop took ${stack.stopSeconds.toFixed(1)} s`,
    }),
  ];
}

main().then(
  (figures) => {
    printTable(figures);
    process.exit(0);
  },
  (error) => {
    console.log(`FAILED: ${error instanceof PropertyBroken ? error.message : error.stack}`);
    process.exit(1);
  },
);
