// `npm run bench`: measures every figure beside its goal and baseline, prints one table, writes bench/results.json
// and docs/performance.md's tables from it. `npm run bench -- browser` or `-- server` measures one half and replaces only its figures.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measureBrowser } from './browser/measure.mjs';
import { printTable } from './figures.mjs';
import { writePerformanceDoc } from './performance-doc.mjs';
import { measureServer } from './server/measure.mjs';

const PARTS = { browser: measureBrowser, server: measureServer };
const chosen = process.argv.slice(2).filter((name) => name in PARTS);
const resultsFile = path.join(import.meta.dirname, 'results.json');
const results = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : { parts: {} };

const figures = [];
for (const name of chosen.length > 0 ? chosen : Object.keys(PARTS)) {
  console.log(`\n# ${name}`);
  const measured = await PARTS[name]();
  results.parts[name] = { measuredAt: new Date().toISOString(), figures: measured };
  figures.push(...measured);
}
printTable(figures);
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
writePerformanceDoc();
console.log(`\nWritten to ${path.relative(process.cwd(), resultsFile)} and docs/performance.md`);
process.exit(figures.every((figure) => figure.met !== false) ? 0 : 1);
