/** SPEC §9: business constants and limits. */
export const LIMITS = {
  venueName: 48,
  venueDescription: 254,
  venueUrl: 254,
  venueAddress: 35,
  venueTown: 25,
  venueImagePath: 128,
  meetingId: 48,
  meetingComments: 254,
  latestMeetingYear: 2030,
  username: 35,
  personName: 35,
  password: 48,
  email: 254,
  teamName: 48,
  teamText: 254,
  scheduleLength: 3,
  /** The most meetings one series may add. */
  seriesLength: 100,
} as const;

/**
 * The days a range of meetings may name: any meeting's, and none whose start in some time zone falls outside the years
 * 0001 to 9999 that the databases' drivers write.
 */
export const RANGE_DATES = { earliest: '1900-01-01', latest: '2999-12-31' } as const;

/** How long a free slot may be, how many days one search may cover, and how many slots it answers at most. */
export const FREE_SLOT_LIMITS = { minMinutes: 10, maxMinutes: 1440, maxDays: 92, results: 10 } as const;
