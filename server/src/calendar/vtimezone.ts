import { DateTime, IANAZone } from 'luxon';

const MINUTE_MS = 60_000;
/** No zone changes its offset twice within a week (Morocco's Ramadan changes come some five weeks apart). */
const STEP_MS = 7 * 24 * 60 * MINUTE_MS;

/** The instants from `from` to `until` (whole minutes) at which the zone's offset changes: week by week, then to the minute. */
function offsetChanges(zone: IANAZone, from: number, until: number): number[] {
  const changes: number[] = [];
  let before = zone.offset(from);
  for (let step = from; step < until; step += STEP_MS) {
    const next = Math.min(step + STEP_MS, until);
    const after = zone.offset(next);
    if (after !== before) {
      let [low, high] = [step / MINUTE_MS, next / MINUTE_MS];
      while (high - low > 1) {
        const middle = Math.floor((low + high) / 2);
        if (zone.offset(middle * MINUTE_MS) === before) low = middle;
        else high = middle;
      }
      changes.push(high * MINUTE_MS);
    }
    before = after;
  }
  return changes;
}

/** `+0100`, `-0330`: an offset in minutes as TZOFFSETFROM and TZOFFSETTO write it. */
function utcOffset(minutes: number): string {
  const whole = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(whole / 60)).padStart(2, '0')}${String(whole % 60).padStart(2, '0')}`;
}

/** One STANDARD or DAYLIGHT observance that starts at `instant`, where the offset goes from `fromMinutes` on. */
function observance(zone: IANAZone, instant: number, fromMinutes: number): string {
  const local = DateTime.fromMillis(instant, { zone });
  const kind = local.isInDST ? 'DAYLIGHT' : 'STANDARD';
  return [
    `BEGIN:${kind}`,
    // Local time as the clocks showed it just before the change.
    `DTSTART:${DateTime.fromMillis(instant + fromMinutes * MINUTE_MS, { zone: 'UTC' }).toFormat("yyyyLLdd'T'HHmmss")}`,
    `TZOFFSETFROM:${utcOffset(fromMinutes)}`,
    `TZOFFSETTO:${utcOffset(local.offset)}`,
    `END:${kind}`,
  ].join('\r\n');
}

/** Texts written, by zone and range: finding a zone's changes over five years takes some 10 to 40 ms. */
const written = new Map<string, string>();
const MAX_KEPT = 100;

/**
 * A time zone as an iCalendar VTIMEZONE (RFC 5545 §3.6.5), from the zone data Node and luxon hold, as the server's own
 * times use it: the offset at `from`, and each change of it until `until`, one observance each. CRLF lines, the last
 * one too.
 */
export function vtimezone(zoneName: string, from: Date, until: Date): string {
  const key = `${zoneName} ${from.getTime()} ${until.getTime()}`;
  let text = written.get(key);
  if (text === undefined) {
    if (written.size >= MAX_KEPT) written.clear();
    text = writeVtimezone(zoneName, from, until);
    written.set(key, text);
  }
  return text;
}

function writeVtimezone(zoneName: string, from: Date, until: Date): string {
  const zone = IANAZone.create(zoneName);
  const start = Math.floor(from.getTime() / MINUTE_MS) * MINUTE_MS;
  const end = Math.max(start, Math.ceil(until.getTime() / MINUTE_MS) * MINUTE_MS);
  const observances = [observance(zone, start, zone.offset(start))];
  for (const change of offsetChanges(zone, start, end))
    observances.push(observance(zone, change, zone.offset(change - 1)));
  return ['BEGIN:VTIMEZONE', `TZID:${zoneName}`, ...observances, 'END:VTIMEZONE', ''].join('\r\n');
}
