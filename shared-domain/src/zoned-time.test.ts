import {
  dateText,
  dayIn,
  daysToEndIn,
  endsNextDay,
  fileTimeIn,
  mediumDateLongTimeIn,
  meetingClockIn,
  meetingDateTextIn,
  meetingInstantsIn,
  meetingTimeTextIn,
  todayIn,
  typedMeetingTimesIn,
  unambiguousTimeTextIn,
} from './zoned-time';
import { MEETINGS, ZONES } from './zoned-time-testing';

const cases = ZONES.flatMap((zone) =>
  Object.entries(MEETINGS).map(([name, [startTime, endTime]]) => ({ zone, name, startTime, endTime })),
);

describe('a meeting through the form and back', () => {
  it.each(cases)('in $zone, $name: unchanged fields give back the same instants', ({ zone, startTime, endTime }) => {
    const meeting = { startTime, endTime };
    expect(meetingInstantsIn(meetingClockIn(meeting, zone), zone, meeting)).toEqual(meeting);
  });

  // Without the meeting they came from, fields cannot tell the two 02:30s of a fall-back night apart, nor a whole day
  // from none; and 02:30–02:00 there (an end an hour later on the clock) reads as the next day's.
  it.each(cases.filter(({ name }) => !name.includes('fall-back') && !name.includes('whole day')))(
    'in $zone, $name: the fields alone give the same instants',
    ({ zone, startTime, endTime }) => {
      expect(meetingInstantsIn(meetingClockIn({ startTime, endTime }, zone), zone)).toEqual({ startTime, endTime });
    },
  );

  it('fills the form from one instant in one zone: 02:00 in Warsaw is 20:00 the day before in New York', () => {
    const meeting = { startTime: '2026-12-16T01:00:00.000Z', endTime: '2026-12-16T02:00:00.000Z' };
    expect(meetingClockIn(meeting, 'America/New_York')).toEqual({
      day: '2026-12-15',
      start: { hour: 20, minute: 0 },
      end: { hour: 21, minute: 0 },
    });
    expect(meetingClockIn(meeting, 'Europe/Warsaw')).toEqual({
      day: '2026-12-16',
      start: { hour: 2, minute: 0 },
      end: { hour: 3, minute: 0 },
    });
  });

  it('reads an end before the start as the next day, and the same time as the same day', () => {
    expect(endsNextDay({ hour: 23, minute: 0 }, { hour: 0, minute: 30 })).toBe(true);
    expect(endsNextDay({ hour: 23, minute: 0 }, { hour: 0, minute: 0 })).toBe(true);
    expect(endsNextDay({ hour: 12, minute: 0 }, { hour: 12, minute: 0 })).toBe(false);
    const late = { day: '2026-12-15', start: { hour: 23, minute: 0 }, end: { hour: 0, minute: 30 } };
    expect(meetingInstantsIn(late, 'Asia/Kolkata')).toEqual({
      startTime: '2026-12-15T17:30:00.000Z',
      endTime: '2026-12-15T19:00:00.000Z',
    });
    const noon = { day: '2026-12-15', start: { hour: 12, minute: 0 }, end: { hour: 12, minute: 0 } };
    const same = meetingInstantsIn(noon, 'Europe/Warsaw');
    expect(same?.startTime).toBe(same?.endTime);
  });

  it('moves a changed time of a meeting from its own clock, keeping the unchanged end', () => {
    const meeting = { startTime: '2026-12-15T22:00:00.000Z', endTime: '2026-12-15T23:30:00.000Z' };
    const clock = meetingClockIn(meeting, 'Europe/Warsaw');
    expect(meetingInstantsIn({ ...clock, start: { hour: 22, minute: 0 } }, 'Europe/Warsaw', meeting)).toEqual({
      startTime: '2026-12-15T21:00:00.000Z',
      endTime: meeting.endTime,
    });
  });

  it('moves a start the clocks skip on by the gap', () => {
    const gap = { day: '2026-03-29', start: { hour: 2, minute: 30 }, end: { hour: 4, minute: 0 } };
    expect(meetingInstantsIn(gap, 'Europe/Warsaw')?.startTime).toBe('2026-03-29T01:30:00.000Z');
  });

  it('gives nothing for a day it cannot read', () => {
    expect(meetingInstantsIn({ day: '', start: { hour: 1, minute: 0 }, end: { hour: 2, minute: 0 } }, 'UTC')).toBe(
      null,
    );
  });
});

describe('a meeting in the list formats (SPEC §2)', () => {
  const halfPastMidnightInWarsaw = '2026-12-18T23:30:00.000Z';

  it.each([
    ['Europe/Warsaw', 'Sat Dec 19 2026', '12:30 am'],
    ['America/New_York', 'Fri Dec 18 2026', '06:30 pm'],
    ['Asia/Tokyo', 'Sat Dec 19 2026', '08:30 am'],
    ['Asia/Kolkata', 'Sat Dec 19 2026', '05:00 am'],
  ])('in %s writes %s at %s', (zone, date, time) => {
    expect(meetingDateTextIn(halfPastMidnightInWarsaw, zone)).toBe(date);
    expect(meetingTimeTextIn(halfPastMidnightInWarsaw, zone)).toBe(time);
    expect(dayIn(halfPastMidnightInWarsaw, zone)).toBe(
      { 'Fri Dec 18 2026': '2026-12-18', 'Sat Dec 19 2026': '2026-12-19' }[date],
    );
  });

  it("writes a day like 'E LLL dd yyyy', and nothing for one it cannot read", () => {
    expect(dateText('2026-11-22')).toBe('Sun Nov 22 2026');
    expect(dateText('2026-03-05')).toBe('Thu Mar 05 2026');
    expect(dateText('not a date')).toBe('');
  });

  it("writes times like 'hh:mm a' in lowercase", () => {
    expect(meetingTimeTextIn('2026-11-22T14:30:00Z', 'UTC')).toBe('02:30 pm');
    expect(meetingTimeTextIn('2026-11-22T09:05:00Z', 'UTC')).toBe('09:05 am');
  });

  it('writes a US medium date with a long time and the zone, and nothing for a date it cannot read', () => {
    expect(mediumDateLongTimeIn('2026-11-22T14:05:09.000Z', 'UTC')).toBe('Nov 22, 2026, 2:05:09 PM UTC');
    expect(mediumDateLongTimeIn('2026-07-04T09:00:00.000Z', 'America/New_York')).toBe('Jul 4, 2026, 5:00:00 AM EDT');
    expect(mediumDateLongTimeIn('not a date', 'UTC')).toBe('');
  });

  it('writes the last update in another language as that language does', () => {
    expect(mediumDateLongTimeIn('2026-11-22T14:05:09.000Z', 'Europe/Berlin', 'de')).toBe('22. Nov. 2026, 15:05:09 MEZ');
  });

  it('tells today in a zone by the clock given', () => {
    const lateEveningInNewYork = Date.parse('2026-12-16T03:00:00Z');
    expect(todayIn('America/New_York', lateEveningInNewYork)).toBe('2026-12-15');
    expect(todayIn('Europe/Warsaw', lateEveningInNewYork)).toBe('2026-12-16');
  });

  it('names the offset of a time the clock shows twice, so the repeated hour of a fall-back night reads apart', () => {
    const [firstHalfPastTwo] = MEETINGS['Warsaw fall-back night, the first 02:30'];
    const [secondHalfPastTwo] = MEETINGS['Warsaw fall-back night, the second 02:30'];
    expect(unambiguousTimeTextIn(firstHalfPastTwo, 'Europe/Warsaw')).toBe('02:30 am GMT+2');
    expect(unambiguousTimeTextIn(secondHalfPastTwo, 'Europe/Warsaw')).toBe('02:30 am GMT+1');
    const [newYork] = MEETINGS['New York fall-back night, the second 01:30'];
    expect(unambiguousTimeTextIn(newYork, 'America/New_York')).toBe('01:30 am EST');
    // Any other time, the same night included, as the meeting list writes it.
    expect(unambiguousTimeTextIn('2026-10-25T02:00:00.000Z', 'Europe/Warsaw')).toBe('03:00 am');
    expect(unambiguousTimeTextIn(firstHalfPastTwo, 'America/New_York')).toBe('08:30 pm');
  });

  it.each(ZONES)('counts the days from a start to its end in %s', (zone) => {
    const [start, end] = MEETINGS['a whole day, 10:00 to 10:00'];
    expect(daysToEndIn(start, end, zone)).toBe(1);
    expect(daysToEndIn(start, start, zone)).toBe(0);
  });

  it('tells a meeting across midnight in one zone from the same meeting within one day in another', () => {
    const [start, end] = MEETINGS['across midnight in Warsaw (23:00–00:30)'];
    expect(daysToEndIn(start, end, 'Europe/Warsaw')).toBe(1);
    expect(daysToEndIn(start, end, 'America/New_York')).toBe(0);
  });
});

describe('a meeting time as a file holds it', () => {
  const typed = (meetingDate: string, startTime: string, endTime: string, zone = 'Europe/Warsaw') =>
    typedMeetingTimesIn({ meetingDate, startTime, endTime }, zone);

  it("reads a clock time alone on the meetingDate, and a day with a clock time, on the group's clock", () => {
    expect(typed('2026-12-18', '10:00', '2026-12-18 12:30')).toEqual({
      startTime: '2026-12-18T09:00:00.000Z',
      endTime: '2026-12-18T11:30:00.000Z',
    });
    expect(typed('2026-07-01', '9:05', '2026-07-01T10:00', 'America/New_York')).toEqual({
      startTime: '2026-07-01T13:05:00.000Z',
      endTime: '2026-07-01T14:00:00.000Z',
    });
  });

  it('reads an end before its start, both clock times alone, as the next day', () => {
    expect(typed('2026-12-18', '23:00', '00:30')).toEqual({
      startTime: '2026-12-18T22:00:00.000Z',
      endTime: '2026-12-18T23:30:00.000Z',
    });
    expect(typed('2026-12-18', '23:00', '23:00').endTime).toBe('2026-12-18T22:00:00.000Z');
  });

  it('reads an ISO 8601 instant as it is, whatever the zone', () => {
    expect(typed('2026-12-18', '2026-12-18T12:00+01:00', '2026-12-18T12:30:00.000Z')).toEqual({
      startTime: '2026-12-18T11:00:00.000Z',
      endTime: '2026-12-18T12:30:00.000Z',
    });
  });

  it('reads the first of the two 02:30s of a fall-back night, and skips the gap of a spring-forward one', () => {
    expect(typed('2026-10-25', '02:30', '03:00').startTime).toBe('2026-10-25T00:30:00.000Z');
    expect(typed('2026-03-29', '02:30', '04:00').startTime).toBe('2026-03-29T01:30:00.000Z');
  });

  it('leaves a clock time alone as it is while the meetingDate cannot be read', () => {
    expect(typed('18.12.2026', '10:00', '2026-12-18 12:30')).toEqual({
      startTime: '10:00',
      endTime: '2026-12-18T11:30:00.000Z',
    });
  });

  it.each([
    ['a clock time past the day', '2026-12-18', '24:00'],
    ['a date alone', '2026-12-18', '2026-12-18'],
    ['words', '2026-12-18', 'ten o clock'],
    ['a day that does not exist', '2026-12-18', '2026-02-30 10:00'],
  ])('reads nothing from %s', (_name, meetingDate, time) => {
    expect(typed(meetingDate, time, time)).toEqual({ startTime: null, endTime: null });
  });

  it('writes a time on the clock of the zone, with its offset', () => {
    expect(fileTimeIn('2026-12-18T11:00:00.000Z', 'Europe/Warsaw')).toBe('2026-12-18T12:00+01:00');
    expect(fileTimeIn('2026-10-25T01:30:00.000Z', 'Europe/Warsaw')).toBe('2026-10-25T02:30+01:00');
    expect(fileTimeIn('2026-12-18T11:00:00.000Z', 'UTC')).toBe('2026-12-18T11:00Z');
  });
});
