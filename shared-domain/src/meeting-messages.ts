/** What the server answers about meetings beyond the form rules of SPEC §5 and the texts of meeting.ts. */
export const MEETING_SERVER_MESSAGES = {
  meetingNotFound: 'Meeting not found.',
} as const;

export const meetingDeletedMessage = (id: string) => `Meeting ${id} deleted.`;

/** A meeting names a team and a venue that must exist; the name as the user typed it. */
export const meetingTeamMissingMessage = (team: string) => `Team ${team} does not exist.`;
export const meetingVenueMissingMessage = (venue: string) => `Venue ${venue} does not exist.`;
