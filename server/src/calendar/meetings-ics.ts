import ical, { foldLines, ICalCalendarMethod } from 'ical-generator';
import type { FeedMeeting } from './calendar-repository';

/** How long a calendar app should wait before it asks again (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60;

/** The meeting's page in the app: its edit screen (SPEC §2 `meeting/edit/:_id`), which shows it to every role. */
const meetingPageUrl = (publicUrl: string, id: string) => `${publicUrl}/meeting/edit/${encodeURIComponent(id)}`;

/**
 * Each meeting's VEVENT as last written, with what it was written from. ical-generator writes and folds one event in
 * some 40 µs, but a whole calendar of 10,000 takes seconds, so events are written and folded one by one, and kept: a
 * feed asked again only joins them. Some 1 KB each with what it was written from (10,000 take 10 MB of heap); at
 * most MAX_KEPT_EVENTS, then the memory starts again.
 */
const writtenEvents = new Map<string, { source: string; text: string }>();
const MAX_KEPT_EVENTS = 50_000;

function eventText(meeting: FeedMeeting, publicUrl: string): string {
  const source = `${publicUrl}\0${JSON.stringify(meeting)}`;
  const kept = writtenEvents.get(meeting.id);
  if (kept?.source === source) return kept.text;
  const event = ical().createEvent({
    // Stable for the meeting's whole life: its id never changes (SPEC §3).
    id: `${encodeURIComponent(meeting.id)}@${new URL(publicUrl).host}`,
    sequence: meeting.sequence,
    // The last change rather than the time of the request (RFC 5545 allows it for a published calendar), so an
    // unchanged feed is the same text, with the same ETag.
    stamp: meeting.updatedDate,
    lastModified: meeting.updatedDate,
    start: meeting.startTime,
    end: meeting.endTime,
    summary: `${meeting.id}: ${meeting.teamName}`,
    location: [meeting.venueName, meeting.venueAddress, meeting.venueTown].filter(Boolean).join(', '),
    description: [
      meeting.comments,
      meeting.teamMeetingLink && `Meeting link: ${meeting.teamMeetingLink}`,
      meeting.venueMapUrl && `Map: ${meeting.venueMapUrl}`,
    ]
      .filter(Boolean)
      .join('\n'),
    url: meetingPageUrl(publicUrl, meeting.id),
  });
  const text = foldLines(event.toString());
  if (writtenEvents.size >= MAX_KEPT_EVENTS) writtenEvents.clear();
  writtenEvents.set(meeting.id, { source, text });
  return text;
}

/** Meetings as an iCalendar (RFC 5545) file for calendar apps to publish: times in UTC, one VEVENT per meeting. */
export function meetingsIcs(
  meetings: readonly FeedMeeting[],
  { name, publicUrl }: { name: string; publicUrl: string },
) {
  const frame = ical({
    name,
    prodId: { company: 'Group scheduler', product: 'Meetings', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    scale: 'GREGORIAN',
    ttl: REFRESH_SECONDS,
  }).toString();
  // Already folded, as the events are: each line ends with CRLF, so they join line by line.
  const end = frame.lastIndexOf('END:VCALENDAR');
  return `${frame.slice(0, end)}${meetings.map((meeting) => eventText(meeting, publicUrl)).join('')}${frame.slice(end)}`;
}
