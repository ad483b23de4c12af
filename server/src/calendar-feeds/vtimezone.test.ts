import ICAL from 'ical.js';
import { IANAZone } from 'luxon';
import { offsetHours } from '../../test/calendar-feeds-test';
import { vtimezone } from './vtimezone';

/** The VTIMEZONE's observances as `KIND DTSTART [RRULE] FROM TO`. */
const observances = (text: string) =>
  [
    ...text.matchAll(
      /BEGIN:(\w+)\r\nDTSTART:(\w+)\r\n(?:RRULE:([\w=;-]+)\r\n)?TZOFFSETFROM:([+-]\d{4})\r\nTZOFFSETTO:([+-]\d{4})\r\nEND:\1/g,
    ),
  ].map((match) => match.slice(1).filter(Boolean).join(' '));
const parsed = (text: string) => new ICAL.Timezone(new ICAL.Component(ICAL.parse(text)));

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const STEP_MS = 4 * HOUR_MS;

/**
 * Every fourth hour from `from` to `until`, and each minute of the hours around each change: the wall-clock time the
 * zone data gives, and whether the VTIMEZONE, read by ical.js, gives that wall-clock time an offset the zone has there
 * (both are right in a fall-back night's repeated hour). Answers the instants where it does not.
 */
function mismatches(zoneName: string, from: string, until: string): string[] {
  const zone = parsed(vtimezone(zoneName, new Date(from), new Date(until)));
  const data = IANAZone.create(zoneName);
  // Asking the zone data costs some 30 µs an instant.
  const offsets = new Map<number, number>();
  const offsetAt = (at: number) => offsets.get(at) ?? offsets.set(at, data.offset(at)).get(at) ?? 0;
  const wallClockOf = (at: number) => new Date(at + offsetAt(at) * MINUTE_MS).toISOString().slice(0, 19);
  const instants: { at: number; nearChange: boolean }[] = [];
  for (let at = Date.parse(from); at < Date.parse(until); at += STEP_MS) {
    const changesAfter = offsetAt(at) !== offsetAt(at + STEP_MS);
    instants.push({ at, nearChange: changesAfter || offsetAt(at - STEP_MS) !== offsetAt(at) });
    if (!changesAfter) continue;
    for (let minute = at - HOUR_MS; minute <= at + STEP_MS + HOUR_MS; minute += MINUTE_MS) {
      instants.push({ at: minute, nearChange: true });
    }
  }
  return instants.flatMap(({ at, nearChange }) => {
    const wallClock = wallClockOf(at);
    const possible = (nearChange ? [at - HOUR_MS, at, at + HOUR_MS] : [at])
      .filter((other) => wallClockOf(other) === wallClock)
      .map((other) => offsetAt(other) * 60);
    const read = zone.utcOffset(ICAL.Time.fromDateTimeString(wallClock));
    return possible.includes(read) ? [] : [`${new Date(at).toISOString()} ${wallClock} ${read / 3600}`];
  });
}

describe('vtimezone', () => {
  it('writes the usual form: one STANDARD and one DAYLIGHT observance, each with a yearly RRULE', () => {
    const text = vtimezone('Europe/Warsaw', new Date('2027-01-01T00:00:00Z'), new Date('2031-01-03T00:00:00Z'));
    expect(text.startsWith('BEGIN:VTIMEZONE\r\nTZID:Europe/Warsaw\r\n')).toBe(true);
    expect(text.endsWith('END:VTIMEZONE\r\n')).toBe(true);
    // Their first onsets come a year before the range, so its first instants follow the onset of one of them.
    expect(observances(text)).toEqual([
      'DAYLIGHT 20260329T020000 FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU +0100 +0200',
      'STANDARD 20261025T030000 FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU +0200 +0100',
    ]);
    const warsaw = parsed(text);
    expect(warsaw.tzid).toBe('Europe/Warsaw');
    expect(
      ['2027-01-01T00:30:00', '2027-03-28T01:59:00', '2027-03-28T03:00:00', '2030-10-27T03:30:00'].map((at) =>
        offsetHours(warsaw, at),
      ),
    ).toEqual([1, 1, 2, 1]);
  });

  it('writes zones south of the equator, west of Greenwich, by weekday of the month, and without any change', () => {
    const from = new Date('2027-01-01T00:00:00Z');
    const until = new Date('2028-12-31T00:00:00Z');
    expect(observances(vtimezone('Australia/Sydney', from, until))).toEqual([
      'STANDARD 20260405T030000 FREQ=YEARLY;BYMONTH=4;BYDAY=1SU +1100 +1000',
      'DAYLIGHT 20261004T020000 FREQ=YEARLY;BYMONTH=10;BYDAY=1SU +1000 +1100',
    ]);
    expect(observances(vtimezone('America/St_Johns', from, until))).toEqual([
      'DAYLIGHT 20260308T020000 FREQ=YEARLY;BYMONTH=3;BYDAY=2SU -0330 -0230',
      'STANDARD 20261101T020000 FREQ=YEARLY;BYMONTH=11;BYDAY=1SU -0230 -0330',
    ]);
    expect(observances(vtimezone('UTC', from, until))).toEqual(['STANDARD 20270101T000000 +0000 +0000']);
  });

  it('ends a rule with UNTIL where the zone stopped following it, and writes a change that follows none alone', () => {
    const text = vtimezone('America/Sao_Paulo', new Date('2017-01-01T00:00:00Z'), new Date('2022-01-01T00:00:00Z'));
    expect(text).toContain('RRULE:FREQ=YEARLY;BYMONTH=2;BYDAY=3SU;UNTIL=20190217T020000Z');
    expect(observances(text).at(-1)).toBe('DAYLIGHT 20181104T000000 -0300 -0200');
  });

  it.each([
    ['Europe/Warsaw', '2026-01-01', '2031-01-03'],
    ['America/New_York', '2026-01-01', '2031-01-03'],
    ['Australia/Sydney', '2026-01-01', '2031-01-03'],
    ['America/St_Johns', '2026-01-01', '2031-01-03'],
    ['Pacific/Chatham', '2026-01-01', '2031-01-03'],
    ['Europe/Dublin', '2026-01-01', '2031-01-03'],
    ['Asia/Kolkata', '2026-01-01', '2031-01-03'],
    ['Africa/Casablanca', '2026-01-01', '2031-01-03'],
    ['America/Sao_Paulo', '2017-01-01', '2022-01-01'],
    ['Asia/Tehran', '2020-01-01', '2024-01-01'],
  ])('gives the wall-clock times of %s from %s to %s the offsets of the zone data', (zone, from, until) => {
    expect(mismatches(zone, `${from}T00:00:00Z`, `${until}T00:00:00Z`)).toEqual([]);
  });
});
