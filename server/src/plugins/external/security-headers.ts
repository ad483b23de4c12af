import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** The remotes' manifest URLs (settings.remotes): an absolute one adds its origin to the policy. */
  remoteUrls: readonly string[];
}

/** The distinct origins of the absolute URLs; a relative URL is the app's own origin, already 'self'. */
export function remoteOrigins(urls: readonly string[]): string[] {
  const origins = urls.filter((url) => URL.canParse(url)).map((url) => new URL(url).origin);
  return [...new Set(origins)].filter((origin) => origin !== 'null');
}

/** The Content-Security-Policy directives: the app's own origin and the remotes' origins, never inline script. */
export function contentSecurityPolicy(remoteUrls: readonly string[]): Record<string, string[]> {
  const sources = ["'self'", ...remoteOrigins(remoteUrls)];
  return {
    'default-src': ["'self'"],
    'script-src': sources,
    'script-src-attr': ["'none'"],
    'style-src': sources,
    // Module Federation fetches each remote's mf-manifest.json.
    'connect-src': sources,
    'font-src': sources,
    // A venue's icon and photo may be any http(s) URL (SPEC §5); an image cannot run script. The favicon is a data: URL.
    'img-src': [...sources, 'data:', 'https:', 'http:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Security headers on every answer: API, config, web files, 404s and errors alike. */
export default fp<SecurityHeadersOptions>(
  async (app, { remoteUrls }) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(remoteUrls) },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      // The server speaks plain HTTP (often on a LAN address); HSTS belongs to whatever terminates TLS in front.
      strictTransportSecurity: false,
    });
  },
  { name: 'security-headers' },
);
