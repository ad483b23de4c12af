import { defineMessages, inEnglishEach, message } from '@scheduler/shared-domain/i18n';

/** What the server answers about meetings beyond the form rules of SPEC §5 and the texts of meeting.ts. */
export const MEETING_SERVER_MESSAGES = {
  meetingNotFound: 'Meeting not found.',
} as const;

/**
 * The rules a meeting's times follow after the 13 checks of SPEC §5: a meeting is held on one day, somewhere in the
 * world's time zones (UTC-12 to UTC+14), and lasts at most a day. In the `validation` namespace.
 */
export const MEETING_SCHEDULE_FORM_MESSAGES = defineMessages({
  longerThanADay: { id: 'validation.meeting.longerThanADay', defaultMessage: 'A meeting may last at most 24 hours.' },
  startNotOnDate: {
    id: 'validation.meeting.startNotOnDate',
    defaultMessage: 'Meeting startTime must fall on the meetingDate.',
  },
});
export const MEETING_SCHEDULE_RULES = {
  longerThanADay: message(MEETING_SCHEDULE_FORM_MESSAGES.longerThanADay),
  startNotOnDate: message(MEETING_SCHEDULE_FORM_MESSAGES.startNotOnDate),
};
export const MEETING_SCHEDULE_MESSAGES = inEnglishEach(MEETING_SCHEDULE_RULES);

export const meetingDeletedMessage = (id: string, following = 0) =>
  following === 0
    ? `Meeting ${id} deleted.`
    : `Meeting ${id} and ${following} following ${following === 1 ? 'meeting' : 'meetings'} of its series deleted.`;

/** A meeting names a team and a venue that must exist; the name as the user typed it. */
export const meetingTeamMissingMessage = (team: string) => `Team ${team} does not exist.`;
export const meetingVenueMissingMessage = (venue: string) => `Venue ${venue} does not exist.`;
