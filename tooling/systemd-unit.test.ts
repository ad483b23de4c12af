import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..');

/** deploy/scheduler.service installed under the name docs/operations.md gives it, in a folder of its own. */
function installedUnit(): { unit: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'scheduler-unit-'));
  const unit = path.join(folder, 'group-scheduler.service');
  copyFileSync(path.join(repoRoot, 'deploy/scheduler.service'), unit);
  return { unit, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

const systemdAnalyze = (...args: string[]) => spawnSync('systemd-analyze', args, { encoding: 'utf8' });

describe("the systemd unit of docs/operations.md's site without containers", () => {
  it('is valid: systemd knows every key, and the program it starts exists', () => {
    const { unit, remove } = installedUnit();
    try {
      // An unknown or misspelt key is only a warning to systemd, which then runs the service without it.
      const verified = systemdAnalyze('verify', unit);
      expect({ status: verified.status, warnings: verified.stderr.trim() }).toEqual({ status: 0, warnings: '' });
    } finally {
      remove();
    }
  });

  it("keeps its sandbox: systemd rates the service's exposure at most 2.0 of 10", () => {
    const { unit, remove } = installedUnit();
    try {
      // The threshold counts tenths: 20 is an exposure of 2.0, which systemd calls 'OK'.
      const rated = systemdAnalyze('security', '--offline=true', '--threshold=20', unit);
      expect({ status: rated.status, rating: rated.stdout.match(/Overall exposure level.*$/m)?.[0] }).toEqual({
        status: 0,
        rating: expect.stringMatching(/: [01]\.\d OK|: 2\.0 OK/),
      });
    } finally {
      remove();
    }
  });
});
