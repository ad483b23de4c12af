import type { MailStatus } from '@scheduler/shared-domain/mail';
import type { Queryable } from '../db/database';

/** A person a message goes to. */
export interface Recipient {
  name: string;
  email: string;
}

/** The iCalendar part of a message (iMIP): its METHOD and its whole text, which says the same METHOD. */
export interface CalendarPart {
  method: 'REQUEST' | 'CANCEL';
  text: string;
}

/** One message to queue: to one person, with a plain-text and an HTML body, and maybe an invitation. */
export interface NewMail {
  recipient: Recipient;
  subject: string;
  text: string;
  html: string;
  calendar?: CalendarPart | undefined;
  /**
   * The id of a secret link (a password link) that the bodies name only by SECRET_LINK_PLACEHOLDER: the sender puts
   * the link in as it sends the message, so the outbox never holds a working one.
   */
  secretLink?: string | undefined;
  /** Whether it carries a one-click List-Unsubscribe (a message about meetings, which a person may turn off). */
  listUnsubscribe?: boolean;
}

/** A message as stored, ids and instants as they are read back. */
export interface OutboxRow {
  id: string;
  message_id: string;
  created_at: Date;
  recipient_name: string;
  recipient_email: string;
  subject: string;
  text_body: string;
  html_body: string;
  calendar: string | null;
  calendar_method: CalendarPart['method'] | null;
  status: MailStatus;
  tries: number;
  retry_until: Date;
  last_answer: string | null;
  sent_at: Date | null;
  secret_link: string | null;
  list_unsubscribe: boolean;
}

export interface MailRepository {
  /** In one statement, due at once: its trigger wakes the senders once, at commit. */
  queue(messages: readonly NewMail[], at: Date, retryUntil: Date, messageIdDomain: string): Promise<void>;
  /**
   * Takes up to `limit` due messages that no other sender holds, counting a try for each and moving it to `leaseUntil`:
   * should this sender die before it marks them, they are due again then.
   */
  claimDue(now: Date, limit: number, leaseUntil: Date): Promise<OutboxRow[]>;
  /** Makes every claimed message and intent due at `now`: on PGlite, at start, when no other sender can hold one. */
  releaseClaims(now: Date): Promise<void>;
  /** In the transaction of a change: what it tells, for a sender to write as messages after the commit. */
  writeIntent(at: Date, before: unknown, afterIds: readonly string[]): Promise<void>;
  /** Takes the oldest intent no other sender holds until `leaseUntil`, as `claimDue` does; null when none is due. */
  claimIntent(now: Date, leaseUntil: Date): Promise<IntentRow | null>;
  /**
   * Of these meetings, each one's snapshot in the `before` of the first intent after `intentId` that has it: the
   * meeting as the next change of it found it.
   */
  laterSnapshots(intentId: string, meetingIds: readonly string[]): Promise<unknown[]>;
  /** Deletes an intent; false when another sender did first. */
  deleteIntent(id: string): Promise<boolean>;
  /** Marks every due message kept without a mail server; answers how many. */
  keepDueUnsent(now: Date, answer: string): Promise<number>;
  markSent(id: string, at: Date, answer: string): Promise<void>;
  /** After a temporary failure: due again at `nextTryAt`. */
  markRetry(id: string, nextTryAt: Date, answer: string): Promise<void>;
  markFailed(id: string, answer: string): Promise<void>;
  /** Up to `limit` messages, newest first, below the id `before`. */
  page(before: string | undefined, limit: number): Promise<OutboxRow[]>;
  find(id: string): Promise<OutboxRow | null>;
  /** Queues a failed or unsent message again, due at `now`, retried until `retryUntil`; false for any other. */
  retry(id: string, now: Date, retryUntil: Date): Promise<boolean>;
  /**
   * Notes a reminder of a meeting, at its start time, to a user; false when it was noted before. Inside a transaction:
   * another one noting the same waits for this one to end, then finds it.
   */
  noteReminder(meetingUid: string, userId: string, startTime: Date): Promise<boolean>;
  /** Drops the notes of meetings that started by `now`: no reminder of them is due any more. */
  forgetStartedReminders(now: Date): Promise<void>;
}

/** A change's intent as stored: its `before` and `after` as written (mail-intents.ts). */
export interface IntentRow {
  id: string;
  at: Date;
  before: unknown;
  /** The ids of the meetings after the change. */
  after: string[];
}

const SELECT_OUTBOX = `select id::text as id, message_id, created_at, recipient_name, recipient_email, subject,
    text_body, html_body, calendar, calendar_method, status, tries, retry_until, last_answer, sent_at,
    password_link as secret_link, list_unsubscribe
  from outbox`;

/** In the order given, so that ids follow it. */
const QUEUE = `insert into outbox (message_id, created_at, next_try_at, retry_until, recipient_name, recipient_email,
    subject, text_body, html_body, calendar, calendar_method, password_link, list_unsubscribe)
  select '<' || gen_random_uuid() || '@' || $3 || '>', $1, $1, $2, m ->> 'name', m ->> 'email', m ->> 'subject',
         m ->> 'text', m ->> 'html', m ->> 'calendar', m ->> 'method', (m ->> 'secretLink')::uuid,
         (m ->> 'listUnsubscribe')::boolean
    from jsonb_array_elements($4::jsonb) with ordinality as queued (m, position)
   order by queued.position`;

export function createMailRepository(db: Queryable): MailRepository {
  return {
    queue: async (messages, at, retryUntil, messageIdDomain) => {
      if (messages.length === 0) return;
      const rows = messages.map(({ recipient, subject, text, html, calendar, secretLink, listUnsubscribe }) => ({
        ...recipient,
        subject,
        text,
        html,
        calendar: calendar?.text ?? null,
        method: calendar?.method ?? null,
        secretLink: secretLink ?? null,
        listUnsubscribe: listUnsubscribe ?? false,
      }));
      await db.query(QUEUE, [at, retryUntil, messageIdDomain, JSON.stringify(rows)]);
    },
    claimDue: (now, limit, leaseUntil) =>
      db.query<OutboxRow>(
        `with due as (
           select id from outbox where status = 'queued' and next_try_at <= $1
            order by next_try_at, id limit $2 for update skip locked)
         update outbox set tries = tries + 1, next_try_at = $3, claimed = true from due where outbox.id = due.id
         returning outbox.id::text as id, message_id, created_at, recipient_name, recipient_email, subject, text_body,
           html_body, calendar, calendar_method, status, tries, retry_until, last_answer, sent_at,
           password_link as secret_link, list_unsubscribe`,
        [now, limit, leaseUntil],
      ),
    releaseClaims: async (now) => {
      await db.query(`update outbox set claimed = false, next_try_at = $1 where claimed and status = 'queued'`, [now]);
      await db.query('update mail_intents set taken_until = $1 where taken_until > $1', [now]);
    },
    writeIntent: async (at, before, afterIds) => {
      await db.query(
        'insert into mail_intents (at, before, after) values ($1, $2::jsonb, $3::jsonb)',
        [at, JSON.stringify(before), JSON.stringify(afterIds)],
        { prepared: 'write-mail-intent' },
      );
    },
    claimIntent: async (now, leaseUntil) =>
      (
        await db.query<IntentRow>(
          `with due as (
             select id from mail_intents where taken_until <= $1 order by id limit 1 for update skip locked)
           update mail_intents set taken_until = $2 from due where mail_intents.id = due.id
           returning mail_intents.id::text as id, at, before, after`,
          [now, leaseUntil],
        )
      )[0] ?? null,
    laterSnapshots: async (intentId, meetingIds) =>
      (
        await db.query<{ snapshot: unknown }>(
          `select distinct on (snapshot -> 'meeting' ->> 'id') snapshot
             from mail_intents cross join lateral jsonb_array_elements(before) as snapshot
            where mail_intents.id > $1 and snapshot -> 'meeting' ->> 'id' = any($2::text[])
            order by snapshot -> 'meeting' ->> 'id', mail_intents.id`,
          [intentId, meetingIds],
        )
      ).map((row) => row.snapshot),
    deleteIntent: async (id) =>
      (await db.query('delete from mail_intents where id = $1 returning id', [id])).length === 1,
    keepDueUnsent: async (now, answer) =>
      (
        await db.query(
          `update outbox set status = 'unsent', last_answer = $2 where status = 'queued' and next_try_at <= $1
            returning id`,
          [now, answer],
        )
      ).length,
    markSent: async (id, at, answer) => {
      await db.query(
        `update outbox set status = 'sent', sent_at = $2, last_answer = $3, claimed = false where id = $1`,
        [id, at, answer],
      );
    },
    markRetry: async (id, nextTryAt, answer) => {
      await db.query('update outbox set next_try_at = $2, last_answer = $3, claimed = false where id = $1', [
        id,
        nextTryAt,
        answer,
      ]);
    },
    markFailed: async (id, answer) => {
      await db.query(`update outbox set status = 'failed', last_answer = $2, claimed = false where id = $1`, [
        id,
        answer,
      ]);
    },
    page: (before, limit) =>
      db.query<OutboxRow>(`${SELECT_OUTBOX} where ($1::bigint is null or id < $1) order by outbox.id desc limit $2`, [
        before ?? null,
        limit,
      ]),
    find: async (id) => (await db.query<OutboxRow>(`${SELECT_OUTBOX} where id = $1`, [id]))[0] ?? null,
    retry: async (id, now, retryUntil) =>
      (
        await db.query(
          `update outbox set status = 'queued', next_try_at = $2, retry_until = $3
            where id = $1 and status in ('failed', 'unsent') returning id`,
          [id, now, retryUntil],
        )
      ).length === 1,
    noteReminder: async (meetingUid, userId, startTime) =>
      (
        await db.query(
          `insert into reminders_sent (meeting_uid, user_id, start_time) values ($1, $2, $3)
             on conflict do nothing returning user_id`,
          [meetingUid, userId, startTime],
        )
      ).length === 1,
    forgetStartedReminders: async (now) => {
      await db.query('delete from reminders_sent where start_time <= $1', [now]);
    },
  };
}
