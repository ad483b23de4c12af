import { setImmediate as yieldToOtherWork } from 'node:timers/promises';
import type { Language } from '@scheduler/shared-domain/i18n';
import { LATEST_MEETING_DATE } from '@scheduler/shared-domain/meeting';
import ical, {
  foldLines,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  type ICalEventData,
  ICalEventStatus,
} from 'ical-generator';
import type { FeedMeeting, SeriesEvent } from './calendar-feeds-repository';
import { meetingPageUrl, shownText } from './event-text';
import { seriesEventText } from './series-ics';
import { vtimezone } from './vtimezone';

const PROD_ID = { company: 'Group scheduler', product: 'Meetings', language: 'EN' };

/** How long a calendar app should wait before it asks again (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60;

/** Writing events lets other requests run after this long: a feed of 10,000 new events takes seconds to write. */
const SLICE_MS = 10;

/** No meeting ends later, in any zone: the day after LATEST_MEETING_DATE is over everywhere. */
const LATEST_MEETING_END = new Date(Date.parse(`${LATEST_MEETING_DATE}T00:00:00Z`) + 3 * 24 * 60 * 60_000);

/**
 * Each meeting's VEVENT as last written, by UID, with what it was written from. ical-generator writes and folds one
 * event in some 40 µs to 400 µs, so events are written and folded one by one, and kept: a feed asked again only joins
 * them. Some 1 KB each with what it was written from (10,000 take 10 MB of heap); at most MAX_KEPT_EVENTS, then the
 * memory starts again.
 */
const writtenEvents = new Map<string, { source: string; text: string }>();
const MAX_KEPT_EVENTS = 50_000;

/** What every app's calendar gets of a meeting: the one event builder of feeds, single files and invitations. */
function meetingEventData(meeting: FeedMeeting, publicUrl: string, language?: Language): ICalEventData {
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
    ...shownText(meeting, meeting.id, language),
    url: meetingPageUrl(publicUrl, meeting.id),
  };
}

/** The text of an event as last written under `key`, or written now from `source` when that changed. */
function keptText(key: string, source: string, write: () => string): string {
  const kept = writtenEvents.get(key);
  if (kept?.source === source) return kept.text;
  const text = foldLines(write());
  if (writtenEvents.size >= MAX_KEPT_EVENTS) writtenEvents.clear();
  writtenEvents.set(key, { source, text });
  return text;
}

/** A feed's event of a meeting on its own, or the one event of every meeting of a series it holds. */
function eventText(event: FeedEvent, options: Pick<CalendarOptions, 'publicUrl' | 'timeZone'>): string {
  const { publicUrl, timeZone } = options;
  if ('meeting' in event) {
    const { meeting } = event;
    return keptText(meeting.uid, `${publicUrl}\0${JSON.stringify(meeting)}`, () =>
      ical().createEvent(meetingEventData(meeting, publicUrl)).toString(),
    );
  }
  const { series, meetings } = event;
  return keptText(series.uid, `${publicUrl}\0${timeZone}\0${JSON.stringify(meetings)}`, () =>
    seriesEventText(series, meetings, { publicUrl, timeZone }),
  );
}

type FeedEvent = { meeting: FeedMeeting } | { series: SeriesEvent; meetings: FeedMeeting[] };

/** A feed's events in the order of their first meeting: each meeting on its own, and each series once. */
function feedEvents(meetings: readonly FeedMeeting[]): FeedEvent[] {
  const events: FeedEvent[] = [];
  const seriesEvents = new Map<string, FeedMeeting[]>();
  for (const meeting of meetings) {
    if (!meeting.series) {
      events.push({ meeting });
      continue;
    }
    const members = seriesEvents.get(meeting.series.uid);
    if (members) {
      members.push(meeting);
      continue;
    }
    const first = [meeting];
    seriesEvents.set(meeting.series.uid, first);
    events.push({ series: meeting.series, meetings: first });
  }
  return events;
}

/** An invitation (iTIP, RFC 5546): REQUEST adds or moves the event, CANCEL removes it. */
export interface InvitationOptions {
  method: 'REQUEST' | 'CANCEL';
  publicUrl: string;
  /** TIME_ZONE: a series' times and VTIMEZONE. */
  timeZone: string;
  /** MAIL_FROM and its name: the ORGANIZER, never an ATTENDEE (Outlook then shows 'Meeting not found'). */
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** When the invitation is written: its DTSTAMP. */
  stamp: Date;
  /** The attendee's: the language of the event's labels. */
  language: Language;
}

/**
 * What a message is about: one calendar object, as Outlook reads only the first event of a message
 * ([MS-STANOICAL] 2.2.175): a meeting on its own, or one series' event as the reader sees it (`meetings`), whole or
 * `only` one meeting's component.
 */
export type InvitationSubject =
  | { kind: 'meeting'; meeting: FeedMeeting }
  | { kind: 'series'; series: SeriesEvent; meetings: readonly FeedMeeting[]; only?: FeedMeeting };

/**
 * The iCalendar part of a message, the same event as the feeds' (UID, SEQUENCE and all it shows) with the METHOD,
 * ORGANIZER and ATTENDEE that calendar apps want to add, move or remove it from the message alone: a meeting on its
 * own as one VEVENT in UTC, or a series' one recurring event with the VTIMEZONE of its times. CRLF lines, the last one
 * too.
 */
export function invitationIcs(subject: InvitationSubject, options: InvitationOptions): string {
  const { method, publicUrl, timeZone, organizer, attendee, stamp, language } = options;
  const cancel = method === 'CANCEL';
  const calendar = ical({
    prodId: PROD_ID,
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    scale: 'GREGORIAN',
  });
  if (subject.kind === 'series') {
    const { series, meetings, only } = subject;
    const text = seriesEventText(series, meetings, {
      publicUrl,
      timeZone,
      ...(only ? { only } : {}),
      message: { stamp, status: cancel ? 'CANCELLED' : 'CONFIRMED', organizer, attendee, language },
    });
    return withComponents(calendar.toString(), `${seriesTimeZone(series, timeZone)}${foldLines(text)}`);
  }
  calendar.createEvent({
    ...meetingEventData(subject.meeting, publicUrl, language),
    stamp,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer,
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
  // ical-generator ends the last line without CRLF; RFC 5545 ends every content line with one.
  return `${calendar.toString()}\r\n`;
}

/** A calendar's text with CRLF lines added before its end. Each line ends with CRLF, the frame's last one too. */
function withComponents(calendar: string, components: string): string {
  const end = calendar.lastIndexOf('END:VCALENDAR');
  return `${calendar.slice(0, end)}${components}${calendar.slice(end)}\r\n`;
}

/** The VTIMEZONE of TIME_ZONE from the start of the year of `from` until no meeting can end later. */
const zoneFrom = (timeZone: string, from: Date) =>
  vtimezone(timeZone, new Date(Date.UTC(from.getUTCFullYear(), 0)), LATEST_MEETING_END);

const seriesTimeZone = (series: SeriesEvent, timeZone: string) =>
  zoneFrom(timeZone, series.occurrenceStarts[0] ?? series.firstEnd);

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
  const events = feedEvents(meetings);
  const texts: string[] = [];
  let sliceStart = performance.now();
  for (const event of events) {
    texts.push(eventText(event, { publicUrl, timeZone }));
    if (performance.now() - sliceStart >= SLICE_MS) {
      await yieldToOtherWork();
      sliceStart = performance.now();
    }
  }
  const firstSeriesStart = Math.min(
    since.getTime(),
    ...events.flatMap((event) => ('series' in event ? [event.series.occurrenceStarts[0]?.getTime() ?? Infinity] : [])),
  );
  return withComponents(frame, `${zoneFrom(timeZone, new Date(firstSeriesStart))}${texts.join('')}`);
}
