// Starts the test OpenID provider (server/test/oidc/provider-server.mjs, the `oidc-provider` package) as a child process
// on a free loopback port, for the e2e runner: it signs in any of its accounts on its own login page.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { collectOutput } from './child-output.mjs';
import { freePort, REPO_ROOT } from './server-process.mjs';

const PROVIDER_SCRIPT = path.join(REPO_ROOT, 'server/test/oidc/provider-server.mjs');

/** The button's text in the e2e runs. */
export const E2E_OIDC_LABEL = 'Sign in with Example ID';

/**
 * Resolves once the provider answers, with its issuer, the server settings of its client, and `stop`.
 * @param {string} redirectUri the server's callback, which the provider accepts
 */
export async function startOidcProvider(redirectUri) {
  const child = spawn(process.execPath, [PROVIDER_SCRIPT, String(await freePort()), redirectUri], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const issuer = await new Promise((resolve, reject) => {
    const output = collectOutput(child, () => {
      const ready = /^ready (\S+)$/m.exec(output())?.[1];
      if (ready) resolve(ready);
    });
    exited.then((code) => reject(new Error(`The OpenID provider exited with ${code}:\n${output()}`)));
  });
  return {
    issuer,
    serverSettings: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: 'scheduler',
      OIDC_CLIENT_SECRET: 'scheduler-test-secret',
      OIDC_LABEL: E2E_OIDC_LABEL,
      OIDC_ADMIN_GROUPS: 'scheduler-admins',
    },
    stop: async () => {
      process.off('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) child.kill();
      await exited;
    },
  };
}
