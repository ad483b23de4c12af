import { spawnSync } from 'node:child_process';
import path from 'node:path';

describe('package-lock.json', () => {
  it('lists every platform binary, so `npm ci` accepts it (else run `npm run lockfile:complete`)', () => {
    const check = spawnSync(
      process.execPath,
      [path.join(__dirname, '..', 'scripts/complete-lockfile.mjs'), '--check'],
      {
        encoding: 'utf8',
      },
    );
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });
});
