import { brotliDecompressSync } from 'node:zlib';
import { emptyWebRoot, TEST_SIGNING_SECRET, unusedDatabase } from '../../test/test-app';
import { buildApp } from '../app';
import { readSettings } from '../config';

async function configJson(env: Record<string, string>, headers: Record<string, string> = {}) {
  const app = await buildApp({
    db: unusedDatabase,
    settings: readSettings(env),
    signingSecret: TEST_SIGNING_SECRET,
    webRoot: emptyWebRoot(),
  });
  const response = await app.inject({ method: 'GET', url: '/config.json', headers });
  await app.close();
  return response;
}

describe('GET /config.json', () => {
  it('answers the browser settings, public and never cached', async () => {
    const response = await configJson({});

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    // The defaults themselves are config.test.ts's to check; this one checks what the browser gets of them.
    const defaults = readSettings({});
    expect(response.json()).toEqual({
      apiBase: '/api',
      groupAbbreviation: defaults.groupAbbreviation,
      website: defaults.websiteUrl,
      websiteVersion: defaults.websiteVersion,
      externalRedirectHosts: defaults.externalRedirectHosts,
      debug: false,
      timeZone: defaults.timeZone,
      remotes: defaults.remotes,
    });
  });

  it('names the single sign-on button only when OIDC_ISSUER is set', async () => {
    const oidc = { OIDC_ISSUER: 'https://id.test/realms/lab', OIDC_CLIENT_ID: 'scheduler', OIDC_CLIENT_SECRET: 's' };
    expect((await configJson(oidc)).json().oidcLabel).toBe('Sign in with your institute');
    expect((await configJson({ ...oidc, OIDC_LABEL: 'Sign in with Lab ID' })).json().oidcLabel).toBe(
      'Sign in with Lab ID',
    );
    expect((await configJson({})).json()).not.toHaveProperty('oidcLabel');
  });

  it('says whether the directory signs people in, only when LDAP_URL is set', async () => {
    const ldap = { LDAP_URL: 'ldaps://ldap.test', LDAP_USER_BASE: 'ou=people,dc=test' };
    expect((await configJson(ldap)).json().directorySignIn).toBe(true);
    expect((await configJson({})).json()).not.toHaveProperty('directorySignIn');
  });

  it('follows the settings: a remote moved to another host is one variable', async () => {
    const response = await configJson({
      GROUP_ABBREVIATION: 'ACME',
      WEBSITE_URL: 'https://acme.test/',
      WEBSITE_VERSION: '3.2.1',
      EXTERNAL_REDIRECT_HOSTS: 'acme.test,docs.acme.test',
      DEBUG: '1',
      TIME_ZONE: 'Asia/Kolkata',
      REMOTE_MEETINGS_URL: 'https://cdn.acme.test/meetings/mf-manifest.json',
    });

    expect(response.json()).toMatchObject({
      groupAbbreviation: 'ACME',
      website: 'https://acme.test/',
      websiteVersion: '3.2.1',
      externalRedirectHosts: ['acme.test', 'docs.acme.test'],
      debug: true,
      timeZone: 'Asia/Kolkata',
      remotes: {
        meetings: 'https://cdn.acme.test/meetings/mf-manifest.json',
        teams: '/remotes/teams/mf-manifest.json',
      },
    });
  });

  it('answers 304 to a browser revalidating the settings it has, and 200 once they changed', async () => {
    const { etag } = (await configJson({})).headers;
    expect(etag).toEqual(expect.any(String));

    const same = await configJson({}, { 'if-none-match': String(etag) });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers['cache-control']).toBe('no-cache');

    const moved = await configJson(
      { REMOTE_TEAMS_URL: 'https://cdn.acme.test/teams/mf-manifest.json' },
      { 'if-none-match': String(etag) },
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().remotes.teams).toBe('https://cdn.acme.test/teams/mf-manifest.json');
  });

  it('is compressed for a browser that accepts it once it is long enough to be worth it', async () => {
    const hosts = Array.from({ length: 60 }, (_, index) => `docs${index}.acme.test`);
    const env = { EXTERNAL_REDIRECT_HOSTS: hosts.join(',') };
    const response = await configJson(env, { 'accept-encoding': 'br' });

    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString()).externalRedirectHosts).toEqual(hosts);
    expect((await configJson(env)).headers['content-encoding']).toBeUndefined();
  });
});
