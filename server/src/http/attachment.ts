/**
 * A Content-Disposition that saves the answer as `fileName` (RFC 6266): `filename*` in UTF-8 for today's clients, and
 * a plain ASCII `filename` beside it for those that read no other.
 */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
