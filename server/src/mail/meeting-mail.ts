import {
  type MeetingNews,
  meetingMailSubject,
  meetingsMailSubject,
  MEETING_MAIL_TEXTS as T,
} from '@scheduler/shared-domain/mail';
import { meetingDateTextIn, meetingTimeTextIn } from '@scheduler/shared-domain/zoned-time';
import type { FeedMeeting } from '../calendar/calendar-queries';
import { invitationIcs, meetingPageUrl } from '../calendar/meetings-ics';
import type { Queryable } from '../db/database';
import { teamPeople } from '../teams/team-queries';
import { findUsersByUsernames } from '../users/user-queries';
import type { StoredUser } from '../users/user-wire';
import { venueContacts } from '../venues/venue-queries';
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

/** A meeting's event and the people who see it, as they were before an operation. */
export interface MeetingSnapshot {
  meeting: FeedMeeting;
  people: Map<string, Recipient>;
}

/** One meeting before and after an operation: no `before` for an add, no `after` for a delete. */
interface MeetingTurn {
  before: MeetingSnapshot | null;
  after: MeetingSnapshot | null;
}

/** What one person hears of one meeting. */
interface News {
  news: MeetingNews;
  meeting: FeedMeeting;
}

const emailKey = (email: string) => email.trim().toLowerCase();

/** A person a meeting's messages may go to, with the account they come from. */
export interface MeetingPerson {
  recipient: Recipient;
  user: StoredUser;
}

/**
 * Who hears of a meeting: its team's lead and members and its venue's two contacts, each once (by lowercase address),
 * when active and with an email address; never MAIL_FROM. Asked once per team and venue. Keyed by address.
 */
export function meetingPeopleFinder(tx: Queryable, mailFrom: string) {
  const found = new Map<string, Promise<Map<string, MeetingPerson>>>();
  const find = async (teamName: string, venueName: string) => {
    const usernames = [...(await teamPeople(tx, teamName)), ...(await venueContacts(tx, venueName))];
    const byUsername = new Map((await findUsersByUsernames(tx, usernames)).map((user) => [user.username, user]));
    const people = new Map<string, MeetingPerson>();
    for (const username of usernames) {
      const user = byUsername.get(username);
      if (!user || user.inActive || user.email.trim() === '') continue;
      const key = emailKey(user.email);
      if (key === emailKey(mailFrom) || people.has(key)) continue;
      people.set(key, {
        recipient: { name: `${user.firstname} ${user.lastname}`.trim(), email: user.email.trim() },
        user,
      });
    }
    return people;
  };
  return (meeting: FeedMeeting): Promise<Map<string, MeetingPerson>> => {
    const key = JSON.stringify([meeting.teamName, meeting.venueName]);
    const people = found.get(key) ?? find(meeting.teamName, meeting.venueName);
    found.set(key, people);
    return people;
  };
}

/** The meetings with the people who see them now: read before an operation, to tell what it changed for whom. */
export async function snapshotMeetings(
  tx: Queryable,
  meetings: readonly FeedMeeting[],
  mailFrom: string,
): Promise<MeetingSnapshot[]> {
  const peopleOf = meetingPeopleFinder(tx, mailFrom);
  const snapshots: MeetingSnapshot[] = [];
  for (const meeting of meetings) {
    // Whoever turned off invitations and changes hears of none, cancellations included.
    const people = [...(await peopleOf(meeting))].filter(([, { user }]) => user.mailPreferences.mailChanges);
    snapshots.push({ meeting, people: new Map(people.map(([key, { recipient }]) => [key, recipient])) });
  }
  return snapshots;
}

/**
 * Person by person: an invitation to whoever sees the meeting now and did not before, a change to whoever still sees
 * it when anything its event shows changed (its SEQUENCE rose), and a cancellation to whoever saw it and does not any
 * more (deleted, or they are not of its team or venue now). A deleted meeting's cancellation raises its SEQUENCE
 * past the feeds' last one, as RFC 5545 wants for a change of STATUS.
 */
function newsByPerson(turns: readonly MeetingTurn[]): Map<string, { person: Recipient; items: News[] }> {
  const byPerson = new Map<string, { person: Recipient; items: News[] }>();
  const tell = (key: string, person: Recipient, item: News) => {
    const told = byPerson.get(key) ?? { person, items: [] };
    told.items.push(item);
    byPerson.set(key, told);
  };
  for (const { before, after } of turns) {
    const peopleBefore = before?.people ?? new Map<string, Recipient>();
    const peopleAfter = after?.people ?? new Map<string, Recipient>();
    if (after) {
      const changed = before !== null && before.meeting.sequence !== after.meeting.sequence;
      for (const [key, person] of peopleAfter) {
        if (!peopleBefore.has(key)) tell(key, person, { news: 'added', meeting: after.meeting });
        else if (changed) tell(key, person, { news: 'changed', meeting: after.meeting });
      }
    }
    const cancelled = after?.meeting ?? (before && { ...before.meeting, sequence: before.meeting.sequence + 1 });
    if (!cancelled) continue;
    for (const [key, person] of peopleBefore) {
      if (!peopleAfter.has(key)) tell(key, person, { news: 'cancelled', meeting: cancelled });
    }
  }
  return byPerson;
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
 * One message to a person about the meetings of one operation with the same METHOD: their news (an add, when every
 * meeting is new to them), each meeting's lines, and one iCalendar object holding every meeting's event.
 */
function message(person: Recipient, items: readonly News[], at: Date, settings: MeetingMailSettings): NewMail {
  const [first] = items;
  if (!first) throw new Error('A message about no meeting.');
  const news: MeetingNews = items.every((item) => item.news === first.news) ? first.news : 'changed';
  const meetings = items.map((item) => item.meeting);
  const day = meetingDateTextIn(first.meeting.startTime, settings.timeZone);
  const method = news === 'cancelled' ? 'CANCEL' : 'REQUEST';
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
      text: invitationIcs(meetings, {
        method,
        publicUrl: settings.publicUrl,
        organizer: settings.mailFrom,
        attendee: person,
        stamp: at,
      }),
    },
  };
}

/**
 * The messages of one operation on meetings (one, or a series, or a team's): `before` and `after` as snapshot before
 * and after it, paired by UID. One message per person, holding every meeting of the operation that person hears of;
 * two when some of them are cancelled for the person and others not, since one iCalendar object has one METHOD.
 */
export function meetingMessages(
  before: readonly MeetingSnapshot[],
  after: readonly MeetingSnapshot[],
  at: Date,
  settings: MeetingMailSettings,
): NewMail[] {
  const snapshotsAfter = new Map(after.map((snapshot) => [snapshot.meeting.uid, snapshot]));
  const turns: MeetingTurn[] = [
    ...before.map((snapshot) => ({ before: snapshot, after: snapshotsAfter.get(snapshot.meeting.uid) ?? null })),
    ...[...snapshotsAfter.values()]
      .filter((snapshot) => !before.some((old) => old.meeting.uid === snapshot.meeting.uid))
      .map((snapshot) => ({ before: null, after: snapshot })),
  ];
  return [...newsByPerson(turns).values()].flatMap(({ person, items }) => {
    const cancelled = items.filter((item) => item.news === 'cancelled');
    const requested = items.filter((item) => item.news !== 'cancelled');
    return [requested, cancelled]
      .filter((group) => group.length > 0)
      .map((group) => message(person, group, at, settings));
  });
}
