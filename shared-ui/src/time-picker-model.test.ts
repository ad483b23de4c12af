import { timeFieldInvalidMessage } from '@scheduler/shared-domain/picker-messages';
import {
  clampTime,
  compareTimes,
  fieldNumber,
  formatField,
  formatTime,
  fromMeridianHour,
  isPm,
  parseTimeField,
  sameTime,
  stepTime,
  TIME_PICKER_DEFAULTS,
  type TimeValue,
  toggleMeridian,
  toMeridianHour,
  unitRange,
  withField,
} from './time-picker-model';

const at = (hour: number, minute = 0, second = 0): TimeValue => ({ hour, minute, second });

describe('defaults', () => {
  it('has the SPEC §9 generic and meeting values', () => {
    expect(TIME_PICKER_DEFAULTS).toEqual({
      hourStep: 1,
      minuteStep: 5,
      secondsStep: 10,
      showMeridian: true,
      showSeconds: false,
      meridians: ['AM', 'PM'],
      hoursPlaceholder: 'HH',
      minutesPlaceholder: 'MM',
      secondsPlaceholder: 'SS',
      mousewheel: true,
      arrowkeys: true,
    });
  });
});

describe('stepTime', () => {
  it('steps each unit up and down', () => {
    expect(stepTime(at(10, 20, 30), 'hour', 1)).toEqual(at(11, 20, 30));
    expect(stepTime(at(10, 20, 30), 'minute', -5)).toEqual(at(10, 15, 30));
    expect(stepTime(at(10, 20, 30), 'second', 10)).toEqual(at(10, 20, 40));
  });

  it('wraps a minute past 59 to 0 and moves the hour on', () => {
    expect(stepTime(at(10, 50), 'minute', 10)).toEqual(at(11, 0));
    expect(stepTime(at(10, 55), 'minute', 10)).toEqual(at(11, 5));
    expect(stepTime(at(11, 0), 'minute', -10)).toEqual(at(10, 50));
  });

  it('wraps seconds into minutes', () => {
    expect(stepTime(at(10, 59, 50), 'second', 10)).toEqual(at(11, 0, 0));
    expect(stepTime(at(10, 0, 0), 'second', -10)).toEqual(at(9, 59, 50));
  });

  it('wraps around midnight and never produces 24:00', () => {
    expect(stepTime(at(23), 'hour', 1)).toEqual(at(0));
    expect(stepTime(at(23, 50), 'minute', 10)).toEqual(at(0, 0));
    expect(stepTime(at(0), 'hour', -1)).toEqual(at(23));
    expect(stepTime(at(0, 0, 0), 'second', -10)).toEqual(at(23, 59, 50));
  });

  it('holds the result within min and max', () => {
    const bounds = { min: at(8), max: at(18) };
    expect(stepTime(at(17, 55), 'minute', 10, bounds)).toEqual(at(18));
    expect(stepTime(at(18), 'minute', 10, bounds)).toEqual(at(18));
    expect(stepTime(at(8, 5), 'minute', -10, bounds)).toEqual(at(8));
    expect(stepTime(at(12), 'hour', 1, bounds)).toEqual(at(13));
  });
});

describe('clampTime and comparisons', () => {
  it('replaces a time outside the bounds by the bound and says which', () => {
    const bounds = { min: at(8), max: at(18) };
    expect(clampTime(at(7, 59), bounds)).toEqual({ time: at(8), error: 'min' });
    expect(clampTime(at(18, 0, 1), bounds)).toEqual({ time: at(18), error: 'max' });
    expect(clampTime(at(8), bounds)).toEqual({ time: at(8), error: null });
    expect(clampTime(at(3), {})).toEqual({ time: at(3), error: null });
  });

  it('compares times', () => {
    expect(compareTimes(at(9), at(10))).toBeLessThan(0);
    expect(sameTime(at(9, 30), { hour: 9, minute: 30, second: 0 })).toBe(true);
    expect(sameTime(null, null)).toBe(true);
    expect(sameTime(null, at(0))).toBe(false);
  });
});

describe('meridian conversion', () => {
  it.each([
    [0, 12, false],
    [1, 1, false],
    [11, 11, false],
    [12, 12, true],
    [13, 1, true],
    [23, 11, true],
  ])('shows hour %i as %i %s', (hour, meridianHour, pm) => {
    expect(toMeridianHour(hour)).toBe(meridianHour);
    expect(isPm(hour)).toBe(pm);
    expect(fromMeridianHour(meridianHour, pm)).toBe(hour);
  });

  it('reads a typed 0 with a meridian as 12', () => {
    expect(fromMeridianHour(0, false)).toBe(0);
    expect(fromMeridianHour(0, true)).toBe(12);
  });

  it('toggles AM and PM keeping the clock reading, within the bounds', () => {
    expect(toggleMeridian(at(9, 30))).toEqual(at(21, 30));
    expect(toggleMeridian(at(21, 30))).toEqual(at(9, 30));
    expect(toggleMeridian(at(0, 15))).toEqual(at(12, 15));
    expect(toggleMeridian(at(9), { max: at(18) })).toEqual(at(18));
  });
});

describe('fields', () => {
  it('gives each field its range: 1-12 or 0-23 hours, 0-59 minutes and seconds', () => {
    expect(unitRange('hour', true)).toEqual({ lowest: 1, highest: 12 });
    expect(unitRange('hour', false)).toEqual({ lowest: 0, highest: 23 });
    expect(unitRange('minute', true)).toEqual({ lowest: 0, highest: 59 });
    expect(unitRange('second', false)).toEqual({ lowest: 0, highest: 59 });
  });

  it.each([
    ['7', 'hour', true, 7],
    ['12', 'hour', true, 12],
    ['0', 'hour', true, 0],
    ['23', 'hour', false, 23],
    ['00', 'minute', false, 0],
    [' 59 ', 'second', false, 59],
  ] as const)('parses %p as %s (meridian %s)', (text, unit, meridian, expected) => {
    expect(parseTimeField(text, unit, meridian)).toBe(expected);
  });

  it.each([
    ['13', 'hour', true],
    ['24', 'hour', false],
    ['60', 'minute', false],
    ['60', 'second', false],
    ['-1', 'minute', false],
    ['1.5', 'hour', false],
    ['abc', 'minute', false],
    ['123', 'minute', false],
    ['', 'hour', false],
  ] as const)('rejects %p as %s (meridian %s)', (text, unit, meridian) => {
    expect(parseTimeField(text, unit, meridian)).toBeNull();
  });

  it('sets one field, a meridian hour keeping AM or PM', () => {
    expect(withField(at(21, 30), 'hour', 8, true)).toEqual(at(20, 30));
    expect(withField(at(9, 30), 'hour', 12, true)).toEqual(at(0, 30));
    expect(withField(at(9, 30), 'hour', 20, false)).toEqual(at(20, 30));
    expect(withField(at(9, 30), 'minute', 45, true)).toEqual(at(9, 45));
    expect(withField(at(9, 30), 'second', 15, true)).toEqual(at(9, 30, 15));
  });

  it('shows fields as two digits', () => {
    expect(fieldNumber(at(0, 5), 'hour', true)).toBe(12);
    expect(formatField(at(20, 5), 'hour', true)).toBe('08');
    expect(formatField(at(20, 5), 'hour', false)).toBe('20');
    expect(formatField(at(20, 5), 'minute', false)).toBe('05');
  });

  it('writes a whole time with or without meridian and seconds', () => {
    const meridians = ['AM', 'PM'] as const;
    expect(formatTime(at(20, 5), { showMeridian: true, showSeconds: false, meridians })).toBe('08:05 PM');
    expect(formatTime(at(8, 5, 30), { showMeridian: false, showSeconds: true, meridians })).toBe('08:05:30');
  });

  it('words an invalid field', () => {
    expect(timeFieldInvalidMessage('Minutes', 0, 59)).toBe('Minutes must be a whole number from 0 to 59.');
  });
});
