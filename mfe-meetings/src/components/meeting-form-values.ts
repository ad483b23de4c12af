import type { SeriesFrequency } from '@scheduler/shared-domain/meeting-series';
import type { TimeValue } from '@scheduler/shared-ui/time-picker-model';

/** What the Add Meeting form holds for a series: 'never' leaves the SPEC form as it is. */
export interface SeriesValues {
  repeats: 'never' | SeriesFrequency;
  until: string;
  count: string;
}

/** What the meeting form holds, shared by the form and its series fields. */
export interface MeetingFormValues extends SeriesValues {
  _id: string;
  team: string;
  venue: string;
  meetingDate: string;
  start: TimeValue | null;
  end: TimeValue | null;
  comments: string;
  /** On edit of a meeting of a series: the label of the scope chosen. */
  scope: string;
}
