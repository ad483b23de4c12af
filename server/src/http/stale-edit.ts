import { message } from '@scheduler/shared-domain/i18n';
import { type EditedRecordKind, SERVER_MESSAGES } from '@scheduler/shared-domain/server-messages';
import { STALE_EDIT_CODE } from '@scheduler/shared-domain/stale-edit';
import { DateTime } from 'luxon';
import { HttpError } from './http-error';

/** A record as an update finds it, locked against other updates until the transaction ends. */
export interface EditedRecord {
  kind: EditedRecordKind;
  /** The venue or team name, the meeting id, or the username, as stored. */
  key: string;
  updatedDate: Date;
}

/**
 * The one rule of concurrent edits: an update carries the `updatedDate` of the copy it started from, and one made
 * from a copy older than the stored record is refused with 409, naming the record, before anything is written. Call
 * it inside the write's transaction, after the lock that orders updates of the record, so that of two saves from one
 * copy exactly one succeeds. Compared to the millisecond, the precision the wire carries. An instant without an
 * offset is read in `zone` (a meeting form's local times are in TIME_ZONE).
 */
export function refuseStaleEdit(stored: EditedRecord, sentUpdatedDate: string, zone = 'UTC'): void {
  const sent = DateTime.fromISO(sentUpdatedDate, { zone }).toMillis();
  if (sent !== stored.updatedDate.getTime())
    throw new HttpError(
      409,
      message(SERVER_MESSAGES.staleEdit, { kind: stored.kind, key: stored.key }),
      undefined,
      STALE_EDIT_CODE,
    );
}

/** The updated date of a write replacing `stored`: strictly later, so a client still holding that version is told. */
export function nextUpdatedDate(nowMs: number, stored: Pick<EditedRecord, 'updatedDate'>): Date {
  return new Date(Math.max(nowMs, stored.updatedDate.getTime() + 1));
}
