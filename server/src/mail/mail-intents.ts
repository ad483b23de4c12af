import type { FeedMeeting } from '../calendar/calendar-queries';
import type { Recipient } from './mail-repository';
import type { MeetingSnapshot } from './meeting-mail';

/**
 * What a change of meetings tells, as its transaction writes it (migration 025): the meetings and who saw them before
 * and after it. A sender turns it into messages after the commit (./mail-sender.ts), from these snapshots alone, so
 * the messages say what the change did whatever happened since.
 */
export interface MeetingIntent {
  before: readonly MeetingSnapshot[];
  after: readonly MeetingSnapshot[];
}

type Instant = 'startTime' | 'endTime' | 'eventChangedAt';

/** A snapshot as JSON holds it: instants as ISO text, people as entries. */
interface StoredSnapshot {
  meeting: Omit<FeedMeeting, Instant> & Record<Instant, string>;
  people: [string, Recipient][];
}

/** The snapshots as JSON can hold them. */
export const storedSnapshots = (snapshots: readonly MeetingSnapshot[]) =>
  snapshots.map(({ meeting, people }) => ({ meeting, people: [...people] }));

/** The snapshots back from their JSON. */
export const revivedSnapshots = (stored: unknown): MeetingSnapshot[] =>
  (stored as StoredSnapshot[]).map(({ meeting, people }) => ({
    meeting: {
      ...meeting,
      startTime: new Date(meeting.startTime),
      endTime: new Date(meeting.endTime),
      eventChangedAt: new Date(meeting.eventChangedAt),
    },
    people: new Map(people),
  }));
