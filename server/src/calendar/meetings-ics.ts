import { setImmediate as yieldToOtherWork } from 'node:timers/promises';
import { LATEST_MEETING_DATE } from '@scheduler/shared-domain/meeting';
import ical, {
  foldLines,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  type ICalEventData,
  ICalEventStatus,
} from 'ical-generator';
import type { FeedMeeting } from './calendar-repository';
import { vtimezone } from './vtimezone';

const PROD_ID = { company: 'Group scheduler', product: 'Meetings', language: 'EN' };

/** How long a calendar app should wait before it asks again (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60;

/** Writing events lets other requests run after this long: a feed of 10,000 new events takes seconds to write. */
const SLICE_MS = 10;

/** No meeting ends later, in any zone: the day after LATEST_MEETING_DATE is over everywhere. */
const LATEST_MEETING_END = new Date(Date.parse(`${LATEST_MEETING_DATE}T00:00:00Z`) + 3 * 24 * 60 * 60_000);

/** The meeting's page in the app: its edit screen (SPEC §2 `meeting/edit/:_id`), which shows it to every role. */
export const meetingPageUrl = (publicUrl: string, id: string) => `${publicUrl}/meeting/edit/${encodeURIComponent(id)}`;

/**
 * Each meeting's VEVENT as last written, by UID, with what it was written from. ical-generator writes and folds one
 * event in some 40 µs to 400 µs, so events are written and folded one by one, and kept: a feed asked again only joins
 * them. Some 1 KB each with what it was written from (10,000 take 10 MB of heap); at most MAX_KEPT_EVENTS, then the
 * memory starts again.
 */
const writtenEvents = new Map<string, { source: string; text: string }>();
const MAX_KEPT_EVENTS = 50_000;

/** What every app's calendar gets of a meeting: the one event builder of feeds, single files and invitations. */
function meetingEventData(meeting: FeedMeeting, publicUrl: string): ICalEventData {
  return {
    // The meeting row's own UUID (RFC 7986 §5.3): never another meeting's, whatever its id, and never the request's.
    id: meeting.uid,
    sequence: meeting.sequence,
    // The last change of what it shows rather than the time of the request (RFC 5545 allows it for a published
    // calendar), so an unchanged feed is the same text, with the same ETag.
    stamp: meeting.eventChangedAt,
    lastModified: meeting.eventChangedAt,
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
  };
}

function eventText(meeting: FeedMeeting, publicUrl: string): string {
  const source = `${publicUrl}\0${JSON.stringify(meeting)}`;
  const kept = writtenEvents.get(meeting.uid);
  if (kept?.source === source) return kept.text;
  const text = foldLines(ical().createEvent(meetingEventData(meeting, publicUrl)).toString());
  if (writtenEvents.size >= MAX_KEPT_EVENTS) writtenEvents.clear();
  writtenEvents.set(meeting.uid, { source, text });
  return text;
}

/** An invitation (iTIP, RFC 5546): REQUEST adds or moves the event, CANCEL removes it. */
export interface InvitationOptions {
  method: 'REQUEST' | 'CANCEL';
  publicUrl: string;
  /** MAIL_FROM: the ORGANIZER, never an ATTENDEE (Outlook then shows 'Meeting not found'). */
  organizer: string;
  attendee: { name: string; email: string };
  /** When the invitation is written: its DTSTAMP. */
  stamp: Date;
}

/**
 * The iCalendar part of a message about meetings, one VEVENT each (RFC 6047 §4.4), the same events as the feeds'
 * (UID, SEQUENCE and all they show) with the METHOD, ORGANIZER and ATTENDEE that calendar apps want to add, move or
 * remove them from the message alone.
 */
export function invitationIcs(meetings: readonly FeedMeeting[], options: InvitationOptions): string {
  const { method, publicUrl, organizer, attendee, stamp } = options;
  const cancel = method === 'CANCEL';
  const calendar = ical({
    prodId: PROD_ID,
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    scale: 'GREGORIAN',
  });
  for (const meeting of meetings) {
    calendar.createEvent({
      ...meetingEventData(meeting, publicUrl),
      stamp,
      status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      organizer: { name: organizer, email: organizer },
      attendees: [
        {
          name: attendee.name,
          email: attendee.email,
          role: ICalAttendeeRole.REQ,
          status: ICalAttendeeStatus.NEEDSACTION,
          rsvp: false,
        },
      ],
    });
  }
  return calendar.toString();
}

export interface CalendarOptions {
  name: string;
  publicUrl: string;
  /** TIME_ZONE: the calendar's VTIMEZONE, from the start of the year of `since` until no meeting can end later. */
  timeZone: string;
  since: Date;
}

/**
 * Meetings as an iCalendar (RFC 5545) file for calendar apps to publish: times in UTC, one VEVENT per meeting, and
 * the VTIMEZONE of TIME_ZONE, which tells apps the group's zone and gives a calendar without meetings the one
 * component RFC 5545 wants. Written in slices of SLICE_MS between which other requests run.
 */
export async function meetingsIcs(meetings: readonly FeedMeeting[], options: CalendarOptions): Promise<string> {
  const { name, publicUrl, timeZone, since } = options;
  const frame = ical({
    name,
    prodId: PROD_ID,
    method: ICalCalendarMethod.PUBLISH,
    scale: 'GREGORIAN',
    ttl: REFRESH_SECONDS,
  }).toString();
  const events: string[] = [];
  let sliceStart = performance.now();
  for (const meeting of meetings) {
    events.push(eventText(meeting, publicUrl));
    if (performance.now() - sliceStart >= SLICE_MS) {
      await yieldToOtherWork();
      sliceStart = performance.now();
    }
  }
  // Each line ends with CRLF, so they join line by line; the frame's last line lacks it.
  const end = frame.lastIndexOf('END:VCALENDAR');
  const zone = vtimezone(timeZone, new Date(Date.UTC(since.getUTCFullYear(), 0)), LATEST_MEETING_END);
  return `${frame.slice(0, end)}${zone}${events.join('')}${frame.slice(end)}\r\n`;
}
