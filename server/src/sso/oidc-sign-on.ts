import { SSO_ANSWERS } from '@scheduler/shared-domain/sign-in-source';
import * as client from 'openid-client';
import { HttpError } from '../http/http-error';
import type { OidcClaims } from './sso-mapping';
import type { OidcSettings } from './sso-settings';

/** What the server keeps of a sign-in between sending the browser to the provider and its return. */
export interface OidcFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

/** The authorization-code flow with PKCE, state and nonce against OIDC_ISSUER, through openid-client. */
export interface OidcSignOn {
  /** The provider's address to send the browser to, and the flow to keep until it comes back to `redirectUri`. */
  start(redirectUri: string): Promise<{ url: string; flow: OidcFlow }>;
  /**
   * The claims of the id token that the callback's code buys, once the provider's answer passed every check: state,
   * issuer, audience, signature, expiry (with a small clock skew) and nonce.
   */
  finish(callbackUrl: URL, flow: OidcFlow): Promise<OidcClaims>;
}

export const oidcUnavailable = () => new HttpError(503, SSO_ANSWERS.oidcUnavailable);

/** How far the provider's clock may be from ours, in seconds. */
const CLOCK_TOLERANCE_SECONDS = 30;
const DISCOVERY_TIMEOUT_SECONDS = 5;

/** A provider on this machine may be reached over plain http (tests, a provider beside the server); any other not. */
const isLoopbackHttp = (url: URL) =>
  url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

export function createOidcSignOn(settings: OidcSettings): OidcSignOn {
  let configuration: Promise<client.Configuration> | null = null;
  /** The provider's metadata, fetched once it is first needed; a failure is tried again at the next sign-in. */
  const configured = () => {
    const issuer = new URL(settings.issuer);
    const metadata = { client_secret: settings.clientSecret, [client.clockTolerance]: CLOCK_TOLERANCE_SECONDS };
    // openid-client trusts an id token from the token endpoint as TLS delivered it; its signature is checked too.
    const execute = [
      client.enableNonRepudiationChecks,
      ...(isLoopbackHttp(issuer) ? [client.allowInsecureRequests] : []),
    ];
    configuration ??= client.discovery(issuer, settings.clientId, metadata, undefined, {
      timeout: DISCOVERY_TIMEOUT_SECONDS,
      execute,
    });
    return configuration.catch(() => {
      configuration = null;
      throw oidcUnavailable();
    });
  };

  return {
    start: async (redirectUri) => {
      const config = await configured();
      const flow = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
        redirectUri,
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid profile email',
        code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      return { url: url.href, flow };
    },
    finish: async (callbackUrl, flow) => {
      const config = await configured();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider answered without an id token.');
      return claims as OidcClaims;
    },
  };
}
