/**
 * Only a path of this app may be a returnUrl: anything else would be an open redirect. A tab or line break makes it
 * absent too: the browser drops them from a URL, so `/\t/host` would become `//host`, another site, and the browser
 * refuses that navigation, leaving the page stuck.
 */
export function isAppPath(returnUrl: string | null | undefined): returnUrl is string {
  return !!returnUrl && /^\/(?![/\\])[^\t\n\r]*$/.test(returnUrl);
}
