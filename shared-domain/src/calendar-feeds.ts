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

/** The calendar texts: subscriptions on the current user's page, and Add to calendar on the meeting lists. */
export const CALENDAR_TEXTS = {
  subscriptionsHeading: 'Calendar subscriptions',
  subscriptionsIntro:
    "These links let a calendar app (Google Calendar, Outlook, Apple Calendar, Thunderbird) show the group's meetings and keep them up to date. They are private: anyone with a link sees the meetings.",
  mine: 'My meetings',
  all: 'All meetings',
  pickFeed: 'Team or venue',
  openInApp: 'Open in calendar app',
  reset: 'Reset links',
  resetConfirm: 'Reset your calendar links? Calendar apps subscribed with the current links stop receiving meetings.',
  resetDone: 'Your calendar links were reset.',
} as const;

export const teamFeedLabel = (team: string) => `Team: ${team}`;
export const venueFeedLabel = (venue: string) => `Venue: ${venue}`;
