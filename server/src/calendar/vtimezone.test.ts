import ICAL from 'ical.js';
import { offsetHours } from '../../test/calendar-test';
import { vtimezone } from './vtimezone';

/** The VTIMEZONE's observances as `KIND DTSTART FROM TO`. */
const observances = (text: string) =>
  [
    ...text.matchAll(/BEGIN:(\w+)\r\nDTSTART:(\w+)\r\nTZOFFSETFROM:([+-]\d{4})\r\nTZOFFSETTO:([+-]\d{4})\r\nEND:\1/g),
  ].map((match) => match.slice(1).join(' '));
const parsed = (text: string) => new ICAL.Timezone(new ICAL.Component(ICAL.parse(text)));

describe('vtimezone', () => {
  it('gives the offset at the start and every change after it, at the local time the clocks change', () => {
    const text = vtimezone('Europe/Warsaw', new Date('2027-01-01T00:00:00Z'), new Date('2028-01-01T00:00:00Z'));
    expect(text.startsWith('BEGIN:VTIMEZONE\r\nTZID:Europe/Warsaw\r\n')).toBe(true);
    expect(text.endsWith('END:VTIMEZONE\r\n')).toBe(true);
    expect(observances(text)).toEqual([
      'STANDARD 20270101T010000 +0100 +0100',
      'DAYLIGHT 20270328T020000 +0100 +0200',
      'STANDARD 20271031T030000 +0200 +0100',
    ]);
    const warsaw = parsed(text);
    expect(warsaw.tzid).toBe('Europe/Warsaw');
    expect(
      ['2027-03-28T01:59:00', '2027-03-28T03:00:00', '2027-10-31T03:30:00'].map((at) => offsetHours(warsaw, at)),
    ).toEqual([1, 2, 1]);
  });

  it('writes zones south of the equator, west of Greenwich, and without any change', () => {
    const from = new Date('2027-01-01T00:00:00Z');
    const until = new Date('2027-12-31T00:00:00Z');
    expect(observances(vtimezone('Australia/Sydney', from, until))).toEqual([
      'DAYLIGHT 20270101T110000 +1100 +1100',
      'STANDARD 20270404T030000 +1100 +1000',
      'DAYLIGHT 20271003T020000 +1000 +1100',
    ]);
    expect(observances(vtimezone('America/St_Johns', from, until))).toEqual([
      'STANDARD 20261231T203000 -0330 -0330',
      'DAYLIGHT 20270314T020000 -0330 -0230',
      'STANDARD 20271107T020000 -0230 -0330',
    ]);
    expect(observances(vtimezone('UTC', from, until))).toEqual(['STANDARD 20270101T000000 +0000 +0000']);
  });
});
