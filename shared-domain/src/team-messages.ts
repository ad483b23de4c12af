/** What the server answers about teams beyond the form rules of SPEC §5. */
export const TEAM_SERVER_MESSAGES = {
  teamNotFound: 'Team not found.',
} as const;

export const teamDeletedMessage = (name: string) => `Team ${name} deleted.`;

/** The lead must be an existing, active Admin (SPEC §2, §6: only Admin users are offered as lead). */
export const teamLeadRefusedMessage = (username: string) => `Team Lead ${username} is not an active Admin.`;

/** Every member must be an existing user who is not a Contact (a person without a password). */
export const teamMemberRefusedMessage = (username: string) =>
  `Team member ${username} is not a user who can be a team member.`;

/** A team that meetings are scheduled for cannot be deleted; says how many and which. */
export function teamInUseMessage(name: string, meetingIds: readonly string[]): string {
  const count = meetingIds.length === 1 ? '1 meeting is' : `${meetingIds.length} meetings are`;
  return `Team ${name} cannot be deleted while ${count} scheduled for it: ${meetingIds.join(', ')}.`;
}

/** Where a user is still named, for `userStillReferencedMessage`. */
export const teamLeadPlace = (teamName: string) => `lead of team ${teamName}`;
export const teamMemberPlace = (teamName: string) => `member of team ${teamName}`;
