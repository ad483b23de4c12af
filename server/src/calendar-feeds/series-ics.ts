import type { Language } from '@scheduler/shared-domain/i18n';
import { icalWallClockIn } from '@scheduler/shared-domain/zoned-time';
import { escape as escapeText, formatDate } from 'ical-generator';
import type { FeedMeeting, SeriesEvent } from './calendar-feeds-repository';
import { meetingPageUrl, shownText } from './event-text';

/** What a message adds to each component it holds (iTIP, RFC 5546). */
export interface MessageParts {
  stamp: Date;
  status: 'CONFIRMED' | 'CANCELLED';
  /** MAIL_FROM and its name: the ORGANIZER, never an ATTENDEE (Outlook then shows 'Meeting not found'). */
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** The attendee's: the language of the event's labels. */
  language: Language;
}

export interface SeriesTextOptions {
  publicUrl: string;
  /** TIME_ZONE: every time is written on its clock with its TZID, so the rule keeps the meetings' wall-clock time. */
  timeZone: string;
  /** For a message: its parts; a feed has none. */
  message?: MessageParts;
  /** Only this meeting's component (its RECURRENCE-ID), not the whole event: a change or cancellation of one meeting. */
  only?: FeedMeeting;
}

/**
 * A series as one recurring event (RFC 5545): a master VEVENT with the series' UID, its first start as DTSTART and
 * its RRULE, an EXDATE for each start of the rule without one of `meetings` (deleted, or not the reader's), and an
 * override (RECURRENCE-ID, the start the rule gave it) for each meeting that differs from the master in its times or
 * in what it shows. The master shows what most of `meetings` show. Every component carries the series' SEQUENCE,
 * which rises with each change of one of its meetings. CRLF lines, unfolded.
 */
export function seriesEventText(series: SeriesEvent, meetings: readonly FeedMeeting[], options: SeriesTextOptions) {
  const { publicUrl, timeZone, message, only } = options;
  const [firstStart] = series.occurrenceStarts;
  if (!firstStart || !meetings[0]) return '';
  const title = meetings[0].seriesId ?? meetings[0].id;
  const local = (name: string, instants: readonly Date[]) =>
    `${name};TZID=${timeZone}:${instants.map((instant) => icalWallClockIn(instant, timeZone)).join(',')}`;
  const shown = (meeting: FeedMeeting) => shownText(meeting, title, message?.language);
  const shownKey = (meeting: FeedMeeting) => JSON.stringify(shown(meeting));
  const master = mostCommon(meetings, shownKey);
  const length = series.firstEnd.getTime() - firstStart.getTime();
  const isOverride = (meeting: FeedMeeting) =>
    meeting.startTime.getTime() !== meeting.recurrenceStart?.getTime() ||
    meeting.endTime.getTime() - meeting.startTime.getTime() !== length ||
    shownKey(meeting) !== shownKey(master);

  const component = (head: string[], meeting: FeedMeeting) => {
    const { summary, location, description } = shown(meeting);
    return [
      'BEGIN:VEVENT',
      `UID:${series.uid}`,
      `SEQUENCE:${series.sequence}`,
      `DTSTAMP:${formatDate(null, message?.stamp ?? series.eventChangedAt)}`,
      ...head,
      `SUMMARY:${escapeText(summary, false)}`,
      `LOCATION:${escapeText(location, false)}`,
      ...(description ? [`DESCRIPTION:${escapeText(description, false)}`] : []),
      `URL;VALUE=URI:${meetingPageUrl(publicUrl, meeting.id)}`,
      ...(message
        ? [
            `ORGANIZER;CN="${escapeText(message.organizer.name, true)}":mailto:${message.organizer.email}`,
            `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE;CN="${escapeText(message.attendee.name, true)}":mailto:${message.attendee.email}`,
            `STATUS:${message.status}`,
          ]
        : []),
      `LAST-MODIFIED:${formatDate(null, series.eventChangedAt)}`,
      'END:VEVENT',
      '',
    ].join('\r\n');
  };
  const override = (meeting: FeedMeeting) =>
    component(
      [
        local('RECURRENCE-ID', [meeting.recurrenceStart ?? meeting.startTime]),
        local('DTSTART', [meeting.startTime]),
        local('DTEND', [meeting.endTime]),
      ],
      meeting,
    );

  if (only) return override(only);
  const held = new Set(meetings.map((meeting) => meeting.recurrenceStart?.getTime()));
  const excluded = series.occurrenceStarts.filter((start) => !held.has(start.getTime()));
  const masterText = component(
    [
      local('DTSTART', [firstStart]),
      local('DTEND', [series.firstEnd]),
      `RRULE:${series.rule}`,
      ...(excluded.length > 0 ? [local('EXDATE', excluded)] : []),
    ],
    master,
  );
  return [masterText, ...meetings.filter(isOverride).map(override)].join('');
}

/** The item whose key most items share; the first of them on a tie. */
function mostCommon<Item>(items: readonly Item[], key: (item: Item) => string): Item {
  const counts = new Map<string, { item: Item; count: number }>();
  for (const item of items) {
    const counted = counts.get(key(item)) ?? { item, count: 0 };
    counted.count += 1;
    counts.set(key(item), counted);
  }
  let best: { item: Item; count: number } | undefined;
  for (const counted of counts.values()) if (!best || counted.count > best.count) best = counted;
  if (!best) throw new Error('No item to choose from.');
  return best.item;
}
