import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { ARCHIVE_CLI } from '../paths';
import type { BackupRunner } from './backup-schedule';

/**
 * A scheduled backup runs `npm run backup`'s program in a process of its own, with this server's settings: the
 * archive is read and compressed there, never on the thread that answers requests (on PGlite, this server only
 * makes the snapshot it reads). Its server records the run, so the child does not.
 */
export const runArchiveProcess: BackupRunner = (file, signal) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ARCHIVE_CLI, 'backup', file, '--no-record'], {
      env: process.env,
      stdio: ['ignore', 'ignore', 'pipe'],
      signal,
    });
    let errors = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      errors += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) stat(file).then(({ size }) => resolve({ bytes: size }), reject);
      else reject(new Error(errors.trim() || `the backup process exited with ${code}`));
    });
  });
