// Load and faults: `node bench/reliability/run.mjs quick|soak [scenario...]` runs the scenarios on the
// built server (server/dist/main.js), prints their figures, and exits 1 when any property is broken.
// `quick` is the short variant run by `npm test`; `soak` (`npm run soak`) runs every scenario at full length.
import { printTable } from '../figures.mjs';
import backupRestore from './backup-restore.mjs';
import changeStream from './change-stream.mjs';
import crash from './crash.mjs';
import { PropertyBroken, Skip } from './lib.mjs';
import load from './load.mjs';
import { mailCrash, mailTwoServers } from './mail.mjs';
import npmStart from './npm-start.mjs';
import outage from './outage.mjs';
import prometheus from './prometheus.mjs';
import shutdown from './shutdown.mjs';
import streamHammer from './stream-hammer.mjs';
import tokenHammer from './token-hammer.mjs';
import twoServers from './two-servers.mjs';
import upgrades from './upgrades.mjs';

const SCENARIOS = {
  shutdown,
  crash,
  'two-servers': twoServers,
  'change-stream': changeStream,
  'stream-hammer': streamHammer,
  'mail-crash': mailCrash,
  'mail-two-servers': mailTwoServers,
  'token-hammer': tokenHammer,
  load,
  outage,
  'backup-restore': backupRestore,
  prometheus,
  upgrades,
  'npm-start': npmStart,
};
/** Each scenario's time limit in seconds; a scenario past it fails the run. */
const LIMITS = { quick: 120, soak: 300 };
/** Scenarios that start PGlite several times (each start of an empty one runs initdb in WebAssembly) get longer. */
const LONGER_LIMITS = { 'backup-restore': { quick: 240, soak: 300 } };
/** Scenarios without a longer variant: the soak runs them only when named, as `npm test` has run them already. */
const SAME_IN_SOAK = new Set(['backup-restore', 'prometheus', 'upgrades', 'npm-start']);

const [mode = 'quick', ...names] = process.argv.slice(2);
if (!(mode in LIMITS) || names.some((name) => !(name in SCENARIOS))) {
  console.error(`usage: run.mjs quick|soak [${Object.keys(SCENARIOS).join('|')}...]`);
  process.exit(2);
}

const figures = [];
const failures = [];
const chosen =
  names.length > 0 ? names : Object.keys(SCENARIOS).filter((name) => mode === 'quick' || !SAME_IN_SOAK.has(name));
for (const name of chosen) {
  const started = performance.now();
  console.log(`\n# ${name} (${mode})`);
  const limitSeconds = (LONGER_LIMITS[name] ?? LIMITS)[mode];
  const timedOut = new PropertyBroken(`did not finish within ${limitSeconds} s`);
  let timer;
  const limit = new Promise((_, reject) => {
    timer = setTimeout(() => reject(timedOut), limitSeconds * 1000);
  });
  try {
    figures.push(...(await Promise.race([SCENARIOS[name]({ mode }), limit])));
    console.log(`  passed in ${Math.round((performance.now() - started) / 1000)} s`);
  } catch (error) {
    if (error instanceof Skip) {
      console.log(`  SKIPPED: ${error.message}`);
      continue;
    }
    failures.push(name);
    console.log(`  FAILED: ${error instanceof PropertyBroken ? error.message : error.stack}`);
    // A scenario stuck past its limit may still hold servers and ports: end here (exit handlers clean up).
    if (error === timedOut) break;
  } finally {
    clearTimeout(timer);
  }
}
printTable(figures);
console.log(failures.length === 0 ? '\nEvery property held.' : `\nBROKEN: ${failures.join(', ')}`);
process.exit(failures.length === 0 ? 0 : 1);
