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
