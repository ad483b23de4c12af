import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MIN_JWT_SECRET_LENGTH, type Settings } from '../config';

export const SIGNING_SECRET_FILE = 'jwt-secret';

/**
 * JWT_SECRET when set; otherwise a secret generated on the first start and kept in DATA_DIR/jwt-secret
 * (readable by the owner only), so tokens survive a restart and the secret is never committed.
 */
export async function loadSigningSecret(settings: Pick<Settings, 'jwtSecret' | 'dataDir'>): Promise<string> {
  if (settings.jwtSecret) return settings.jwtSecret;
  const file = path.join(settings.dataDir, SIGNING_SECRET_FILE);
  await mkdir(settings.dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two processes starting together keep the first one's secret.
    await writeFile(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < MIN_JWT_SECRET_LENGTH) {
    throw new Error(
      `${file} holds a secret shorter than ${MIN_JWT_SECRET_LENGTH} characters; delete it to generate one.`,
    );
  }
  return secret;
}
