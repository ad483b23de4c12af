import type { Meeting } from '@scheduler/shared-domain/meeting';
import type { SeriesScope } from '@scheduler/shared-domain/meeting-series';
import { dayIn } from '@scheduler/shared-domain/zoned-time';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { useCallback, useState } from 'react';
import { meetingsApi } from '../api/meetings-api';
import { CALENDAR_MEETINGS_KINDS, calendarMeetingsKey } from './calendar-data';

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

const replaced = (meeting: Meeting) => (meetings: Meeting[] | null) =>
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
  const remote = useRemoteData(
    () => meetingsApi.inRange(from, to),
    CALENDAR_MEETINGS_KINDS,
    calendarMeetingsKey(from, to),
  );
  // A refused move or delete stays in the alert until the next one, whatever loads meanwhile.
  const [refusal, setRefusal] = useState<unknown>(null);
  const { setData } = remote;

  const showAt = useCallback(
    (meeting: Meeting, start: Date, end: Date) => setData(replaced(movedMeeting(meeting, start, end, zone))),
    [zone, setData],
  );
  const putBack = useCallback((meeting: Meeting) => setData(replaced(meeting)), [setData]);

  // Shown at once where it was dropped; the server's answer then carries the new updatedDate for the next move.
  const move = useCallback(
    async (meeting: Meeting, start: Date, end: Date, scope?: SeriesScope) => {
      const moved = movedMeeting(meeting, start, end, zone);
      setRefusal(null);
      setData(replaced(moved));
      try {
        const saved = await meetingsApi.update({ ...moved, ...(scope && { scope }) });
        // The following meetings of a series moved too: the range is read again to show them where they are.
        if (scope === 'following') {
          const meetings = await meetingsApi.inRange(from, to);
          setData(() => meetings);
        } else setData(replaced(saved));
      } catch (failure) {
        setData(replaced(meeting));
        setRefusal(failure);
      }
    },
    [zone, from, to, setData],
  );

  return {
    meetings: remote.data,
    loading: remote.loading,
    failure: refusal ?? remote.failure,
    setFailure: setRefusal,
    move,
    showAt,
    putBack,
  };
}
