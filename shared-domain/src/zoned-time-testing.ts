// Test data for the zone tests only.

export const ZONES = ['Europe/Warsaw', 'America/New_York', 'Asia/Tokyo', 'Asia/Kolkata'] as const;

/** Meetings as the API sends them, around midnight and both clock changes of Warsaw and New York in 2026. */
export const MEETINGS = {
  'late evening in Warsaw, the next day in Tokyo': ['2026-12-15T21:30:00.000Z', '2026-12-15T22:30:00.000Z'],
  'across midnight in Warsaw (23:00–00:30)': ['2026-12-15T22:00:00.000Z', '2026-12-15T23:30:00.000Z'],
  'across midnight in New York (23:00–00:30)': ['2026-12-16T04:00:00.000Z', '2026-12-16T05:30:00.000Z'],
  'at 02:00 in Warsaw, the day before in New York': ['2026-12-16T01:00:00.000Z', '2026-12-16T02:00:00.000Z'],
  'Warsaw spring-forward night, 01:30–03:30': ['2026-03-29T00:30:00.000Z', '2026-03-29T01:30:00.000Z'],
  'Warsaw fall-back night, the second 02:30': ['2026-10-25T01:30:00.000Z', '2026-10-25T02:30:00.000Z'],
  'Warsaw fall-back night, the first 02:30': ['2026-10-25T00:30:00.000Z', '2026-10-25T01:00:00.000Z'],
  'New York spring-forward night, 01:30–03:30': ['2026-03-08T06:30:00.000Z', '2026-03-08T07:30:00.000Z'],
  'New York fall-back night, the second 01:30': ['2026-11-01T06:30:00.000Z', '2026-11-01T07:00:00.000Z'],
  'a whole day, 10:00 to 10:00': ['2026-12-15T09:00:00.000Z', '2026-12-16T09:00:00.000Z'],
} as const;
