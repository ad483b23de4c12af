// The outbox's wire shapes and texts, shared by the server and the Outbox page.

/** Where a message is: waiting for its (next) try, accepted by the mail server, given up, or kept without a server. */
export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'unsent'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The last answer of a message kept while SMTP_URL is unset. */
export const NO_MAIL_SERVER_ANSWER = 'not sent: no mail server is configured';

/** One message of the outbox, as `GET /api/mail/outbox` lists it. */
export interface OutboxMessage {
  /** Decimal text (a bigint). */
  id: string;
  messageId: string;
  /** ISO 8601 instant. */
  createdAt: string;
  recipient: { name: string; email: string };
  subject: string;
  status: MailStatus;
  tries: number;
  lastAnswer: string | null;
  /** ISO 8601 instant, or null until the mail server accepted it. */
  sentAt: string | null;
}

/** A page of messages, newest first; `next` is passed back as `before` for the page after, null at the end. */
export interface OutboxPage {
  items: OutboxMessage[];
  next: string | null;
}

/** One message whole, as `GET /api/mail/outbox/:id` answers it for its body to be read. */
export interface OutboxMessageBody extends OutboxMessage {
  text: string;
  html: string;
  calendar: string | null;
}

/** Messages on one page of the Outbox. */
export const OUTBOX_PAGE_SIZE = 50;

/** What a meeting's message tells a person: it is new to them, it changed, it is off for them, or it starts soon. */
export type MeetingNews = 'added' | 'changed' | 'cancelled' | 'reminder';
