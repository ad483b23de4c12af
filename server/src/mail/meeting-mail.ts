import { setImmediate as yieldToOtherWork } from 'node:timers/promises';
import {
  type FeedMeeting,
  findFeedMeetings,
  findSeriesEvents,
  findSeriesMeetings,
  type SeriesEvent,
} from '../calendar-feeds/calendar-feed-queries';
import { eventShows } from '../calendar-feeds/event-text';
import type { Queryable } from '../db/database';
import { teamPeople } from '../teams/team-queries';
import { findUsersByUsernames } from '../users/user-queries';
import { mailLanguageOf, mailRecipient, type StoredUser } from '../users/user-wire';
import { venueContacts } from '../venues/venue-queries';
import type { NewMail } from './mail-repository';
import { type MeetingMessageSettings, message, type News, type Reader } from './meeting-message';

/** A meeting's event and the people who see it, as they were before an operation. */
export interface MeetingSnapshot {
  meeting: FeedMeeting;
  people: Map<string, Reader>;
}

/** One meeting before and after an operation: no `before` for an add, no `after` for a delete. */
interface MeetingTurn {
  before: MeetingSnapshot | null;
  after: MeetingSnapshot | null;
}

const emailKey = (email: string) => email.trim().toLowerCase();

/** A person a meeting's messages may go to, with the account they come from. */
export interface MeetingPerson {
  recipient: Reader;
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
        recipient: { ...mailRecipient(user), language: mailLanguageOf(user) },
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

/** These meetings, by id whatever its case, with the people who see them now. */
export const meetingsNow = async (db: Queryable, ids: readonly string[], mailFrom: string) =>
  ids.length > 0 ? snapshotMeetings(db, await findFeedMeetings(db, ids), mailFrom) : [];

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
 * it when anything its event shows changed (not only its SEQUENCE: that rises too when someone stops seeing it), and a
 * cancellation to whoever saw it and does not any more (deleted, or they are not of its team or venue now). A deleted
 * meeting's cancellation raises its SEQUENCE past the feeds' last one, as RFC 5545 wants for a change of STATUS.
 */
function newsByPerson(turns: readonly MeetingTurn[]): Map<string, { person: Reader; items: News[] }> {
  const byPerson = new Map<string, { person: Reader; items: News[] }>();
  const tell = (key: string, person: Reader, item: News) => {
    const told = byPerson.get(key) ?? { person, items: [] };
    told.items.push(item);
    byPerson.set(key, told);
  };
  for (const { before, after } of turns) {
    const peopleBefore = before?.people ?? new Map<string, Reader>();
    const peopleAfter = after?.people ?? new Map<string, Reader>();
    if (after) {
      const changed = before !== null && eventShows(before.meeting) !== eventShows(after.meeting);
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

/** A series' one event as it is now, with each of its meetings and who sees it. */
interface SeriesNow {
  series: SeriesEvent;
  meetings: MeetingSnapshot[];
}

async function seriesNow(tx: Queryable, uids: readonly string[], mailFrom: string): Promise<Map<string, SeriesNow>> {
  const byUid = new Map<string, SeriesNow>();
  if (uids.length === 0) return byUid;
  for (const series of await findSeriesEvents(tx, uids)) byUid.set(series.uid, { series, meetings: [] });
  for (const snapshot of await snapshotMeetings(tx, await findSeriesMeetings(tx, uids), mailFrom)) {
    const uid = snapshot.meeting.series?.uid;
    if (uid) byUid.get(uid)?.meetings.push(snapshot);
  }
  return byUid;
}

/**
 * A person's message about meetings of one series, whose one event (./series-ics.ts) their calendar holds as they see
 * it: a CANCEL of the whole event when they see none of its meetings any more; a REQUEST or CANCEL of the one
 * meeting's component (RECURRENCE-ID) when one meeting they still see changed or went; otherwise a REQUEST of the
 * whole event as they see it now, its deleted meetings as EXDATEs. Null when there is nothing to tell.
 */
function seriesMessage(
  key: string,
  person: Reader,
  items: readonly News[],
  now: SeriesNow,
  at: Date,
  settings: MeetingMessageSettings,
) {
  const { series } = now;
  const seen = now.meetings.filter((snapshot) => snapshot.people.has(key)).map((snapshot) => snapshot.meeting);
  const [only] = items;
  if (seen.length === 0) {
    // What they had of it is cancelled. Meetings they were to be invited to, and no longer see now that the message
    // is written, tell them nothing: the change since cancels what they had.
    const cancelled = items.flatMap((item) => (item.news === 'added' ? [] : [{ ...item, news: 'cancelled' as const }]));
    if (cancelled.length === 0) return null;
    const subject = { kind: 'series' as const, series, meetings: cancelled.map((item) => item.meeting) };
    return message(person, cancelled, { method: 'CANCEL', subject }, at, settings);
  }
  if (only && items.length === 1 && only.news !== 'added') {
    const subject = { kind: 'series' as const, series, meetings: seen, only: only.meeting };
    return message(person, items, { method: only.news === 'cancelled' ? 'CANCEL' : 'REQUEST', subject }, at, settings);
  }
  return message(
    person,
    items,
    { method: 'REQUEST', subject: { kind: 'series', series, meetings: seen } },
    at,
    settings,
  );
}

/** Composing messages lets other work run after this long: a venue's new address may tell 20 people of 100 meetings. */
const SLICE_MS = 10;

/**
 * The messages of one operation on meetings (one, or a series, or a team's): `before` and `after` as snapshot before
 * and after it, paired by UID. Each message holds one calendar object, as Outlook reads only the first of a message
 * ([MS-STANOICAL] 2.2.175): one per meeting on its own a person hears of, and one per series, whose one event is read
 * from `db` as it is when the message is written. Composed in slices of SLICE_MS between which other work runs.
 */
export async function meetingMessages(
  db: Queryable,
  before: readonly MeetingSnapshot[],
  after: readonly MeetingSnapshot[],
  at: Date,
  settings: MeetingMessageSettings,
): Promise<NewMail[]> {
  const snapshotsAfter = new Map(after.map((snapshot) => [snapshot.meeting.uid, snapshot]));
  const turns: MeetingTurn[] = [
    ...before.map((snapshot) => ({ before: snapshot, after: snapshotsAfter.get(snapshot.meeting.uid) ?? null })),
    ...[...snapshotsAfter.values()]
      .filter((snapshot) => !before.some((old) => old.meeting.uid === snapshot.meeting.uid))
      .map((snapshot) => ({ before: null, after: snapshot })),
  ];
  const seriesUids = new Set(turns.flatMap(({ before, after }) => (before ?? after)?.meeting.series?.uid ?? []));
  const series = await seriesNow(db, [...seriesUids], settings.mailFrom);
  const messages: NewMail[] = [];
  let sliceStart = performance.now();
  const written = async (mail: NewMail) => {
    messages.push(mail);
    if (performance.now() - sliceStart < SLICE_MS) return;
    await yieldToOtherWork();
    sliceStart = performance.now();
  };
  for (const [key, { person, items }] of newsByPerson(turns)) {
    for (const item of items) {
      if (item.meeting.series) continue;
      const method = item.news === 'cancelled' ? 'CANCEL' : 'REQUEST';
      await written(
        message(person, [item], { method, subject: { kind: 'meeting', meeting: item.meeting } }, at, settings),
      );
    }
    for (const [uid, now] of series) {
      const told = items.filter((item) => item.meeting.series?.uid === uid);
      const mail = told.length > 0 && seriesMessage(key, person, told, now, at, settings);
      if (mail) await written(mail);
    }
  }
  return messages;
}
