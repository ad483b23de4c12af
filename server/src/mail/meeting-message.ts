import {
  type MeetingNews,
  meetingMailSubject,
  meetingsMailSubject,
  MEETING_MAIL_TEXTS as T,
} from '@scheduler/shared-domain/mail';
import { MAIL_PREFERENCES_PATH } from '@scheduler/shared-domain/mail-preferences';
import { daysToEndIn, meetingDateTextIn, unambiguousTimeTextIn } from '@scheduler/shared-domain/zoned-time';
import type { FeedMeeting } from '../calendar-feeds/calendar-feed-queries';
import { meetingPageUrl } from '../calendar-feeds/event-text';
import { type InvitationSubject, invitationIcs } from '../calendar-feeds/meetings-ics';
import { escapeHtml } from './mail-html';
import type { NewMail, Recipient } from './mail-repository';

/** The settings of the mail a change of meetings tells: those its people are found with, and its links. */
export interface MeetingMailSettings {
  publicUrl: string;
  /** MAIL_FROM: the invitations' ORGANIZER, so never one of their recipients. */
  mailFrom: string;
  /** TIME_ZONE: the day and times of the message's text. */
  timeZone: string;
}

/** What a meeting's messages are written with. */
export interface MeetingMessageSettings extends MeetingMailSettings {
  /** The ORGANIZER's name, as the messages' sender is named. */
  senderName: string;
}

/** What one person hears of one meeting. */
export interface News {
  news: MeetingNews;
  meeting: FeedMeeting;
}

/** 'hh:mm am – hh:mm pm', the end marked when it falls on the day after the start, in TIME_ZONE. */
function timesText({ startTime, endTime }: FeedMeeting, timeZone: string): string {
  const start = unambiguousTimeTextIn(startTime, timeZone);
  const end = unambiguousTimeTextIn(endTime, timeZone);
  const days = daysToEndIn(startTime, endTime, timeZone);
  const endDay = days === 0 ? '' : days === 1 ? ` ${T.nextDay}` : ` ${meetingDateTextIn(endTime, timeZone)}`;
  return `${start} – ${end}${endDay} (${timeZone})`;
}

/** What the message says of a meeting, label by label; a link is its own text. */
function meetingLines(meeting: FeedMeeting, { publicUrl, timeZone }: MeetingMailSettings) {
  const lines: { label: string; value: string; link?: boolean }[] = [
    { label: T.team, value: meeting.teamName },
    { label: T.venue, value: [meeting.venueName, meeting.venueAddress, meeting.venueTown].filter(Boolean).join(', ') },
    { label: T.map, value: meeting.venueMapUrl, link: true },
    { label: T.day, value: meetingDateTextIn(meeting.startTime, timeZone) },
    { label: T.time, value: timesText(meeting, timeZone) },
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

/**
 * A message's text and HTML bodies: its heading, then each meeting's lines, then where the reader turns such mail off
 * (their own page, whose Email notifications the message's List-Unsubscribe also leads to).
 */
export function meetingBodies(news: MeetingNews, meetings: readonly FeedMeeting[], settings: MeetingMailSettings) {
  const heading = meetings.length === 1 ? T.heading[news] : T.headingOfMany[news](meetings.length);
  const preferences = `${settings.publicUrl}${MAIL_PREFERENCES_PATH}`;
  const link = escapeHtml(preferences);
  return {
    text: [
      heading,
      ...meetings.flatMap((meeting) => [
        '',
        ...meetingLines(meeting, settings).map(({ label, value }) => `${label}: ${value}`),
      ]),
      '',
      '-- ',
      `${T.preferences} ${preferences}`,
      '',
    ].join('\n'),
    html: `<!doctype html><html><body><p>${escapeHtml(heading)}</p>${meetings.map((meeting) => htmlTable(meeting, settings)).join('<hr>')}<hr><p><small>${escapeHtml(T.preferences)} <a href="${link}">${link}</a></small></p></body></html>`,
    listUnsubscribe: true,
  };
}

/** A message's subject: its news of one meeting (its team, day and start), or of several (their teams and count). */
function subjectOf(news: MeetingNews, meetings: readonly FeedMeeting[], timeZone: string): string {
  const [first] = meetings;
  if (!first) throw new Error('A message about no meeting.');
  const day = meetingDateTextIn(first.startTime, timeZone);
  if (meetings.length === 1) {
    return meetingMailSubject(news, first.teamName, day, unambiguousTimeTextIn(first.startTime, timeZone));
  }
  const teams = [...new Set(meetings.map((meeting) => meeting.teamName))];
  return meetingsMailSubject(news, teams, meetings.length, day);
}

/**
 * One message to a person about one calendar object (a meeting on its own, or a series): their news (an add, when
 * every meeting is new to them), each meeting's lines, and the iCalendar part about them.
 */
export function message(
  person: Recipient,
  items: readonly News[],
  calendar: { method: 'REQUEST' | 'CANCEL'; subject: InvitationSubject },
  at: Date,
  settings: MeetingMessageSettings,
): NewMail {
  const [first] = items;
  if (!first) throw new Error('A message about no meeting.');
  const news: MeetingNews = items.every((item) => item.news === first.news) ? first.news : 'changed';
  const meetings = items.map((item) => item.meeting);
  const { method, subject } = calendar;
  return {
    recipient: person,
    subject: subjectOf(news, meetings, settings.timeZone),
    ...meetingBodies(news, meetings, settings),
    calendar: {
      method,
      text: invitationIcs(subject, {
        method,
        publicUrl: settings.publicUrl,
        timeZone: settings.timeZone,
        organizer: { name: settings.senderName, email: settings.mailFrom },
        attendee: person,
        stamp: at,
      }),
    },
  };
}
