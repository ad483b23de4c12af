import { DateTime } from 'luxon';

/** SPEC §2 'Last Updated on' / 'Last updated': a US medium date with a long time, in the browser's zone. */
export function formatMediumDateLongTime(iso: string, zone?: string): string {
  const instant = DateTime.fromISO(iso, zone ? { zone } : {}).setLocale('en-US');
  return instant.isValid ? instant.toFormat('LLL d, yyyy, h:mm:ss a ZZZZ') : '';
}
