import {
  FREE_SLOT_MESSAGES as F,
  freeSlotsQuerySchema,
  meetingRangeQuerySchema,
  MEETING_RANGE_MESSAGES as R,
} from './meeting-range';
import { validateInOrder } from './validation';

describe('meetingRangeQuerySchema', () => {
  it.each([
    [{}, { from: '', to: '' }],
    [{ from: '2026-12-07' }, { from: '2026-12-07', to: '' }],
    [{ to: ' 2026-12-07 ' }, { from: '', to: '2026-12-07' }],
    [
      { from: '2026-12-07', to: '2026-12-07' },
      { from: '2026-12-07', to: '2026-12-07' },
    ],
    [
      { from: '2026-12-07', to: '2027-12-31', view: 'week' },
      { from: '2026-12-07', to: '2027-12-31' },
    ],
  ])('accepts %j, an end left out open', (query, parsed) => {
    expect(validateInOrder(meetingRangeQuerySchema, query)).toEqual({ ok: true, value: parsed });
  });

  it.each([
    [{ from: '2026-02-29' }, R.fromNotADate],
    [{ from: '2026-12-7' }, R.fromNotADate],
    [{ from: '2026-12-07T00:00:00Z' }, R.fromNotADate],
    [{ from: ['2026-12-07', '2026-12-08'] }, 'From must be text.'],
    [{ to: 'tomorrow' }, R.toNotADate],
    [{ from: '1899-12-31' }, R.fromNotADate],
    [{ to: '3000-01-01' }, R.toNotADate],
    [{ from: '2026-12-08', to: '2026-12-07' }, R.fromAfterTo],
  ])('refuses %j', (query, message) => {
    expect(validateInOrder(meetingRangeQuerySchema, query)).toMatchObject({ ok: false, message });
  });
});

describe('freeSlotsQuerySchema', () => {
  const valid = { team: 'Data Science', venue: 'Main Hall', minutes: '60', from: '2026-12-07', to: '2026-12-11' };
  const firstFailure = (change: object) => {
    const result = validateInOrder(freeSlotsQuerySchema, { ...valid, ...change });
    return result.ok ? null : result.message;
  };

  it('reads the length as a number and keeps a venue and a start left out blank', () => {
    expect(validateInOrder(freeSlotsQuerySchema, { ...valid, venue: undefined })).toEqual({
      ok: true,
      value: { ...valid, venue: '', minutes: 60, after: '' },
    });
  });

  it('accepts 10 to 1440 minutes and a range of 92 days, both ends included', () => {
    expect(firstFailure({ minutes: '10' })).toBeNull();
    expect(firstFailure({ minutes: '1440' })).toBeNull();
    expect(firstFailure({ from: '2026-12-01', to: '2027-03-02' })).toBeNull();
    expect(firstFailure({ from: '2026-12-07', to: '2026-12-07' })).toBeNull();
    expect(firstFailure({ after: '2026-12-07T09:40:00.000Z' })).toBeNull();
  });

  it.each([
    [{ team: ' ' }, F.teamRequired],
    [{ minutes: '' }, F.minutesInvalid],
    [{ minutes: '9' }, F.minutesInvalid],
    [{ minutes: '1441' }, F.minutesInvalid],
    [{ minutes: '60.5' }, F.minutesInvalid],
    [{ minutes: '6e1' }, F.minutesInvalid],
    [{ minutes: '-60' }, F.minutesInvalid],
    [{ from: '' }, F.fromRequired],
    [{ to: undefined }, F.toRequired],
    [{ from: '2026-13-01' }, R.fromNotADate],
    [{ to: '2026-12-32' }, R.toNotADate],
    [{ from: '2026-12-12' }, R.fromAfterTo],
    [{ from: '2026-12-01', to: '2027-03-03' }, F.rangeTooLong],
    [{ after: '2026-12-07 09:40 o clock' }, F.afterInvalid],
  ])('refuses %j', (change, message) => {
    expect(firstFailure(change)).toBe(message);
  });
});
