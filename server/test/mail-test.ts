import ICAL from 'ical.js';
import { type ParsedMail, simpleParser } from 'mailparser';
import { startMailServer } from '../../tooling/processes/mail-server.mjs';
import type { Queryable } from '../src/db/database';
import { createMailRepository, type OutboxRow } from '../src/mail/mail-repository';

/** The mail settings of the tests of meetings' messages: a group in Warsaw, mail from and links to its own host. */
export const MEETING_MAIL_SETTINGS = {
  mailFrom: 'scheduler@group.test',
  publicUrl: 'https://scheduler.group.test',
  timeZone: 'Europe/Warsaw',
};

/** An SMTP answer the test server gives to a recipient instead of accepting it. */
export type Refusal = { code: number; message: string } | undefined;

export interface TestMailServer {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Every message accepted so far, parsed, in order of arrival. */
  received: ParsedMail[];
  /** Answers each recipient with this refusal until set back to undefined. */
  refuse(refusal: Refusal): void;
  /** Resolves once `count` messages have arrived; fails after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback (plain, no sign-in), whose messages are parsed by mailparser as they arrive. */
export async function startTestMailServer(): Promise<TestMailServer> {
  const received: ParsedMail[] = [];
  const waiting = new Set<() => void>();
  let refusal: Refusal;
  const server = await startMailServer({
    refusal: () => refusal,
    onMessage: async (stream) => {
      received.push(await simpleParser(stream));
      for (const check of waiting) check();
    },
  });
  return {
    url: server.url,
    received,
    refuse: (next) => {
      refusal = next;
    },
    waitFor: (count, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`${received.length} of ${count} messages arrived`));
        }, timeoutMs);
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(received);
        };
        waiting.add(check);
        check();
      }),
    close: server.close,
  };
}

/**
 * The outbox, oldest first, once the server's sender has written the messages of every change committed so far (a
 * change writes its intent; the messages follow after the commit).
 */
export async function outboxOnceWritten(db: Queryable): Promise<OutboxRow[]> {
  for (let round = 0; round < 500; round++) {
    if ((await db.query('select 1 from mail_intents limit 1')).length === 0) {
      return (await createMailRepository(db).page(undefined, 1000)).reverse();
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the sender never wrote the messages of the changes');
}

/** An invitation's iCalendar text, read as a calendar app reads it: its METHOD and each event. */
export function parseInvitations(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    method: calendar.getFirstPropertyValue('method'),
    events: calendar.getAllSubcomponents('vevent').map((event) => ({
      uid: event.getFirstPropertyValue('uid'),
      sequence: event.getFirstPropertyValue('sequence'),
      status: event.getFirstPropertyValue('status'),
      organizer: String(event.getFirstPropertyValue('organizer')).toLowerCase(),
      attendees: event.getAllProperties('attendee').map((attendee) => String(attendee.getFirstValue()).toLowerCase()),
      start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
      recurrenceId: event.hasProperty('recurrence-id')
        ? (event.getFirstPropertyValue('recurrence-id') as ICAL.Time).toJSDate().toISOString()
        : null,
      rule: event.hasProperty('rrule') ? String(event.getFirstPropertyValue('rrule')) : null,
    })),
  };
}

/** The same, for a message about one meeting. */
export function parseInvitation(text: string) {
  const { method, events } = parseInvitations(text);
  const [event] = events;
  if (!event || events.length !== 1) throw new Error(`expected one VEVENT, found ${events.length}`);
  return { method, ...event };
}
