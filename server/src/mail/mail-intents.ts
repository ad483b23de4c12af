import { type FeedMeetingJson, revivedFeedMeeting } from '../calendar/calendar-queries';
import type { Recipient } from './mail-repository';
import type { MeetingSnapshot } from './meeting-mail';

// What a change of meetings tells, as its transaction writes it (migration 025): the meetings and who saw them before
// and after it. A sender turns it into messages after the commit (./mail-sender.ts), from these snapshots alone, so
// the messages say what the change did whatever happened since.

/** A snapshot as JSON holds it: the meeting's event as the calendar writes it, people as entries. */
interface StoredSnapshot {
  meeting: FeedMeetingJson;
  people: [string, Recipient][];
}

/** The snapshots as JSON can hold them. */
export const storedSnapshots = (snapshots: readonly MeetingSnapshot[]) =>
  snapshots.map(({ meeting, people }) => ({ meeting, people: [...people] }));

/** The snapshots back from their JSON. */
export const revivedSnapshots = (stored: unknown): MeetingSnapshot[] =>
  (stored as StoredSnapshot[]).map(({ meeting, people }) => ({
    meeting: revivedFeedMeeting(meeting),
    people: new Map(people),
  }));
