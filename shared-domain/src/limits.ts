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
