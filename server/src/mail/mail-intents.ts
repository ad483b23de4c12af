import { isLanguage, SOURCE_LANGUAGE } from '@scheduler/shared-domain/languages';
import { type FeedMeetingJson, revivedFeedMeeting } from '../calendar-feeds/calendar-feed-queries';
import type { Queryable } from '../db/database';
import { createMailRepository, type IntentRow, type Recipient } from './mail-repository';
import { type MeetingSnapshot, meetingsNow } from './meeting-mail';
import type { Reader } from './meeting-message';

// What a change of meetings tells, as its transaction writes it (migrations 025 and 026): the meetings and who saw them
// before it, and the ids of the meetings after it, whose look-up a sender makes after the commit (./mail-sender.ts).
// So the messages say what each change did whatever happened since: what a change replaced is in its snapshots, and
// what it left is in the snapshots of the next change of the same meetings, or is still there.

/**
 * A snapshot as JSON holds it: the meeting's event as the calendar writes it, people as entries; a person written
 * before mail had languages has none, and reads English.
 */
interface StoredSnapshot {
  meeting: FeedMeetingJson;
  people: [string, Recipient & { language?: string }][];
}

/** The snapshots as JSON can hold them. */
export const storedSnapshots = (snapshots: readonly MeetingSnapshot[]) =>
  snapshots.map(({ meeting, people }) => ({ meeting, people: [...people] }));

/**
 * The meetings after an intent's change, with who sees them: as the next change of each found them when one was made
 * since (its intent keeps them), otherwise as they are now.
 */
export async function meetingsAfter(db: Queryable, intent: IntentRow, mailFrom: string): Promise<MeetingSnapshot[]> {
  if (intent.after.length === 0) return [];
  const later = revivedSnapshots(await createMailRepository(db).laterSnapshots(intent.id, intent.after));
  const changedSince = new Set(later.map((snapshot) => snapshot.meeting.id));
  return [
    ...later,
    ...(await meetingsNow(
      db,
      intent.after.filter((id) => !changedSince.has(id)),
      mailFrom,
    )),
  ];
}

/** The snapshots back from their JSON. */
export const revivedSnapshots = (stored: unknown): MeetingSnapshot[] =>
  (stored as StoredSnapshot[]).map(({ meeting, people }) => ({
    meeting: revivedFeedMeeting(meeting),
    people: new Map(
      people.map(([key, person]): [string, Reader] => [
        key,
        { ...person, language: isLanguage(person.language) ? person.language : SOURCE_LANGUAGE },
      ]),
    ),
  }));
