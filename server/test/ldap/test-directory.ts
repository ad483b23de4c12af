import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'ldapts';
import type { LdapSettings } from '../../src/sso/sso-settings';
import { testFolder } from '../test-app';

/** The LDIF every test directory holds: its people, their passwords and the admin group. */
const SEED_LDIF = path.join(__dirname, 'directory.ldif');

/** What the tests' settings name in the seeded directory. */
export const TEST_DIRECTORY = {
  suffix: 'dc=example,dc=org',
  userBase: 'ou=people,dc=example,dc=org',
  readerDn: 'cn=reader,dc=example,dc=org',
  readerPassword: 'reader-secret',
  adminGroupDn: 'cn=scheduler-admins,ou=groups,dc=example,dc=org',
} as const;

const SLAPD_CANDIDATES = ['/usr/sbin/slapd', '/usr/local/sbin/slapd', '/usr/local/libexec/slapd'];
const slapdPath = SLAPD_CANDIDATES.find((candidate) => existsSync(candidate));

/**
 * Whether the directory tests run: with TEST_LDAP_URL (a directory seeded from directory.ldif) they must; else when
 * Debian's slapd is installed they start their own; else they are skipped, saying so once.
 */
export function directoryTestsRun(): boolean {
  if (process.env.TEST_LDAP_URL || slapdPath) return true;
  process.stderr.write(
    'LDAP tests skipped: slapd is not installed (apt-get install slapd ldap-utils) and TEST_LDAP_URL is unset.\n',
  );
  return false;
}

/** A directory for one test file, and the settings that reach it. */
export interface TestDirectory {
  settings: LdapSettings;
  stop(): Promise<void>;
}

export async function startTestDirectory(): Promise<TestDirectory> {
  const given = process.env.TEST_LDAP_URL;
  if (given) return { settings: settingsFor(given), stop: async () => {} };
  if (!slapdPath) throw new Error('slapd is not installed and TEST_LDAP_URL is unset.');

  const folder = testFolder('slapd-');
  mkdirSync(path.join(folder, 'data'));
  const config = path.join(folder, 'slapd.conf');
  writeFileSync(config, slapdConfig(folder));
  execFileSync(path.join(path.dirname(slapdPath), 'slapadd'), ['-f', config, '-l', SEED_LDIF]);
  const url = `ldap://127.0.0.1:${await freePort()}`;
  const slapd = spawn(slapdPath, ['-f', config, '-h', `${url}/`, '-d', '0'], { stdio: 'ignore' });
  await waitUntilAnswering(url, slapd);
  return {
    settings: settingsFor(url),
    stop: async () => {
      if (slapd.exitCode !== null) return;
      const exited = new Promise((resolve) => slapd.once('exit', resolve));
      slapd.kill();
      await exited;
    },
  };
}

function settingsFor(url: string): LdapSettings {
  return {
    url,
    bindDn: TEST_DIRECTORY.readerDn,
    bindPassword: TEST_DIRECTORY.readerPassword,
    userBase: TEST_DIRECTORY.userBase,
    userFilter: '(uid={username})',
    adminGroupDn: TEST_DIRECTORY.adminGroupDn,
  };
}

/** Users may bind and read themselves, the reader reads everyone, nobody reads a password. */
const slapdConfig = (folder: string) => `include /etc/ldap/schema/core.schema
include /etc/ldap/schema/cosine.schema
include /etc/ldap/schema/inetorgperson.schema
modulepath /usr/lib/ldap
moduleload back_mdb
pidfile ${folder}/slapd.pid
database mdb
suffix "${TEST_DIRECTORY.suffix}"
directory ${folder}/data
maxsize 10485760
access to attrs=userPassword by anonymous auth by * none
access to * by dn.exact="${TEST_DIRECTORY.readerDn}" read by self read by * none
`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilAnswering(url: string, slapd: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (slapd.exitCode !== null) throw new Error(`slapd exited with ${slapd.exitCode}`);
    const client = new Client({ url, connectTimeout: 500 });
    try {
      await client.bind(TEST_DIRECTORY.readerDn, TEST_DIRECTORY.readerPassword);
      return;
    } catch {
      await sleep(100);
    } finally {
      await client.unbind().catch(() => undefined);
    }
  }
  throw new Error(`slapd did not answer at ${url}`);
}
