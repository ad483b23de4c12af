import { DateTime } from 'luxon';
import * as v from 'valibot';
import {
  monthlyWeekday,
  namedDates,
  occurrenceId,
  repeatSchema,
  SERIES_MESSAGES,
  seriesOccurrences,
} from './meeting-series';

const ZONE = 'Europe/Warsaw';
const local = (occurrences: ReturnType<typeof seriesOccurrences>) =>
  occurrences.map(
    ({ start, end }) => `${start.setZone(ZONE).toFormat('yyyy-MM-dd HH:mm')}-${end.setZone(ZONE).toFormat('HH:mm')}`,
  );

describe('seriesOccurrences', () => {
  it('keeps a weekly meeting at 10:00 local time when the clocks go back', () => {
    const series = seriesOccurrences(
      '2026-10-20T08:00:00Z',
      '2026-10-20T09:00:00Z',
      { frequency: 'weekly', count: 3 },
      ZONE,
    );
    expect(local(series)).toEqual(['2026-10-20 10:00-11:00', '2026-10-27 10:00-11:00', '2026-11-03 10:00-11:00']);
    expect(series.map((o) => o.start.toUTC().toISO())).toEqual([
      '2026-10-20T08:00:00.000Z',
      '2026-10-27T09:00:00.000Z',
      '2026-11-03T09:00:00.000Z',
    ]);
  });

  it('keeps a fortnightly meeting at 10:00 local time when the clocks go forward', () => {
    const series = seriesOccurrences(
      '2026-03-17T09:00:00Z',
      '2026-03-17T10:30:00Z',
      { frequency: 'biweekly', until: '2026-04-14' },
      ZONE,
    );
    expect(local(series)).toEqual(['2026-03-17 10:00-11:30', '2026-03-31 10:00-11:30', '2026-04-14 10:00-11:30']);
    expect(series[1]?.start.toUTC().toISO()).toBe('2026-03-31T08:00:00.000Z');
  });

  describe.each([
    {
      zone: 'Europe/Warsaw',
      springForward: '2026-03-29',
      fallBack: '2026-10-25',
      // 02:30 happens twice on the fall-back day.
      repeatedTime: '02:30',
    },
    {
      zone: 'America/New_York',
      springForward: '2026-03-08',
      fallBack: '2026-11-01',
      repeatedTime: '01:30',
    },
  ])('across the clock changes of $zone', ({ zone, springForward, fallBack, repeatedTime }) => {
    /** A weekly series of two whose second meeting falls on `day`, first held at `time` for `minutes`. */
    const weekBefore = (day: string, time: string, minutes: number) => {
      const weekEarlier = DateTime.fromISO(day).minus({ weeks: 1 }).toISODate();
      const start = DateTime.fromISO(`${weekEarlier}T${time}`, { zone });
      return seriesOccurrences(
        start.toUTC().toISO() ?? '',
        start.plus({ minutes }).toUTC().toISO() ?? '',
        { frequency: 'weekly', count: 2 },
        zone,
      );
    };
    const lengths = (series: ReturnType<typeof seriesOccurrences>) =>
      series.map(({ start, end }) => end.diff(start, 'minutes').minutes);
    const startTimes = (series: ReturnType<typeof seriesOccurrences>) =>
      series.map(({ start }) => start.setZone(zone).toFormat('yyyy-MM-dd HH:mm'));

    // 02:30 does not exist on the spring-forward day: the clocks go from 02:00 to 03:00.
    it('keeps a 90-minute meeting 90 minutes long when its start falls in the gap, moved on by the gap', () => {
      const series = weekBefore(springForward, '02:30', 90);
      expect(startTimes(series)[1]).toBe(`${springForward} 03:30`);
      expect(lengths(series)).toEqual([90, 90]);
    });

    it('keeps a meeting that would end where it starts, once moved on by the gap', () => {
      const series = weekBefore(springForward, '02:30', 60);
      expect(lengths(series)).toEqual([60, 60]);
      expect(series[1]?.end.setZone(zone).toFormat('HH:mm')).toBe('04:30');
    });

    it('keeps a 30-minute meeting 30 minutes long in the repeated hour, at its first occurrence', () => {
      const series = weekBefore(fallBack, repeatedTime, 30);
      expect(startTimes(series)).toEqual([
        DateTime.fromISO(fallBack).minus({ weeks: 1 }).toFormat(`yyyy-MM-dd '${repeatedTime}'`),
        `${fallBack} ${repeatedTime}`,
      ]);
      expect(lengths(series)).toEqual([30, 30]);
      // The first of the two 01:30s (or 02:30s): the offset before the clocks go back.
      const second = series[1]?.start.setZone(zone);
      expect(second?.offset).toBe(second?.minus({ hours: 2 }).offset);
    });
  });

  it('keeps a meeting that ends after midnight ending on the next day', () => {
    const series = seriesOccurrences(
      '2026-12-01T21:00:00Z',
      '2026-12-01T23:30:00Z',
      { frequency: 'weekly', count: 2 },
      ZONE,
    );
    expect(series.map((o) => o.end.setZone(ZONE).toISODate())).toEqual(['2026-12-02', '2026-12-09']);
  });

  it('meets monthly on the same weekday of the month, the second Tuesday', () => {
    const series = seriesOccurrences(
      '2026-12-08T09:00:00Z',
      '2026-12-08T10:00:00Z',
      { frequency: 'monthly', count: 4 },
      ZONE,
    );
    expect(series.map((o) => o.date)).toEqual(['2026-12-08', '2027-01-12', '2027-02-09', '2027-03-09']);
    expect(monthlyWeekday(DateTime.fromISO('2026-12-08'))).toBe('second Tuesday');
  });

  it('skips the months without a fifth Tuesday, and they do not count', () => {
    const series = seriesOccurrences(
      '2026-12-29T09:00:00Z',
      '2026-12-29T10:00:00Z',
      { frequency: 'monthly', count: 3 },
      ZONE,
    );
    expect(series.map((o) => o.date)).toEqual(['2026-12-29', '2027-03-30', '2027-06-29']);
    expect(monthlyWeekday(DateTime.fromISO('2026-12-29'))).toBe('fifth Tuesday');
  });

  it('ends on the Until date, which is included', () => {
    const series = seriesOccurrences(
      '2026-12-01T09:00:00Z',
      '2026-12-01T10:00:00Z',
      { frequency: 'weekly', until: '2026-12-22' },
      ZONE,
    );
    expect(series.map((o) => o.date)).toEqual(['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22']);
  });

  it('stops monthly series on an Until date inside a skipped month', () => {
    const series = seriesOccurrences(
      '2026-12-29T09:00:00Z',
      '2026-12-29T10:00:00Z',
      { frequency: 'monthly', until: '2027-02-28' },
      ZONE,
    );
    expect(series.map((o) => o.date)).toEqual(['2026-12-29']);
  });

  it('answers one meeting more than the limit when Until allows more', () => {
    const series = seriesOccurrences(
      '2026-12-01T09:00:00Z',
      '2026-12-01T10:00:00Z',
      { frequency: 'weekly', until: '2030-12-31' },
      ZONE,
    );
    expect(series).toHaveLength(101);
  });
});

describe('occurrenceId', () => {
  it('adds the date to the first meeting id', () => {
    expect(occurrenceId('Weekly sync', '2026-12-08')).toBe('Weekly sync_2026_12_08');
  });

  it('cuts an id too long to take the date, so it keeps to 48 characters', () => {
    const id = occurrenceId(`${'a'.repeat(36)} bcdefghijk`, '2026-12-08');
    expect(id).toBe(`${'a'.repeat(36)}_2026_12_08`);
    expect(id.length).toBeLessThanOrEqual(48);
  });
});

describe('namedDates', () => {
  it('names up to five dates, then counts the rest', () => {
    const dates = ['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22', '2026-12-29', '2027-01-05', '2027-01-12'];
    expect(namedDates(dates)).toBe(
      'Tue Dec 01 2026, Tue Dec 08 2026, Tue Dec 15 2026, Tue Dec 22 2026, Tue Dec 29 2026 and 2 more',
    );
    expect(namedDates(dates.slice(0, 2))).toBe('Tue Dec 01 2026 and Tue Dec 08 2026');
    expect(namedDates(dates.slice(0, 1))).toBe('Tue Dec 01 2026');
  });
});

describe('repeatSchema', () => {
  const problem = (input: unknown) => v.safeParse(repeatSchema, input).issues?.[0]?.message;

  it.each([
    [{ frequency: 'daily', count: 3 }, SERIES_MESSAGES.frequency],
    [{ frequency: 'weekly' }, SERIES_MESSAGES.endRequired],
    [{ frequency: 'weekly', count: 3, until: '2027-01-01' }, SERIES_MESSAGES.bothEnds],
    [{ frequency: 'weekly', until: '2027-02-30' }, SERIES_MESSAGES.untilInvalid],
    [{ frequency: 'weekly', until: '2031-01-01' }, SERIES_MESSAGES.untilTooLate],
    [{ frequency: 'weekly', count: 1 }, SERIES_MESSAGES.count],
    [{ frequency: 'weekly', count: 101 }, SERIES_MESSAGES.count],
    [{ frequency: 'weekly', count: 2.5 }, SERIES_MESSAGES.count],
  ])('refuses %j', (input, message) => {
    expect(problem(input)).toBe(message);
  });

  it('accepts a count or an Until date', () => {
    expect(v.parse(repeatSchema, { frequency: 'monthly', count: 100 })).toEqual({ frequency: 'monthly', count: 100 });
    expect(v.parse(repeatSchema, { frequency: 'biweekly', until: '2030-12-31' })).toEqual({
      frequency: 'biweekly',
      until: '2030-12-31',
    });
  });
});
