import type { Meeting } from '@scheduler/shared-domain/meeting';
import type { SeriesScope } from '@scheduler/shared-domain/meeting-series';
import { dayIn } from '@scheduler/shared-domain/zoned-time';
import { useReloadOnChanges } from '@scheduler/shared-ui/use-remote-data';
import { useCallback, useEffect, useState } from 'react';
import { meetingsApi } from '../api/meetings-api';
import { calendarMeetings } from './calendar-data';

export interface CalendarMeetings {
  /** Those of the last range loaded, kept while the next one loads; null before the first answer. */
  meetings: Meeting[] | null;
  /** Whether a range is loading, to show beside the meetings of the last one. */
  loading: boolean;
  failure: unknown;
  setFailure: (failure: unknown) => void;
  /**
   * Moves or resizes a meeting through the server, which checks it as any edit, with `scope` for a meeting of a series;
   * a refusal puts it back.
   */
  move: (meeting: Meeting, start: Date, end: Date, scope?: SeriesScope) => Promise<void>;
  /** Shows a meeting at other instants without saving it (while the user says which meetings of a series move). */
  showAt: (meeting: Meeting, start: Date, end: Date) => void;
  /** Shows a meeting as it was loaded again: a move given up. */
  putBack: (meeting: Meeting) => void;
}

const replaced = (meetings: Meeting[] | null, meeting: Meeting) =>
  meetings?.map((other) => (other._id === meeting._id ? meeting : other)) ?? null;

/** A meeting at other instants, as an update sends it: its date the start's day in `zone`, the zone shown. */
export function movedMeeting(meeting: Meeting, start: Date, end: Date, zone: string): Meeting {
  return { ...meeting, meetingDate: dayIn(start, zone), startTime: start.toISOString(), endTime: end.toISOString() };
}

/**
 * The meetings of the days `from` to `to` (YYYY-MM-DD), loaded again whenever the range changes, and in place when a
 * meeting or team changes; `zone` is the zone shown.
 */
export function useCalendarMeetings(from: string, to: string, zone: string): CalendarMeetings {
  const [meetings, setMeetings] = useState<Meeting[] | null>(null);
  const [answered, setAnswered] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [generation, setGeneration] = useState(0);
  const range = `${from} ${to}`;
  useReloadOnChanges(() => setGeneration((count) => count + 1), ['meeting', 'team']);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation loads the same range again.
  useEffect(() => {
    let current = true;
    calendarMeetings(from, to).then(
      (loaded) => {
        if (!current) return;
        setMeetings(loaded);
        setAnswered(`${from} ${to}`);
      },
      (loadFailure: unknown) => {
        if (!current) return;
        setFailure(loadFailure);
        setAnswered(`${from} ${to}`);
      },
    );
    return () => {
      current = false;
    };
  }, [from, to, generation]);

  const showAt = useCallback(
    (meeting: Meeting, start: Date, end: Date) =>
      setMeetings((list) => replaced(list, movedMeeting(meeting, start, end, zone))),
    [zone],
  );
  const putBack = useCallback((meeting: Meeting) => setMeetings((list) => replaced(list, meeting)), []);

  // Shown at once where it was dropped; the server's answer then carries the new updatedDate for the next move.
  const move = useCallback(
    async (meeting: Meeting, start: Date, end: Date, scope?: SeriesScope) => {
      const moved = movedMeeting(meeting, start, end, zone);
      setFailure(null);
      setMeetings((list) => replaced(list, moved));
      try {
        const saved = await meetingsApi.update({ ...moved, ...(scope && { scope }) });
        // The following meetings of a series moved too: the range is read again to show them where they are.
        if (scope === 'following') setMeetings(await meetingsApi.inRange(from, to));
        else setMeetings((list) => replaced(list, saved));
      } catch (refusal) {
        setMeetings((list) => replaced(list, meeting));
        setFailure(refusal);
      }
    },
    [zone, from, to],
  );

  return { meetings, loading: answered !== range, failure, setFailure, move, showAt, putBack };
}
