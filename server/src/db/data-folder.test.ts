import { chmodSync, mkdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { testFolder } from '../../test/test-app';
import { secureDataFolder } from './data-folder';

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('secureDataFolder', () => {
  it('creates a missing data folder readable by its owner only', async () => {
    const dataDir = path.join(testFolder('data-'), 'new', 'data');

    expect(await secureDataFolder(dataDir)).toEqual([]);

    expect(modeOf(dataDir)).toBe(0o700);
  });

  it('closes an existing folder to other accounts: folders 0700, files 0600, all the way down', async () => {
    const dataDir = testFolder('data-');
    chmodSync(dataDir, 0o755);
    mkdirSync(path.join(dataDir, 'pglite', 'base'), { recursive: true, mode: 0o777 });
    chmodSync(path.join(dataDir, 'pglite'), 0o755);
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'secret', { mode: 0o644 });
    writeFileSync(path.join(dataDir, 'pglite', 'base', '1'), 'rows', { mode: 0o666 });
    writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17', { mode: 0o755 });

    expect(await secureDataFolder(dataDir)).toEqual([]);

    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'pglite'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'pglite', 'base'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'jwt-secret'))).toBe(0o600);
    expect(modeOf(path.join(dataDir, 'pglite', 'base', '1'))).toBe(0o600);
    expect(modeOf(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(0o600);
  });

  it('leaves what a symbolic link points at alone', async () => {
    const elsewhere = path.join(testFolder('elsewhere-'), 'shared.txt');
    writeFileSync(elsewhere, 'not ours', { mode: 0o644 });
    const dataDir = testFolder('data-');
    symlinkSync(elsewhere, path.join(dataDir, 'link'));

    await secureDataFolder(dataDir);

    expect(modeOf(elsewhere)).toBe(0o644);
  });

  it('names every path it could not close, and carries on with the rest', async () => {
    const dataDir = testFolder('data-');
    writeFileSync(path.join(dataDir, 'stuck'), '', { mode: 0o644 });
    writeFileSync(path.join(dataDir, 'fine'), '', { mode: 0o644 });
    const refusing = async (file: string, mode: number) => {
      if (path.basename(file) === 'stuck') throw Object.assign(new Error('EPERM: not permitted'), { code: 'EPERM' });
      chmodSync(file, mode);
    };

    const problems = await secureDataFolder(dataDir, { chmod: refusing });

    expect(problems).toEqual([expect.stringContaining(path.join(dataDir, 'stuck'))]);
    expect(modeOf(path.join(dataDir, 'fine'))).toBe(0o600);
  });
});
