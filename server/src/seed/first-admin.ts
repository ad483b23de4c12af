import { randomBytes } from 'node:crypto';
import { passwordStrengthProblem } from '@scheduler/shared-domain/password-strength';
import { usernameProblem } from '@scheduler/shared-domain/user-schema';
import type { Passwords } from '../auth/passwords';
import { created, recordChanges, SYSTEM_ACTOR } from '../changes/change-queries';
import { type Settings, SettingsError } from '../config';
import type { Database } from '../db/database';
import { toUserRecord } from '../users/user-wire';
import { createUsersRepository } from '../users/users-repository';

/** Taken while seeding, so two processes starting on one empty PostgreSQL create one admin, not two. */
const SEED_LOCK_KEY = 7_301_246_002;
export const DEFAULT_ADMIN_USERNAME = 'admin';
const FIRST_ADMIN_NAMES = { firstname: 'Site', lastname: 'Administrator' };

export interface FirstAdminResult {
  username: string;
  /** Set only when the password was generated; it is shown once and never stored in clear. */
  generatedPassword?: string;
}

/**
 * On an empty users table, creates an Admin from ADMIN_USERNAME / ADMIN_PASSWORD, or `admin` with a random
 * password. Does nothing when any user exists. Answers what it created, for `firstAdminNotice`. A given username or
 * password that breaks the rules of every other one stops the start with a SettingsError naming its variable.
 */
export async function ensureFirstAdmin(
  db: Database,
  passwords: Passwords,
  settings: Pick<Settings, 'adminUsername' | 'adminPassword'>,
): Promise<FirstAdminResult | null> {
  if ((await createUsersRepository(db).count()) > 0) return null; // the usual case: skip the slow hashing

  const username = settings.adminUsername ?? DEFAULT_ADMIN_USERNAME;
  const usernameBroken = usernameProblem(username, 'Admin');
  if (usernameBroken) throw new SettingsError([`ADMIN_USERNAME is refused: ${usernameBroken}`]);
  // A given password meets the rules of every other one; the generated one does (16 random characters).
  const weakness =
    settings.adminPassword &&
    passwordStrengthProblem(settings.adminPassword, { username, ...FIRST_ADMIN_NAMES, email: '' });
  if (weakness) throw new SettingsError([`ADMIN_PASSWORD is refused: ${weakness}`]);
  const generatedPassword = settings.adminPassword ? undefined : randomBytes(12).toString('base64url');
  const password = settings.adminPassword ?? generatedPassword ?? '';
  const passwordHash = await passwords.hash(password);

  const seeded = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const users = createUsersRepository(tx);
    if ((await users.count()) > 0) return false; // another process seeded while this one hashed
    const at = new Date();
    const admin = await users.create({ username, passwordHash, role: 'Admin', ...FIRST_ADMIN_NAMES }, at);
    await recordChanges(tx, { actor: SYSTEM_ACTOR, at }, [created('user', toUserRecord(admin))]);
    return true;
  });
  if (!seeded) return null;
  return generatedPassword ? { username, generatedPassword } : { username };
}

/** What the first start says, in a box, after the address: whom to sign in as. A given password is never echoed. */
export function firstAdminNotice({ username, generatedPassword }: FirstAdminResult): string {
  if (!generatedPassword) {
    return boxed(['First admin account created', '', `  username: ${username}`, '', 'Its password is ADMIN_PASSWORD.']);
  }
  return boxed([
    'First admin account created',
    '',
    `  username: ${username}`,
    `  password: ${generatedPassword}`,
    '',
    'This password is shown only this once. Sign in and change it,',
    'or set ADMIN_USERNAME and ADMIN_PASSWORD before the first start.',
  ]);
}

export function boxed(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '═'.repeat(width + 2);
  return [`╔${rule}╗`, ...lines.map((line) => `║ ${line.padEnd(width)} ║`), `╚${rule}╝`].join('\n');
}
