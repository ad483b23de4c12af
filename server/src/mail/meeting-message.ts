import {
  type MeetingNews,
  meetingMailSubject,
  meetingsMailSubject,
  MEETING_MAIL_TEXTS as T,
} from '@scheduler/shared-domain/mail';
import { meetingDateTextIn, meetingTimeTextIn } from '@scheduler/shared-domain/zoned-time';
import type { FeedMeeting } from '../calendar/calendar-queries';
import { meetingPageUrl } from '../calendar/event-text';
import { type InvitationSubject, invitationIcs } from '../calendar/meetings-ics';
import { escapeHtml } from './mail-html';
import type { NewMail, Recipient } from './mail-repository';

/** The settings a meeting's messages are written with. */
export interface MeetingMailSettings {
  publicUrl: string;
  /** MAIL_FROM: the invitations' ORGANIZER, so never one of their recipients. */
  mailFrom: string;
  /** TIME_ZONE: the day and times of the message's text. */
  timeZone: string;
}

/** What one person hears of one meeting. */
export interface News {
  news: MeetingNews;
  meeting: FeedMeeting;
}

/** What the message says of a meeting, label by label; a link is its own text. */
function meetingLines(meeting: FeedMeeting, { publicUrl, timeZone }: MeetingMailSettings) {
  const start = meetingTimeTextIn(meeting.startTime, timeZone);
  const end = meetingTimeTextIn(meeting.endTime, timeZone);
  const lines: { label: string; value: string; link?: boolean }[] = [
    { label: T.team, value: meeting.teamName },
    { label: T.venue, value: [meeting.venueName, meeting.venueAddress, meeting.venueTown].filter(Boolean).join(', ') },
    { label: T.map, value: meeting.venueMapUrl, link: true },
    { label: T.day, value: meetingDateTextIn(meeting.startTime, timeZone) },
    { label: T.time, value: `${start} – ${end} (${timeZone})` },
    { label: T.comments, value: meeting.comments },
    { label: T.meetingLink, value: meeting.teamMeetingLink, link: true },
    { label: T.open, value: meetingPageUrl(publicUrl, meeting.id), link: true },
  ];
  return lines.filter((line) => line.value !== '');
}

function htmlTable(meeting: FeedMeeting, settings: MeetingMailSettings): string {
  const rows = meetingLines(meeting, settings).map(({ label, value, link }) => {
    const shown = escapeHtml(value);
    const cell = link ? `<a href="${shown}">${shown}</a>` : shown;
    return `<tr><th scope="row" align="left">${escapeHtml(label)}</th><td>${cell}</td></tr>`;
  });
  return `<table>${rows.join('')}</table>`;
}

/** A message's text and HTML bodies: its heading, then each meeting's lines. */
export function meetingBodies(heading: string, meetings: readonly FeedMeeting[], settings: MeetingMailSettings) {
  return {
    text: [
      heading,
      ...meetings.flatMap((meeting) => [
        '',
        ...meetingLines(meeting, settings).map(({ label, value }) => `${label}: ${value}`),
      ]),
      '',
    ].join('\n'),
    html: `<!doctype html><html><body><p>${escapeHtml(heading)}</p>${meetings.map((meeting) => htmlTable(meeting, settings)).join('<hr>')}</body></html>`,
  };
}

/**
 * One message to a person about the meetings of one operation: their news (an add, when every meeting is new to
 * them), each meeting's lines, and the iCalendar part about them.
 */
export function message(
  person: Recipient,
  items: readonly News[],
  calendar: { method: 'REQUEST' | 'CANCEL'; subject: InvitationSubject },
  at: Date,
  settings: MeetingMailSettings,
): NewMail {
  const [first] = items;
  if (!first) throw new Error('A message about no meeting.');
  const news: MeetingNews = items.every((item) => item.news === first.news) ? first.news : 'changed';
  const meetings = items.map((item) => item.meeting);
  const day = meetingDateTextIn(first.meeting.startTime, settings.timeZone);
  const { method, subject } = calendar;
  return {
    recipient: person,
    subject:
      meetings.length === 1
        ? meetingMailSubject(
            news,
            first.meeting.teamName,
            day,
            meetingTimeTextIn(first.meeting.startTime, settings.timeZone),
          )
        : meetingsMailSubject(news, first.meeting.teamName, meetings.length, day),
    ...meetingBodies(T.heading[news], meetings, settings),
    calendar: {
      method,
      text: invitationIcs(subject, {
        method,
        publicUrl: settings.publicUrl,
        timeZone: settings.timeZone,
        organizer: settings.mailFrom,
        attendee: person,
        stamp: at,
      }),
    },
  };
}
