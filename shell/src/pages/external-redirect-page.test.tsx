import { allowedExternalUrl } from './external-redirect-page';

describe('allowedExternalUrl', () => {
  const hosts = ['example.org'];

  it('allows http and https links to listed hosts', () => {
    expect(allowedExternalUrl('https://example.org/calendar', hosts)?.href).toBe('https://example.org/calendar');
    expect(allowedExternalUrl('http://EXAMPLE.org/', hosts)?.hostname).toBe('example.org');
    expect(allowedExternalUrl('https://example.org:8443/', hosts)).toBeNull();
    expect(allowedExternalUrl('https://example.org:8443/', ['example.org:8443'])?.port).toBe('8443');
  });

  it('refuses scripts, other schemes, other hosts and garbage', () => {
    expect(allowedExternalUrl('javascript:alert(1)', hosts)).toBeNull();
    expect(allowedExternalUrl('data:text/html,<script>alert(1)</script>', hosts)).toBeNull();
    expect(allowedExternalUrl('https://evil.example.com/', hosts)).toBeNull();
    expect(allowedExternalUrl('https://example.org.evil.com/', hosts)).toBeNull();
    expect(allowedExternalUrl('not a url', hosts)).toBeNull();
    expect(allowedExternalUrl(null, hosts)).toBeNull();
  });
});
