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

/** Queues the messages of one meeting's add, change or delete (./meeting-mail.ts), inside its transaction. */
export async function queueMeetingMail(
  tx: Queryable,
  turn: MeetingTurn,
  at: Date,
  settings: MeetingMailSettings,
): Promise<void> {
  await queueMail(tx, await meetingMessages(tx, turn, at, settings), { at, from: settings.mailFrom });
}
