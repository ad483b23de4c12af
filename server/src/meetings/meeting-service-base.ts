import { message } from '@scheduler/shared-domain/i18n';
import { MEETING_ANSWER_MESSAGES } from '@scheduler/shared-domain/meeting-messages';
import type { Database } from '../db/database';
import type { Clock } from '../db/database-plugin';
import { HttpError } from '../http/http-error';
import type { MeetingMailSettings } from '../mail/mail-queries';
import type { StoredUser } from '../users/user-wire';

/** What the meeting service and its series service are built from. */
export interface MeetingServiceDeps {
  db: Database;
  now: Clock;
  /** TIME_ZONE: the zone conflict messages are written in, and the days of a range are read in. */
  timeZone: string;
  /** What the messages to a meeting's people are written with; none are sent without (the demo data's seeding). */
  mail?: MeetingMailSettings;
}

export const meetingNotFound = () => new HttpError(404, message(MEETING_ANSWER_MESSAGES.notFound));

/** The SQL states of a meeting write the database refused: a clash, or a team or venue deleted under it. */
export const EXCLUSION_VIOLATION = '23P01';
export const FOREIGN_KEY_VIOLATION = '23503';

/** The zone a request wants its messages' times in (http/reader-zone.ts); TIME_ZONE when left out. */
export interface ReaderZone {
  readerZone?: string | undefined;
}

/** Who changes a meeting: its role and teams decide what it may change, its username is what the change record names. */
export type MeetingCaller = Pick<StoredUser, 'id' | 'role' | 'username'>;
