import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const repoRoot = path.resolve(__dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'));

describe('the Node version the README names', () => {
  const oldestNode = semver.minVersion(manifest.engines.node)?.version ?? '';

  it('is the oldest one package.json allows', () => {
    expect(oldestNode).toBe('20.19.0');
    expect(readFileSync(path.join(repoRoot, 'README.md'), 'utf8')).toContain('Node.js 20.19 or newer');
  });

  it('runs every installed package, so `npm ci` warns of no engine', () => {
    const refusing = Object.entries<{ engines?: { node?: string } }>(lock.packages)
      .filter(([, entry]) => typeof entry.engines?.node === 'string')
      .filter(([, entry]) => !semver.satisfies(oldestNode, entry.engines?.node ?? '*'))
      .map(([location, entry]) => `${location} needs Node ${entry.engines?.node}`);
    expect(refusing).toEqual([]);
  });
});
