import { type MeetingNews, meetingMailSubject, MEETING_MAIL_TEXTS as T } from '@scheduler/shared-domain/mail';
import { meetingDateTextIn, meetingTimeTextIn } from '@scheduler/shared-domain/zoned-time';
import type { FeedMeeting } from '../calendar/calendar-queries';
import { invitationIcs, meetingPageUrl } from '../calendar/meetings-ics';
import type { Queryable } from '../db/database';
import { teamPeople } from '../teams/team-queries';
import { findUsersByUsernames } from '../users/user-queries';
import { venueContacts } from '../venues/venue-queries';
import type { NewMail, Recipient } from './mail-repository';

/** The settings a meeting's messages are written with. */
export interface MeetingMailSettings {
  publicUrl: string;
  /** MAIL_FROM: the invitations' ORGANIZER, so never one of their recipients. */
  mailFrom: string;
  /** TIME_ZONE: the day and times of the message's text. */
  timeZone: string;
}

/** One meeting before and after an operation: no `before` for an add, no `after` for a delete. */
export interface MeetingTurn {
  before: FeedMeeting | null;
  after: FeedMeeting | null;
}

const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * Whom a meeting's messages go to: its team's lead and members and its venue's two contacts, each once (by email
 * address), when active and with an email address; never MAIL_FROM. By lowercase address.
 */
async function peopleOf(tx: Queryable, meeting: FeedMeeting, mailFrom: string): Promise<Map<string, Recipient>> {
  const usernames = [...(await teamPeople(tx, meeting.teamName)), ...(await venueContacts(tx, meeting.venueName))];
  const users = await findUsersByUsernames(tx, usernames);
  const byUsername = new Map(users.map((user) => [user.username, user]));
  const people = new Map<string, Recipient>();
  for (const username of usernames) {
    const user = byUsername.get(username);
    if (!user || user.inActive || user.email.trim() === '') continue;
    const key = emailKey(user.email);
    if (key === emailKey(mailFrom) || people.has(key)) continue;
    people.set(key, { name: `${user.firstname} ${user.lastname}`.trim(), email: user.email.trim() });
  }
  return people;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** What the message says of the meeting, label by label; a link is its own text. */
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

function meetingMessage(
  news: MeetingNews,
  meeting: FeedMeeting,
  recipient: Recipient,
  at: Date,
  settings: MeetingMailSettings,
): NewMail {
  const lines = meetingLines(meeting, settings);
  const html = lines
    .map(({ label, value, link }) => {
      const shown = escapeHtml(value);
      return `<tr><th scope="row" align="left">${escapeHtml(label)}</th><td>${link ? `<a href="${shown}">${shown}</a>` : shown}</td></tr>`;
    })
    .join('');
  return {
    recipient,
    subject: meetingMailSubject(
      news,
      meeting.teamName,
      meetingDateTextIn(meeting.startTime, settings.timeZone),
      meetingTimeTextIn(meeting.startTime, settings.timeZone),
    ),
    text: [T.heading[news], '', ...lines.map(({ label, value }) => `${label}: ${value}`), ''].join('\n'),
    html: `<!doctype html><html><body><p>${escapeHtml(T.heading[news])}</p><table>${html}</table></body></html>`,
    calendar: {
      method: news === 'cancelled' ? 'CANCEL' : 'REQUEST',
      text: invitationIcs(meeting, {
        method: news === 'cancelled' ? 'CANCEL' : 'REQUEST',
        publicUrl: settings.publicUrl,
        organizer: settings.mailFrom,
        attendee: recipient,
        stamp: at,
      }),
    },
  };
}

/**
 * The messages of one meeting's operation, person by person: an invitation to whoever sees it now and did not
 * before, a change to whoever sees it still when anything its event shows changed (its SEQUENCE rose), and a
 * cancellation to whoever saw it and does not any more (the meeting deleted, or they left its team or venue). A
 * deleted meeting's cancellation raises its SEQUENCE past the feeds' last one.
 */
export async function meetingMessages(
  tx: Queryable,
  { before, after }: MeetingTurn,
  at: Date,
  settings: MeetingMailSettings,
): Promise<NewMail[]> {
  const peopleBefore = before ? await peopleOf(tx, before, settings.mailFrom) : new Map<string, Recipient>();
  const peopleAfter = after ? await peopleOf(tx, after, settings.mailFrom) : new Map<string, Recipient>();
  const messages: NewMail[] = [];
  if (after) {
    const changed = before !== null && before.sequence !== after.sequence;
    for (const [key, person] of peopleAfter) {
      if (!peopleBefore.has(key)) messages.push(meetingMessage('added', after, person, at, settings));
      else if (changed) messages.push(meetingMessage('changed', after, person, at, settings));
    }
  }
  const cancelled = after ?? (before && { ...before, sequence: before.sequence + 1 });
  if (cancelled) {
    for (const [key, person] of peopleBefore) {
      if (!peopleAfter.has(key)) messages.push(meetingMessage('cancelled', cancelled, person, at, settings));
    }
  }
  return messages;
}
