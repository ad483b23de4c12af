import { defineMessages } from '@scheduler/shared-domain/i18n';

/**
 * What `GET /api/calendar/feeds` and `POST /api/calendar/feeds/reset` answer: the signed-in user's absolute feed
 * URLs, one per team and venue by name.
 */
export interface CalendarFeeds {
  mine: string;
  all: string;
  teams: Record<string, string>;
  venues: Record<string, string>;
}

/** What the feeds answer beyond the calendar itself, in the `server` namespace. */
export const CALENDAR_FEED_ANSWER_MESSAGES = defineMessages({
  // English says "minutes" for one too, as it always has; a translation words each of its plural forms.
  tooManyRequests: {
    id: 'server.calendarFeed.tooManyRequests',
    defaultMessage: 'Too many calendar requests for these links. Try again in {minutes, plural, other {# minutes}}.',
  },
});
