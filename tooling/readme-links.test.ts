import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..');
const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');

describe('README.md', () => {
  it('links only documents a clone of this repository has', () => {
    const targets = [...readme.matchAll(/\]\(([^)#\s]+)/g)].map((match) => match[1] ?? '');
    const relative = targets.filter((target) => !/^[a-z]+:/.test(target));
    expect(relative).toEqual(expect.arrayContaining(['docs/SPEC.md', 'docs/ARCHITECTURE.md']));
    expect(relative.filter((target) => !existsSync(path.join(repoRoot, target)))).toEqual([]);
    expect(readme).not.toMatch(/\.\.\/shared\//);
  });
});
