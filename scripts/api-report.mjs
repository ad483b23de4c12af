// `npm run api:report`: records shared-auth's public API in shared-auth/api-report.json, with its version. Refuses
// when the API changed without the semver bump the change needs (tooling/shared-auth-api.test.ts checks the record).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiChange, exportedApi, isBumpEnough } from '../tooling/api-report.mjs';

const packageDir = path.join(import.meta.dirname, '../shared-auth');
const reportPath = path.join(packageDir, 'api-report.json');
const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const api = exportedApi('shared-auth');

if (existsSync(reportPath)) {
  const recorded = JSON.parse(readFileSync(reportPath, 'utf8'));
  const change = apiChange(recorded.api, api);
  if (!isBumpEnough(change.bump, recorded.version, version)) {
    console.error(
      `shared-auth's API changed (removed or changed: ${change.removedOrChanged.join(', ') || 'none'}; added: ${change.added.join(', ') || 'none'}).`,
    );
    console.error(
      `That needs a ${change.bump} version bump from ${recorded.version}; shared-auth/package.json says ${version}.`,
    );
    process.exit(1);
  }
}
writeFileSync(reportPath, `${JSON.stringify({ version, api }, null, 2)}\n`);
console.log(`Recorded shared-auth ${version}'s API in ${path.relative(process.cwd(), reportPath)}.`);
