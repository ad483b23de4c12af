import { defineMessages, inEnglish, inEnglishEach, type Message, message } from '@scheduler/shared-domain/i18n';

/**
 * What the server answers about meetings beyond the form rules of SPEC §5 and the texts of meeting.ts, in the `server`
 * namespace.
 */
export const MEETING_ANSWER_MESSAGES = defineMessages({
  notFound: { id: 'server.meeting.notFound', defaultMessage: 'Meeting not found.' },
  deleted: { id: 'server.meeting.deleted', defaultMessage: 'Meeting {id} deleted.' },
  seriesDeleted: {
    id: 'server.meeting.seriesDeleted',
    defaultMessage:
      'Meeting {id} and {following, plural, one {# following meeting} other {# following meetings}} of its series deleted.',
  },
  teamMissing: { id: 'server.meeting.teamMissing', defaultMessage: 'Team {team} does not exist.' },
  venueMissing: { id: 'server.meeting.venueMissing', defaultMessage: 'Venue {venue} does not exist.' },
});
const A = MEETING_ANSWER_MESSAGES;

/** The English texts, for the log and the tests. */
export const MEETING_SERVER_MESSAGES = {
  meetingNotFound: inEnglish(A.notFound),
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

/** A meeting deleted, with the later meetings of its series a delete of them all took along. */
export const meetingDeleted = (id: string, following = 0): Message =>
  following === 0 ? message(A.deleted, { id }) : message(A.seriesDeleted, { id, following });
export function meetingDeletedMessage(id: string, following = 0): string {
  const { descriptor, values } = meetingDeleted(id, following);
  return inEnglish(descriptor, values);
}

/** A meeting names a team and a venue that must exist; the name as the user typed it. */
export const meetingTeamMissing = (team: string): Message => message(A.teamMissing, { team });
export const meetingVenueMissing = (venue: string): Message => message(A.venueMissing, { venue });
export const meetingTeamMissingMessage = (team: string) => inEnglish(A.teamMissing, { team });
export const meetingVenueMissingMessage = (venue: string) => inEnglish(A.venueMissing, { venue });
