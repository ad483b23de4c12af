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

/** The CSP directives as one header value. */
function policyHeader(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');
}

/**
 * Every security header, computed once: the policy above plus helmet's defaults (nosniff, frame denial, no referrer,
 * same-origin opener and resources, no DNS prefetch…). Written out rather than through @fastify/helmet, which
 * rebuilds its middleware on every request: a tenth of an authenticated request's time.
 */
export function securityHeaders(remoteUrls: readonly string[]): Record<string, string> {
  return {
    'content-security-policy': policyHeader(contentSecurityPolicy(remoteUrls)),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    // The browsers' old XSS auditor did more harm than good; 0 turns it off where it still exists.
    'x-xss-protection': '0',
  };
}

/** An API answer carries tokens and personal data: no cache, the browser's or a proxy's, may keep it. */
export const NO_STORE = { 'cache-control': 'no-store' } as const;

/** Whether a request URL is under `/api`, where every answer is no-store. */
export const isApiUrl = (url: string) => /^\/api(?:[/?#]|$)/.test(url);

/**
 * Security headers on every answer: API, config, web files, 404s and errors alike, and no-store on every API answer,
 * errors included. HSTS is left out: the server speaks plain HTTP (often on a LAN address); it belongs to whatever
 * terminates TLS in front. A malformed URL never reaches hooks: app.ts answers it with the same headers.
 */
export default fp<SecurityHeadersOptions>(
  async (app, { remoteUrls }) => {
    const headers = securityHeaders(remoteUrls);
    const apiHeaders = { ...headers, ...NO_STORE };
    app.addHook('onRequest', async (request, reply) => {
      reply.headers(isApiUrl(request.url) ? apiHeaders : headers);
    });
  },
  { name: 'security-headers' },
);
