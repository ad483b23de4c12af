import { formatMediumDateLongTime, formatMeetingDate, formatMeetingTime } from './format';

describe('formatMediumDateLongTime', () => {
  it('writes a US medium date with a long time and zone', () => {
    expect(formatMediumDateLongTime('2026-11-22T14:05:09.000Z', 'UTC')).toBe('Nov 22, 2026, 2:05:09 PM UTC');
    expect(formatMediumDateLongTime('2026-07-04T09:00:00.000Z', 'America/New_York')).toBe(
      'Jul 4, 2026, 5:00:00 AM EDT',
    );
  });

  it('writes nothing for a date it cannot read', () => {
    expect(formatMediumDateLongTime('not a date')).toBe('');
  });
});

describe('meeting list formats (SPEC §2)', () => {
  it("writes the date like 'E LLL dd yyyy'", () => {
    expect(formatMeetingDate('2026-11-22')).toBe('Sun Nov 22 2026');
    expect(formatMeetingDate('2026-03-05')).toBe('Thu Mar 05 2026');
  });

  it("writes times like 'hh:mm a' in lowercase", () => {
    expect(formatMeetingTime('2026-11-22T14:30:00Z', 'UTC')).toBe('02:30 pm');
    expect(formatMeetingTime('2026-11-22T09:05:00Z', 'UTC')).toBe('09:05 am');
  });
});
