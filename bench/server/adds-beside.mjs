// `node bench/server/adds-beside.mjs <other checkout> [postgres]`: meeting adds at 10 connections on this checkout's
// built server and on another's (e.g. a worktree of the commit before a change, its server built), in alternating
// turns on the same seeded data, so a change's cost to adds is measured against its own baseline on the same machine
// at the same time. Prints each turn, the medians and their ratio, and the server's CPU time per add, which other work
// on the machine moves less than the rate (on PGlite it holds the database's work too; on PostgreSQL it does not).
import path from 'node:path';
import { median, round } from '../figures.mjs';
import { measureAdds } from './measure.mjs';

const TURNS = 3;
const MEETINGS = 10_000;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://scheduler:scheduler@127.0.0.1:5432/scheduler';

const [other, engineName = 'pglite'] = process.argv.slice(2);
if (!other) {
  console.error('Usage: node bench/server/adds-beside.mjs <other checkout> [pglite|postgres]');
  process.exit(2);
}
const engine = engineName === 'postgres' ? { name: 'PostgreSQL', url: POSTGRES_URL } : { name: 'PGlite' };
const checkouts = { this: path.resolve(import.meta.dirname, '../..'), other: path.resolve(other) };

const rates = { this: [], other: [] };
const cpu = { this: [], other: [] };
for (let turn = 0; turn < TURNS; turn += 1) {
  for (const [name, root] of Object.entries(checkouts)) {
    // Each checkout seeds and starts its own server, with its own migrations.
    const { startSeededServer } = await import(path.join(root, 'bench/server/seeded-server.mjs'));
    const { server, token, close } = await startSeededServer(engine, MEETINGS);
    try {
      const { perSecond, latency, cpuMsPerAdd } = await measureAdds(
        server.url,
        `Bearer ${token}`,
        `Turn ${turn}`,
        server.child.pid,
      );
      rates[name].push(perSecond);
      cpu[name].push(cpuMsPerAdd);
      console.log(
        `${engine.name}, turn ${turn + 1}, ${name}: ${round(perSecond, 0)} adds/s, p99 ${latency.p99} ms, CPU ${round(cpuMsPerAdd, 3)} ms/add`,
      );
    } finally {
      await close();
    }
  }
}
const [mine, theirs] = [median(rates.this), median(rates.other)];
console.log(
  `${engine.name}: this ${round(mine, 0)} adds/s, other ${round(theirs, 0)} adds/s, this / other ${round(mine / theirs, 3)}`,
);
const [mineCpu, theirsCpu] = [median(cpu.this), median(cpu.other)];
console.log(
  `${engine.name}: server CPU this ${round(mineCpu, 3)} ms/add, other ${round(theirsCpu, 3)} ms/add, other / this ${round(theirsCpu / mineCpu, 3)}`,
);
