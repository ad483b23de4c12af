/**
 * Starts downloading, for a signed-in user, the code of the sections of `paths` (a menu of them opened) or of their
 * pages too (a link to one pointed at, focused or touched), as routers with intent prefetch do (ARCHITECTURE.md): a
 * failure is left for the click, which tries again.
 */
export function downloadAhead(paths: readonly string[], what: 'sections' | 'pages'): void {
  void import('./section-outlet').then(
    (outlet) => outlet.downloadAhead(paths, what),
    () => undefined,
  );
}
