/**
 * Whether an If-None-Match header names this ETag, or is `*`. The header compares weakly (RFC 9110 §13.1.2): a tag
 * matches with or without its `W/`.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
