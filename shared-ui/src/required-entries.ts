import { ServiceError } from '@scheduler/shared-domain/errors';

/**
 * SPEC §8: a list a screen cannot work without (teams and venues to pick, team leaders and members) is, when
 * empty, a client-made 404 with the screen's own words; `url` names the call the list came from.
 */
export function requireEntries<T>(entries: T[], emptyMessage: string, url: string): T[] {
  if (entries.length === 0) throw new ServiceError({ error: emptyMessage, status: 404, url });
  return entries;
}
