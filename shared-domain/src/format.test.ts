import { formatMediumDateLongTime } from './format';

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
