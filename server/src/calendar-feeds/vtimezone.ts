import { DateTime, IANAZone } from 'luxon';

const MINUTE_MS = 60_000;
/** No zone changes its offset twice within a week (Morocco's Ramadan changes come some five weeks apart). */
const STEP_MS = 7 * 24 * 60 * MINUTE_MS;
const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

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

/** One change of a zone's offset, as an observance onset and the parts of a yearly rule it could follow. */
interface OffsetChange {
  kind: 'STANDARD' | 'DAYLIGHT';
  /** The local time as the clocks showed it just before the change: the observance's DTSTART. */
  onset: DateTime;
  instant: number;
  from: number;
  to: number;
  /** The BYDAY forms the day fits: its week of the month (`2SU`), and `-1SU` when it is the month's last such day. */
  byDay: string[];
}

function offsetChange(zone: IANAZone, instant: number, fromMinutes: number): OffsetChange {
  const after = DateTime.fromMillis(instant, { zone });
  const onset = DateTime.fromMillis(instant + fromMinutes * MINUTE_MS, { zone: 'UTC' });
  const weekday = WEEKDAYS[onset.weekday - 1];
  const last = onset.day + 7 > (onset.daysInMonth ?? 31);
  return {
    kind: after.isInDST ? 'DAYLIGHT' : 'STANDARD',
    onset,
    instant,
    from: fromMinutes,
    to: after.offset,
    byDay: [`${Math.ceil(onset.day / 7)}${weekday}`, ...(last ? [`-1${weekday}`] : [])],
  };
}

/** Whether `next`, a change between the same offsets as `previous`, comes a year after it in the same month and time. */
const followsYearly = (previous: OffsetChange, next: OffsetChange) =>
  next.onset.year === previous.onset.year + 1 &&
  next.onset.month === previous.onset.month &&
  next.onset.toFormat('HHmmss') === previous.onset.toFormat('HHmmss');

/** Changes of one kind that one yearly RRULE gives: `byDay` holds the forms every one of them fits. */
interface YearlyRun {
  changes: OffsetChange[];
  byDay: string[];
}

/**
 * The changes as runs of one yearly rule each (the usual form: a STANDARD and a DAYLIGHT, each with its RRULE), a run
 * ending where the zone's rules changed; a change that follows no rule is a run of its own.
 */
function yearlyRuns(changes: readonly OffsetChange[]): YearlyRun[] {
  const runs: YearlyRun[] = [];
  // The run each kind of change (its observance and offsets) is in.
  const open = new Map<string, YearlyRun>();
  for (const change of changes) {
    const key = `${change.kind} ${change.from} ${change.to}`;
    const run = open.get(key);
    const previous = run?.changes.at(-1);
    const byDay = run?.byDay.filter((form) => change.byDay.includes(form)) ?? [];
    if (run && previous && followsYearly(previous, change) && byDay.length > 0) {
      run.changes.push(change);
      run.byDay = byDay;
      continue;
    }
    const started = { changes: [change], byDay: change.byDay };
    runs.push(started);
    open.set(key, started);
  }
  return runs;
}

const localText = (time: DateTime) => time.toFormat("yyyyLLdd'T'HHmmss");

/**
 * One observance: a run of two or more changes as its first onset with a yearly RRULE, open when it lasts to the end
 * of the range (`openFrom` on) and otherwise UNTIL its last change (in UTC, as RFC 5545 wants in a VTIMEZONE).
 */
function observance({ changes, byDay }: YearlyRun, openFrom: number): string {
  const [first] = changes;
  const last = changes.at(-1);
  if (!first || !last) return '';
  const until = DateTime.fromMillis(last.instant, { zone: 'UTC' }).toFormat("yyyyLLdd'T'HHmmss'Z'");
  const rule =
    changes.length < 2
      ? []
      : [
          `RRULE:FREQ=YEARLY;BYMONTH=${first.onset.month};BYDAY=${byDay.at(-1)}${last.instant >= openFrom ? '' : `;UNTIL=${until}`}`,
        ];
  return [
    `BEGIN:${first.kind}`,
    `DTSTART:${localText(first.onset)}`,
    ...rule,
    `TZOFFSETFROM:${utcOffset(first.from)}`,
    `TZOFFSETTO:${utcOffset(first.to)}`,
    `END:${first.kind}`,
  ].join('\r\n');
}

/** Texts written, by zone and range: finding a zone's changes over five years takes some 10 to 40 ms. */
const written = new Map<string, string>();
const MAX_KEPT = 100;

/**
 * A time zone as an iCalendar VTIMEZONE (RFC 5545 §3.6.5), from the zone data Node and luxon hold, as the server's own
 * times use it, valid from `from` to `until`: in the usual form, one observance per yearly rule (a STANDARD and a
 * DAYLIGHT with an RRULE each, whose first onset comes a year before `from`), since Outlook reads one standard-time
 * observance ([MS-OXCICAL] 2.1.3.2.1); a change that follows no rule is an observance of its own. CRLF lines, the last
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

const YEAR_MS = 366 * 24 * 60 * MINUTE_MS;

function writeVtimezone(zoneName: string, from: Date, until: Date): string {
  const zone = IANAZone.create(zoneName);
  const start = Math.floor(from.getTime() / MINUTE_MS) * MINUTE_MS;
  const end = Math.max(start, Math.ceil(until.getTime() / MINUTE_MS) * MINUTE_MS);
  // A year before `from`, so that every instant from `from` on comes after the onset of a rule's observance.
  const changes = offsetChanges(zone, start - YEAR_MS, end).map((instant) =>
    offsetChange(zone, instant, zone.offset(instant - 1)),
  );
  const runs = yearlyRuns(changes);
  const observances = runs.map((run) => observance(run, end - YEAR_MS));
  // No change before `from` (a zone without any, or whose rules began later): its offset at `from`, from then on.
  if ((changes[0]?.instant ?? Infinity) > start) {
    const offset = zone.offset(start);
    const onset = DateTime.fromMillis(start + offset * MINUTE_MS, { zone: 'UTC' });
    const kind = DateTime.fromMillis(start, { zone }).isInDST ? 'DAYLIGHT' : 'STANDARD';
    observances.unshift(
      [
        `BEGIN:${kind}`,
        `DTSTART:${localText(onset)}`,
        `TZOFFSETFROM:${utcOffset(offset)}`,
        `TZOFFSETTO:${utcOffset(offset)}`,
        `END:${kind}`,
      ].join('\r\n'),
    );
  }
  return ['BEGIN:VTIMEZONE', `TZID:${zoneName}`, ...observances, 'END:VTIMEZONE', ''].join('\r\n');
}
