import { dayRangeText, monthText } from './calendar-texts';

describe('the calendar’s periods', () => {
  it('are written as the SPEC’s English writes days, and in another language as that language does', () => {
    expect(monthText('2026-11-23')).toBe('November 2026');
    expect(monthText('2026-11-23', 'pl')).toBe('listopad 2026');
    expect(dayRangeText('2026-11-23', '2026-11-29')).toBe('Nov 23 2026 – Nov 29 2026');
    expect(dayRangeText('2026-11-23', '2026-11-29', 'de')).toBe('23.–29. Nov. 2026');
    expect(dayRangeText('2026-11-30', '2026-12-06', 'fr')).toBe('30 nov.\u2009–\u20096 déc. 2026');
  });

  it('write nothing for a day they cannot read', () => {
    expect(monthText('not a date', 'de')).toBe('');
    expect(dayRangeText('2026-11-23', 'not a date')).toBe('');
  });
});
