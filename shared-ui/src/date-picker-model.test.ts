import { DATE_INVALID_MESSAGE } from '@scheduler/shared-domain/picker-messages';
import { DateTime } from 'luxon';
import {
  assertLocaleDefined,
  clampDate,
  dateErrorMessage,
  isLocaleDefined,
  isWithinBounds,
  latestRangeEnd,
  NO_RANGE,
  parseDate,
  parseRange,
  pickRangeDate,
  rangePhase,
  resolveTypedDate,
  resolveTypedRange,
  sortRange,
  todayIsoDate,
} from './date-picker-model';

const meetingBounds = { min: '2026-05-14', max: '2030-12-31' };

describe('parseDate', () => {
  it.each(['2026-05-14', ' 2026-05-14 ', '2028-02-29', '2030-12-31'])('accepts %p', (text) => {
    expect(parseDate(text)).toBe(text.trim());
  });

  it.each([
    '2026-02-30',
    '2027-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-5-14',
    '14/05/2026',
    '05/14/2026',
    '2026-05-14T10:00',
    '20260514',
    'May 14 2026',
    '',
  ])('rejects %p', (text) => {
    expect(parseDate(text)).toBeNull();
  });
});

describe('clampDate and resolveTypedDate', () => {
  it('keeps a date inside the bounds, including the bounds themselves', () => {
    expect(clampDate('2026-05-14', meetingBounds)).toEqual({ value: '2026-05-14', error: null });
    expect(clampDate('2030-12-31', meetingBounds)).toEqual({ value: '2030-12-31', error: null });
  });

  it('replaces a date before min by min and reports min', () => {
    expect(clampDate('2026-05-13', meetingBounds)).toEqual({ value: '2026-05-14', error: 'min' });
  });

  it('replaces a date after max by max and reports max', () => {
    expect(clampDate('2031-01-01', meetingBounds)).toEqual({ value: '2030-12-31', error: 'max' });
  });

  it('still replaces but reports nothing when bound errors are ignored', () => {
    expect(clampDate('2020-01-01', meetingBounds, true)).toEqual({ value: '2026-05-14', error: null });
    expect(clampDate('2099-01-01', meetingBounds, true)).toEqual({ value: '2030-12-31', error: null });
  });

  it('has no bound when min or max is absent', () => {
    expect(clampDate('1900-01-01', {})).toEqual({ value: '1900-01-01', error: null });
    expect(isWithinBounds('2999-01-01', { min: '2026-01-01' })).toBe(true);
    expect(isWithinBounds('2025-12-31', { min: '2026-01-01' })).toBe(false);
  });

  it('reads blank as no date, unparsable as invalid, and clamps the rest', () => {
    expect(resolveTypedDate('  ', meetingBounds)).toEqual({ value: '', error: null });
    expect(resolveTypedDate('2026-02-30', meetingBounds)).toEqual({ value: '', error: 'invalid' });
    expect(resolveTypedDate('2026-06-01', meetingBounds)).toEqual({ value: '2026-06-01', error: null });
    expect(resolveTypedDate('2026-01-01', meetingBounds)).toEqual({ value: '2026-05-14', error: 'min' });
    expect(resolveTypedDate('2031-06-01', meetingBounds, true)).toEqual({ value: '2030-12-31', error: null });
  });
});

describe('ranges', () => {
  it('sorts a range ascending', () => {
    expect(sortRange('2026-06-10', '2026-06-01')).toEqual({ start: '2026-06-01', end: '2026-06-10' });
    expect(sortRange('2026-06-01', '2026-06-10')).toEqual({ start: '2026-06-01', end: '2026-06-10' });
  });

  it('goes from none, to start chosen, to both chosen', () => {
    expect(rangePhase(NO_RANGE)).toBe('none');
    const started = pickRangeDate(NO_RANGE, '2026-06-05');
    expect(started).toEqual({ start: '2026-06-05', end: null });
    expect(rangePhase(started)).toBe('start');
    const both = pickRangeDate(started, '2026-06-09');
    expect(both).toEqual({ start: '2026-06-05', end: '2026-06-09' });
    expect(rangePhase(both)).toBe('both');
  });

  it('allows a one-day range', () => {
    expect(pickRangeDate({ start: '2026-06-05', end: null }, '2026-06-05')).toEqual({
      start: '2026-06-05',
      end: '2026-06-05',
    });
  });

  it('restarts the range from a picked end earlier than the start', () => {
    expect(pickRangeDate({ start: '2026-06-05', end: null }, '2026-06-02')).toEqual({ start: '2026-06-02', end: null });
  });

  it('starts a new range when both ends are already chosen', () => {
    expect(pickRangeDate({ start: '2026-06-05', end: '2026-06-09' }, '2026-07-01')).toEqual({
      start: '2026-07-01',
      end: null,
    });
  });

  it('limits the end to maxRangeDays days of 86,400,000 ms after the start', () => {
    expect(latestRangeEnd('2026-06-05', 7)).toBe('2026-06-12');
    expect(latestRangeEnd('2026-06-05', undefined)).toBeUndefined();
    // Across the end of March, when much of Europe moves its clocks, a day is still a day.
    expect(latestRangeEnd('2026-03-28', 2)).toBe('2026-03-30');
    const started = { start: '2026-06-05', end: null };
    expect(pickRangeDate(started, '2026-06-12', 7)).toEqual({ start: '2026-06-05', end: '2026-06-12' });
    expect(pickRangeDate(started, '2026-06-30', 7)).toEqual({ start: '2026-06-05', end: '2026-06-12' });
  });

  it('parses a start/end value, sorted, and nothing else', () => {
    expect(parseRange('2026-06-09/2026-06-05')).toEqual({ start: '2026-06-05', end: '2026-06-09' });
    expect(parseRange('2026-06-05')).toBeNull();
    expect(parseRange('2026-06-05/2026-02-30')).toBeNull();
    expect(parseRange('2026-06-05/2026-06-06/2026-06-07')).toBeNull();
  });

  it('resolves a typed range: sorted, clamped to the bounds, held within the maximum length', () => {
    expect(resolveTypedRange('', meetingBounds)).toEqual({ value: '', error: null });
    expect(resolveTypedRange('2026-06-09', meetingBounds)).toEqual({ value: '', error: 'invalid' });
    expect(resolveTypedRange('2026-06-09/2026-06-01', meetingBounds)).toEqual({
      value: '2026-06-01/2026-06-09',
      error: null,
    });
    expect(resolveTypedRange('2026-01-01/2026-06-01', meetingBounds)).toEqual({
      value: '2026-05-14/2026-06-01',
      error: 'min',
    });
    expect(resolveTypedRange('2030-12-01/2031-02-01', meetingBounds)).toEqual({
      value: '2030-12-01/2030-12-31',
      error: 'max',
    });
    expect(resolveTypedRange('2026-06-01/2026-07-01', meetingBounds, { maxRangeDays: 10 })).toEqual({
      value: '2026-06-01/2026-06-11',
      error: 'rangeLength',
    });
    expect(
      resolveTypedRange('2026-01-01/2026-06-01', meetingBounds, { maxRangeDays: 10, ignoreBoundErrors: true }),
    ).toEqual({ value: '2026-05-14/2026-05-24', error: 'rangeLength' });
  });
});

describe('messages', () => {
  it('says what went wrong and what the date became', () => {
    const context = { ...meetingBounds, maxRangeDays: 10, value: '2026-06-01/2026-06-11' };
    expect(dateErrorMessage('invalid', context)).toBe(DATE_INVALID_MESSAGE);
    expect(dateErrorMessage('min', context)).toBe(
      'The earliest date you can pick is 2026-05-14, so the date was set to it.',
    );
    expect(dateErrorMessage('max', context)).toBe(
      'The latest date you can pick is 2030-12-31, so the date was set to it.',
    );
    expect(dateErrorMessage('rangeLength', context)).toBe(
      'A range can span at most 10 days, so the end date was set to 2026-06-11.',
    );
  });
});

describe('locales', () => {
  it.each(['en-US', 'en-GB', 'de', 'fr-FR'])('knows %s', (locale) => {
    expect(isLocaleDefined(locale)).toBe(true);
    expect(() => assertLocaleDefined(locale)).not.toThrow();
  });

  it.each(['klingon', 'xx-XX', 'en_US', ''])('raises the SPEC text for %p', (locale) => {
    expect(isLocaleDefined(locale)).toBe(false);
    expect(() => assertLocaleDefined(locale)).toThrow(
      `Locale "${locale}" is not defined, please add it with "defineLocale(...)"`,
    );
  });
});

describe('todayIsoDate', () => {
  it('writes the local day in Latin digits whatever the locale', () => {
    expect(todayIsoDate(DateTime.fromISO('2026-05-14T23:30:00', { locale: 'ar-EG' }))).toBe('2026-05-14');
  });
});
