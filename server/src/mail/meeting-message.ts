import { type Language, listIn, translate } from '@scheduler/shared-domain/i18n';
import type { MeetingNews } from '@scheduler/shared-domain/mail';
import { MEETING_MAIL_MESSAGES as M, MEETING_NEWS_MESSAGES } from '@scheduler/shared-domain/mail-messages';
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

/** A person a meeting's messages go to, and the language they read them in. */
export interface Reader extends Recipient {
  language: Language;
}

/** What one person hears of one meeting. */
export interface News {
  news: MeetingNews;
  meeting: FeedMeeting;
}

/** 'hh:mm am – hh:mm pm', the end marked when it falls on the day after the start, in TIME_ZONE. */
function timesText({ startTime, endTime }: FeedMeeting, timeZone: string, language: Language): string {
  const start = unambiguousTimeTextIn(startTime, timeZone, language);
  const end = unambiguousTimeTextIn(endTime, timeZone, language);
  const days = daysToEndIn(startTime, endTime, timeZone);
  const endDay =
    days === 0
      ? ''
      : ` ${days === 1 ? translate(language, M.nextDay) : meetingDateTextIn(endTime, timeZone, language)}`;
  return `${start} – ${end}${endDay} (${timeZone})`;
}

/** What the message says of a meeting, label by label; a link is its own text. */
function meetingLines(meeting: FeedMeeting, { publicUrl, timeZone }: MeetingMailSettings, language: Language) {
  const said = (label: keyof typeof M, value: string, link?: boolean) => ({
    label: translate(language, M[label]),
    value,
    link,
  });
  const lines = [
    said('team', meeting.teamName),
    said('venue', [meeting.venueName, meeting.venueAddress, meeting.venueTown].filter(Boolean).join(', ')),
    said('map', meeting.venueMapUrl, true),
    said('day', meetingDateTextIn(meeting.startTime, timeZone, language)),
    said('time', timesText(meeting, timeZone, language)),
    said('comments', meeting.comments),
    said('meetingLink', meeting.teamMeetingLink, true),
    said('open', meetingPageUrl(publicUrl, meeting.id), true),
  ];
  return lines.filter((line) => line.value !== '');
}

function htmlTable(meeting: FeedMeeting, settings: MeetingMailSettings, language: Language): string {
  const rows = meetingLines(meeting, settings, language).map(({ label, value, link }) => {
    const shown = escapeHtml(value);
    const cell = link ? `<a href="${shown}">${shown}</a>` : shown;
    return `<tr><th scope="row" align="left">${escapeHtml(label)}</th><td>${cell}</td></tr>`;
  });
  return `<table>${rows.join('')}</table>`;
}

/**
 * A message's text and HTML bodies in the reader's language: its heading, then each meeting's lines, then where the
 * reader turns such mail off (their own page, whose Email notifications the message's List-Unsubscribe also leads to).
 */
function meetingBodies(
  news: MeetingNews,
  meetings: readonly FeedMeeting[],
  settings: MeetingMailSettings,
  language: Language,
) {
  const { heading: one, headingOfMany } = MEETING_NEWS_MESSAGES[news];
  const heading =
    meetings.length === 1 ? translate(language, one) : translate(language, headingOfMany, { count: meetings.length });
  const turnOff = translate(language, M.preferences);
  const preferences = `${settings.publicUrl}${MAIL_PREFERENCES_PATH}`;
  const link = escapeHtml(preferences);
  return {
    text: [
      heading,
      ...meetings.flatMap((meeting) => [
        '',
        ...meetingLines(meeting, settings, language).map(({ label, value }) => `${label}: ${value}`),
      ]),
      '',
      '-- ',
      `${turnOff} ${preferences}`,
      '',
    ].join('\n'),
    html: `<!doctype html><html lang="${language}"><body><p>${escapeHtml(heading)}</p>${meetings.map((meeting) => htmlTable(meeting, settings, language)).join('<hr>')}<hr><p><small>${escapeHtml(turnOff)} <a href="${link}">${link}</a></small></p></body></html>`,
    listUnsubscribe: true,
  };
}

/**
 * A message's subject in the reader's language: its news of one meeting (its team, day and start), or of several (their
 * teams and count).
 */
function subjectOf(news: MeetingNews, meetings: readonly FeedMeeting[], timeZone: string, language: Language) {
  const [first] = meetings;
  if (!first) throw new Error('A message about no meeting.');
  const day = meetingDateTextIn(first.startTime, timeZone, language);
  const { subject, subjectOfMany } = MEETING_NEWS_MESSAGES[news];
  if (meetings.length === 1) {
    const start = unambiguousTimeTextIn(first.startTime, timeZone, language);
    return translate(language, subject, { team: first.teamName, day, start });
  }
  // 'Data Science', 'Data Science and Outreach', 'Alpha, Beta and Gamma', as the language lists them.
  const teams = listIn([...new Set(meetings.map((meeting) => meeting.teamName))], language);
  return translate(language, subjectOfMany, { count: meetings.length, teams, day });
}

/** A reader's message about meetings, but its calendar part: to whom, its subject and bodies, in their language. */
export const meetingMail = (
  reader: Reader,
  news: MeetingNews,
  meetings: readonly FeedMeeting[],
  settings: MeetingMailSettings,
) => ({
  recipient: { name: reader.name, email: reader.email },
  subject: subjectOf(news, meetings, settings.timeZone, reader.language),
  ...meetingBodies(news, meetings, settings, reader.language),
});

/**
 * One message to a person about one calendar object (a meeting on its own, or a series): their news (an add, when
 * every meeting is new to them), each meeting's lines, and the iCalendar part about them.
 */
export function message(
  person: Reader,
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
    ...meetingMail(person, news, meetings, settings),
    calendar: {
      method,
      text: invitationIcs(subject, {
        method,
        publicUrl: settings.publicUrl,
        timeZone: settings.timeZone,
        organizer: { name: settings.senderName, email: settings.mailFrom },
        attendee: person,
        stamp: at,
        language: person.language,
      }),
    },
  };
}
