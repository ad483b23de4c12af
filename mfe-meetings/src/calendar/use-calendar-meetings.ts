import type { Meeting } from '@scheduler/shared-domain/meeting';
import { DateTime } from 'luxon';
import { useCallback, useEffect, useState } from 'react';
import { meetingsApi } from '../api/meetings-api';

export interface CalendarMeetings {
  /** Those of the last range loaded; null before the first answer. */
  meetings: Meeting[] | null;
  failure: unknown;
  setFailure: (failure: unknown) => void;
  /** Moves or resizes a meeting through the server, which checks it as any edit; a refusal puts it back. */
  move: (meeting: Meeting, start: Date, end: Date) => Promise<void>;
}

const replaced = (meetings: Meeting[] | null, meeting: Meeting) =>
  meetings?.map((other) => (other._id === meeting._id ? meeting : other)) ?? null;

/** A meeting at another time, as an update sends it: the date and times in the browser's zone. */
export function movedMeeting(meeting: Meeting, start: Date, end: Date): Meeting {
  const startTime = DateTime.fromJSDate(start);
  return {
    ...meeting,
    meetingDate: startTime.toISODate() ?? '',
    startTime: startTime.toISO() ?? '',
    endTime: DateTime.fromJSDate(end).toISO() ?? '',
  };
}

/** The meetings of the days `from` to `to` (YYYY-MM-DD), loaded again whenever the range changes. */
export function useCalendarMeetings(from: string, to: string): CalendarMeetings {
  const [meetings, setMeetings] = useState<Meeting[] | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    let current = true;
    meetingsApi.inRange(from, to).then(
      (loaded) => current && setMeetings(loaded),
      (loadFailure: unknown) => current && setFailure(loadFailure),
    );
    return () => {
      current = false;
    };
  }, [from, to]);

  // Shown at once where it was dropped; the server's answer then carries the new updatedDate for the next move.
  const move = useCallback(async (meeting: Meeting, start: Date, end: Date) => {
    const moved = movedMeeting(meeting, start, end);
    setFailure(null);
    setMeetings((list) => replaced(list, moved));
    try {
      const saved = await meetingsApi.update(moved);
      setMeetings((list) => replaced(list, saved));
    } catch (refusal) {
      setMeetings((list) => replaced(list, meeting));
      setFailure(refusal);
    }
  }, []);

  return { meetings, failure, setFailure, move };
}
