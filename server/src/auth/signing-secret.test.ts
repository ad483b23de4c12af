import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { testFolder } from '../../test/test-app';
import { loadSigningSecret, SIGNING_SECRET_FILE } from './signing-secret';

const freshDataDir = () => path.join(testFolder('data-'), 'data');

describe('loadSigningSecret', () => {
  it('uses JWT_SECRET when set, writing nothing', async () => {
    const dataDir = freshDataDir();
    await expect(loadSigningSecret({ jwtSecret: 'e'.repeat(40), dataDir })).resolves.toBe('e'.repeat(40));
    expect(() => statSync(path.join(dataDir, SIGNING_SECRET_FILE))).toThrow();
  });

  it('otherwise generates a secret once, readable by the owner only, and keeps it', async () => {
    const dataDir = freshDataDir();
    const first = await loadSigningSecret({ jwtSecret: undefined, dataDir });

    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dataDir, SIGNING_SECRET_FILE)).mode & 0o777).toBe(0o600);
    await expect(loadSigningSecret({ jwtSecret: undefined, dataDir })).resolves.toBe(first);
  });

  it('refuses a stored secret that is too short', async () => {
    const dataDir = freshDataDir();
    await loadSigningSecret({ jwtSecret: undefined, dataDir });
    writeFileSync(path.join(dataDir, SIGNING_SECRET_FILE), 'short');
    await expect(loadSigningSecret({ jwtSecret: undefined, dataDir })).rejects.toThrow(/shorter than 32/);
  });
});
