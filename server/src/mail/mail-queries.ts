import type { Language } from '@scheduler/shared-domain/i18n';
import { findPlaceFeedMeetings } from '../calendar-feeds/calendar-feed-queries';
import type { Queryable } from '../db/database';
import { escapeHtml } from './mail-html';
import { storedSnapshots } from './mail-intents';
import { createMailRepository, type NewMail, type Recipient } from './mail-repository';
import { type MeetingSnapshot, meetingsNow, snapshotMeetings } from './meeting-mail';
import type { MeetingMailSettings } from './meeting-message';

export type { MeetingMailSettings };

/** How long temporary failures of a message are retried. */
export const RETRY_FOR_MS = 24 * 60 * 60_000;

/** Where a message-ID's right half comes from: MAIL_FROM's domain. */
const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1);

/**
 * What other resources do with the outbox: queue the messages of a change inside the change's own transaction, so a
 * change that rolls back sends nothing. The sender takes them after the commit.
 */
export const queueMail = (tx: Queryable, messages: readonly NewMail[], { at, from }: { at: Date; from: string }) =>
  createMailRepository(tx).queue(messages, at, new Date(at.getTime() + RETRY_FOR_MS), domainOf(from));

/**
 * What a message's bodies hold in place of a secret link's token (NewMail.secretLink): the outbox shows this, and the
 * sender puts the token in as it sends the message.
 */
export const SECRET_LINK_PLACEHOLDER = '(added-when-sent)';

/** A message of paragraphs in `language`, in text and HTML; a paragraph that is a web address is a link. */
export function paragraphsMail(
  recipient: Recipient,
  subject: string,
  paragraphs: readonly string[],
  language: Language,
): NewMail {
  const html = paragraphs.map((paragraph) => {
    const shown = escapeHtml(paragraph);
    return /^https?:\/\/\S+$/.test(paragraph) ? `<p><a href="${shown}">${shown}</a></p>` : `<p>${shown}</p>`;
  });
  return {
    recipient,
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html><html lang="${language}"><body>${html.join('')}</body></html>`,
  };
}

/**
 * How another resource tells the people of the meetings an operation touches (./meeting-mail.ts), in its
 * transaction: `before` snapshots the meetings (their events and who sees them) before the write, and `tell` writes
 * them with the ids of the meetings after it as the operation's intent. A sender reads those meetings and who sees
 * them after the commit and turns the intent into messages, so an add pays for one row. Nothing without mail
 * settings (seeding).
 */
export function meetingMail(settings: MeetingMailSettings | undefined) {
  const tell = async (tx: Queryable, before: readonly MeetingSnapshot[], afterIds: readonly string[], at: Date) => {
    if (!settings) return;
    // Nobody to tell: no intent.
    if (afterIds.length === 0 && before.every((snapshot) => snapshot.people.size === 0)) return;
    await createMailRepository(tx).writeIntent(at, storedSnapshots(before), afterIds);
  };
  return {
    /** By the meetings' ids, whatever their case. */
    before: async (tx: Queryable, ids: readonly string[]) => (settings ? meetingsNow(tx, ids, settings.mailFrom) : []),
    /** The meetings of a team or venue that start at `since` or later. */
    beforeAt: async (tx: Queryable, place: { kind: 'team' | 'venue'; name: string }, since: Date) =>
      settings ? snapshotMeetings(tx, await findPlaceFeedMeetings(tx, place, since), settings.mailFrom) : [],
    tell,
    /** The same meetings as they are now: after a change of their team or venue. */
    retell: (tx: Queryable, before: readonly MeetingSnapshot[], at: Date) =>
      tell(
        tx,
        before,
        before.map((snapshot) => snapshot.meeting.id),
        at,
      ),
  };
}
