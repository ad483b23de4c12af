import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { OidcSettings } from '../../src/sso/sso-settings';

/** A real OpenID provider on loopback (./provider-server.mjs), and what a test changes in it. */
export interface TestProvider {
  issuer: string;
  /** The settings of a client of this provider, whose redirect URI it knows. */
  settings: OidcSettings;
  /** Rewrites the id tokens it answers from now on: a case the client must refuse; null for honest ones. */
  changeIdTokens(change: 'signature' | 'audience' | 'issuer' | 'nonce' | 'expired' | null): Promise<void>;
  setGroups(login: string, groups: string[]): Promise<void>;
  stop(): Promise<void>;
}

export const TEST_PUBLIC_URL = 'http://scheduler.test';
const SCRIPT = path.join(__dirname, 'provider-server.mjs');

/** Starts the provider on a free port: it prints `ready <issuer>` once it answers. */
export async function startTestProvider(): Promise<TestProvider> {
  const child = spawn(process.execPath, [SCRIPT, '0', `${TEST_PUBLIC_URL}/api/auth/oidc/callback`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const issuer = await readyIssuer(child);
  const post = async (url: string, body: object) => {
    const response = await fetch(`${issuer}${url}`, { method: 'POST', body: JSON.stringify(body) });
    if (response.status !== 204) throw new Error(`The test provider answered ${response.status} to ${url}.`);
  };
  return {
    issuer,
    settings: {
      issuer,
      clientId: 'scheduler',
      clientSecret: 'scheduler-test-secret',
      label: 'Sign in with Example ID',
      adminGroups: ['scheduler-admins'],
      groupsClaim: 'groups',
      publicUrl: TEST_PUBLIC_URL,
    },
    changeIdTokens: (change) => post('/test/id-token', { change }),
    setGroups: (login, groups) => post(`/test/accounts/${login}`, { groups }),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    },
  };
}

function readyIssuer(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    // Its warnings about development-only defaults are kept for an error, not printed.
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const issuer = /^ready (\S+)$/m.exec(output)?.[1];
      if (issuer) resolve(issuer);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`The test provider exited with ${code}: ${output}`)));
  });
}

/**
 * What a browser does at the provider: follows its redirects, signs in on its login page as `login` (it takes any
 * password), consents, and stops where the provider sends it back. Answers that address.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie } });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      cookies.set(name, value);
    }
    return response;
  };
  let url = authorizationUrl;
  for (let step = 0; step < 12; step += 1) {
    if (url.startsWith(TEST_PUBLIC_URL)) return url;
    const response = await send(url);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    // A page with a form: the login form, then the consent form.
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`The provider's page at ${url} holds no form: ${page.slice(0, 300)}`);
    const fields = Object.fromEntries(
      [...page.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((match) => [
        match[1] ?? '',
        match[2] ?? '',
      ]),
    );
    const body = new URLSearchParams({ ...fields, login, password: 'any' });
    const posted = await send(new URL(action, url).href, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    url = new URL(posted.headers.get('location') ?? '', url).href;
  }
  throw new Error('The provider did not send the browser back.');
}
