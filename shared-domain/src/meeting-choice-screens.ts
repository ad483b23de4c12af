import type { MessageDescriptor } from '@scheduler/shared-domain/i18n';

/**
 * The Team and Venue choices that the meeting forms, the team schedule and the calendar's filters share (meetings
 * namespace): apart from the form's texts, so that the calendar does not download those.
 */
export const MEETING_CHOICE_SCREENS = {
  teamsEmpty: { id: 'meetings.form.teamsEmpty', defaultMessage: 'The Teams collection is empty.' },
  venuesEmpty: { id: 'meetings.form.venuesEmpty', defaultMessage: 'The Venues collection is empty.' },
  /** The empty first choice of the Team and Venue selects, named (it still means none: 'Team Name is required'). */
  teamChoice: { id: 'meetings.form.teamChoice', defaultMessage: 'Choose a team' },
  venueChoice: { id: 'meetings.form.venueChoice', defaultMessage: 'Choose a venue' },
} satisfies Record<string, MessageDescriptor>;
