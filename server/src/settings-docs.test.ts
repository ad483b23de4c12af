import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readSettings } from './config';

const repoRoot = path.resolve(__dirname, '../..');

/** The variables of the settings table in docs/operations.md, in its first column. */
function documentedSettings(): string[] {
  const page = readFileSync(path.join(repoRoot, 'docs/operations.md'), 'utf8');
  const section = page.slice(page.indexOf('## Settings'));
  const table = section.slice(0, section.indexOf('\n\n', section.indexOf('| Variable')));
  return [...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)`/gm)].map((match) => match[1] ?? '');
}

/**
 * Every variable readSettings reads, with the settings that open others set, so those are read as well: the
 * environment is a proxy that notes each name asked for.
 */
function settingsRead(): Set<string> {
  const names = new Set<string>();
  const gates = {
    OIDC_ISSUER: 'https://id.example.org/realms/lab',
    OIDC_CLIENT_ID: 'scheduler',
    OIDC_CLIENT_SECRET: 'secret',
    LDAP_URL: 'ldaps://ldap.example.org',
    LDAP_USER_BASE: 'ou=people,dc=example,dc=org',
  };
  for (const env of [{}, gates]) {
    const recording = new Proxy(env as Record<string, string | undefined>, {
      get: (target, name) => {
        if (typeof name === 'string') names.add(name);
        return target[name as string];
      },
    });
    readSettings(recording, '/tmp');
  }
  return names;
}

/** Variables the launchers read before the server (npm start, the process helpers), named in their sources. */
function launcherSettings(): Set<string> {
  const sources = ['scripts', 'tooling/processes'].flatMap((folder) =>
    readdirSync(path.join(repoRoot, folder))
      .filter((file) => /\.m?[jt]s$/.test(file))
      .map((file) => readFileSync(path.join(repoRoot, folder, file), 'utf8')),
  );
  return new Set(
    sources.flatMap((source) => [...source.matchAll(/\b([A-Z][A-Z0-9]*_[A-Z0-9_]+)\b/g)].map((m) => m[1] ?? '')),
  );
}

describe('the settings table of docs/operations.md', () => {
  const documented = documentedSettings();

  it('names every variable the server reads', () => {
    expect([...settingsRead()].filter((name) => !documented.includes(name)).sort()).toEqual([]);
  });

  it('names only variables the server or its launchers read', () => {
    const read = settingsRead();
    const launchers = launcherSettings();
    expect(documented.filter((name) => !read.has(name) && !launchers.has(name))).toEqual([]);
  });
});
