import { type Language, SOURCE_LANGUAGE, translate } from '@scheduler/shared-domain/i18n';
import { MEETING_MAIL_MESSAGES as M } from '@scheduler/shared-domain/mail-messages';
import type { FeedMeeting } from './calendar-feeds-repository';

/** The meeting's page in the app: its edit screen (SPEC §2 `meeting/edit/:_id`), which shows it to every role. */
export const meetingPageUrl = (publicUrl: string, id: string) => `${publicUrl}/meeting/edit/${encodeURIComponent(id)}`;

/**
 * What a meeting's event shows besides its times and link, in every calendar part and feed: its labels in the
 * language of an invitation's reader, English in a feed.
 */
export function shownText(meeting: FeedMeeting, title: string, language: Language = SOURCE_LANGUAGE) {
  return {
    summary: `${title}: ${meeting.teamName}`,
    location: [meeting.venueName, meeting.venueAddress, meeting.venueTown].filter(Boolean).join(', '),
    description: [
      meeting.comments,
      meeting.teamMeetingLink && `${translate(language, M.meetingLink)}: ${meeting.teamMeetingLink}`,
      meeting.venueMapUrl && `${translate(language, M.map)}: ${meeting.venueMapUrl}`,
    ]
      .filter(Boolean)
      .join('\n'),
  };
}

/**
 * Everything a meeting's event shows, its times included, as one text: two meetings whose texts differ are a change
 * its people hear of. (Its SEQUENCE rises with each such change, but also when someone stops seeing it.)
 */
export const eventShows = (meeting: FeedMeeting): string =>
  JSON.stringify([meeting.startTime.getTime(), meeting.endTime.getTime(), shownText(meeting, meeting.id)]);
