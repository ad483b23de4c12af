import type { FeedMeeting } from '../calendar/calendar-queries';
import type { Queryable } from '../db/database';
import { createMailRepository, type NewMail } from './mail-repository';
import { type MeetingMailSettings, type MeetingTurn, meetingMessages } from './meeting-mail';

export type { MeetingMailSettings, NewMail };

/** How long temporary failures of a message are retried. */
export const RETRY_FOR_MS = 24 * 60 * 60_000;

/** Where a message-ID's right half comes from: MAIL_FROM's domain. */
export const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1);

/**
 * What other resources do with the outbox: queue the messages of a change inside the change's own transaction, so a
 * change that rolls back sends nothing. The sender takes them after the commit.
 */
export const queueMail = (tx: Queryable, messages: readonly NewMail[], { at, from }: { at: Date; from: string }) =>
  createMailRepository(tx).queue(messages, at, new Date(at.getTime() + RETRY_FOR_MS), domainOf(from));

/**
 * Queues the messages of one operation on meetings (./meeting-mail.ts), inside its transaction: `before`, the
 * meetings it touched as their events showed them before it, and `after`, as they are now; paired by UID.
 */
export async function queueMeetingMail(
  tx: Queryable,
  { before, after }: { before: readonly FeedMeeting[]; after: readonly FeedMeeting[] },
  at: Date,
  settings: MeetingMailSettings,
): Promise<void> {
  const afterByUid = new Map(after.map((meeting) => [meeting.uid, meeting]));
  const turns: MeetingTurn[] = [
    ...before.map((meeting) => ({ before: meeting, after: afterByUid.get(meeting.uid) ?? null })),
    ...after
      .filter((meeting) => !before.some((old) => old.uid === meeting.uid))
      .map((meeting) => ({ before: null, after: meeting })),
  ];
  await queueMail(tx, await meetingMessages(tx, turns, at, settings), { at, from: settings.mailFrom });
}
