import type { FeedMeeting } from '../calendar/calendar-queries';
import type { SeriesEvent } from '../calendar/calendar-repository';
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

/** A series' event as JSON holds it: instants as ISO text. */
type StoredSeries = Omit<SeriesEvent, 'occurrenceStarts' | 'firstEnd' | 'eventChangedAt'> & {
  occurrenceStarts: string[];
  firstEnd: string;
  eventChangedAt: string;
};

/** A snapshot as JSON holds it: instants as ISO text, people as entries. */
interface StoredSnapshot {
  meeting: Omit<FeedMeeting, Instant | 'series' | 'recurrenceStart'> &
    Record<Instant, string> & { series: StoredSeries | null; recurrenceStart: string | null };
  people: [string, Recipient][];
}

const revivedSeries = (series: StoredSeries | null): SeriesEvent | null =>
  series && {
    ...series,
    occurrenceStarts: series.occurrenceStarts.map((start) => new Date(start)),
    firstEnd: new Date(series.firstEnd),
    eventChangedAt: new Date(series.eventChangedAt),
  };

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
      series: revivedSeries(meeting.series),
      recurrenceStart: meeting.recurrenceStart === null ? null : new Date(meeting.recurrenceStart),
    },
    people: new Map(people),
  }));
