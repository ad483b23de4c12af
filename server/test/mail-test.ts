import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

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
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A sender's pool keeps its connections open: closing does not wait for them.
    closeTimeout: 10,
    onRcptTo: (_address, _session, callback) => {
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData: (stream, _session, callback) => {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          for (const check of waiting) check();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
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
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
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
