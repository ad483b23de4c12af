import { REMINDER_LEAD_MS } from '@scheduler/shared-domain/mail-preferences';
import { findFeedMeetingsStarting } from '../calendar-feeds/calendar-feed-queries';
import type { Database, Queryable } from '../db/database';
import type { Clock } from '../db/database-plugin';
import { queueMail } from './mail-queries';
import { createMailRepository, type NewMail } from './mail-repository';
import { meetingPeopleFinder } from './meeting-mail';
import { type MeetingMailSettings, meetingMail } from './meeting-message';

/** The longest reminder: no meeting starting later than this can have one due. */
const LONGEST_LEAD_MS = Math.max(...Object.values(REMINDER_LEAD_MS));

/** A reminder due now: to whom, of which meeting. */
interface DueReminder {
  userId: string;
  mail: NewMail;
  meetingUid: string;
  startTime: Date;
}

async function dueReminders(tx: Queryable, at: Date, settings: MeetingMailSettings): Promise<DueReminder[]> {
  const meetings = await findFeedMeetingsStarting(tx, at, new Date(at.getTime() + LONGEST_LEAD_MS));
  const peopleOf = meetingPeopleFinder(tx, settings.mailFrom);
  const due: DueReminder[] = [];
  for (const meeting of meetings) {
    for (const { recipient, user } of (await peopleOf(meeting)).values()) {
      const { reminder, mailChanges } = user.mailPreferences;
      // Whoever turned off mail about meetings (on their page, or with a message's unsubscribe) gets no reminder either.
      if (!mailChanges || reminder === 'none') continue;
      if (meeting.startTime.getTime() - REMINDER_LEAD_MS[reminder] > at.getTime()) continue;
      due.push({
        userId: user.id,
        meetingUid: meeting.uid,
        startTime: meeting.startTime,
        mail: meetingMail(recipient, 'reminder', [meeting], settings),
      });
    }
  }
  return due;
}

/**
 * Queues the reminders due at `now` and not sent yet: for each meeting that has not started, to each person who hears
 * of it (./meeting-mail.ts), with mail about meetings on, whose chosen lead time has come. Each is noted with the meeting's start time in the same
 * transaction as its message, so it goes once, again only when the meeting moved, and never twice when several
 * processes look at once (the second waits on the first's note, then finds it). A deleted or started meeting is not
 * found, so it gets none; one that came due while the server was down goes at the next look. Answers how many.
 */
export function remindDue(deps: { db: Database; now: Clock; settings: MeetingMailSettings }): Promise<number> {
  const { db, now, settings } = deps;
  return db.transaction(async (tx) => {
    const at = new Date(now());
    const outbox = createMailRepository(tx);
    await outbox.forgetStartedReminders(at);
    const queued: NewMail[] = [];
    for (const { meetingUid, userId, startTime, mail } of await dueReminders(tx, at, settings)) {
      if (await outbox.noteReminder(meetingUid, userId, startTime)) queued.push(mail);
    }
    await queueMail(tx, queued, { at, from: settings.mailFrom });
    return queued.length;
  });
}
