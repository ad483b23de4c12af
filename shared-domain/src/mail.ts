// The outbox's wire shapes and texts, shared by the server and the Outbox page.
import { defineMessages, type MessageDescriptor } from '@scheduler/shared-domain/i18n';

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

export const OUTBOX_MESSAGES = {
  messageNotFound: 'Message not found.',
  notRetryable: 'Only a failed message, or one kept as not sent, can be sent again.',
} as const;

/** What a meeting's message tells a person: it is new to them, it changed, it is off for them, or it starts soon. */
export type MeetingNews = 'added' | 'changed' | 'cancelled' | 'reminder';

/**
 * A meeting's message, its subject and lines, in the recipient's language (the `mail` catalogs); `day` and `start` are
 * its day and start as the meeting list writes them in that language.
 */
export const MEETING_MAIL_MESSAGES = defineMessages({
  subjectAdded: { id: 'mail.subjectAdded', defaultMessage: 'Invitation: {team} meeting on {day} at {start}' },
  subjectChanged: { id: 'mail.subjectChanged', defaultMessage: 'Changed: {team} meeting on {day} at {start}' },
  subjectCancelled: { id: 'mail.subjectCancelled', defaultMessage: 'Cancelled: {team} meeting on {day} at {start}' },
  subjectReminder: { id: 'mail.subjectReminder', defaultMessage: 'Reminder: {team} meeting on {day} at {start}' },
  /** The subject of a message about several meetings (of one series): their teams (a list), count and first day. */
  subjectOfManyAdded: {
    id: 'mail.subjectOfManyAdded',
    defaultMessage: 'Invitation: {count, plural, one {# {teams} meeting} other {# {teams} meetings}} from {day}',
  },
  subjectOfManyChanged: {
    id: 'mail.subjectOfManyChanged',
    defaultMessage: 'Changed: {count, plural, one {# {teams} meeting} other {# {teams} meetings}} from {day}',
  },
  subjectOfManyCancelled: {
    id: 'mail.subjectOfManyCancelled',
    defaultMessage: 'Cancelled: {count, plural, one {# {teams} meeting} other {# {teams} meetings}} from {day}',
  },
  subjectOfManyReminder: {
    id: 'mail.subjectOfManyReminder',
    defaultMessage: 'Reminder: {count, plural, one {# {teams} meeting} other {# {teams} meetings}} from {day}',
  },
  headingAdded: { id: 'mail.headingAdded', defaultMessage: 'You are invited to this meeting.' },
  headingChanged: { id: 'mail.headingChanged', defaultMessage: 'This meeting changed.' },
  headingCancelled: { id: 'mail.headingCancelled', defaultMessage: 'This meeting is cancelled for you.' },
  headingReminder: { id: 'mail.headingReminder', defaultMessage: 'This meeting starts soon.' },
  headingOfManyAdded: {
    id: 'mail.headingOfManyAdded',
    defaultMessage: 'You are invited to {count, plural, one {this meeting} other {these # meetings}}.',
  },
  headingOfManyChanged: {
    id: 'mail.headingOfManyChanged',
    defaultMessage: '{count, plural, one {This meeting} other {These # meetings}} changed.',
  },
  headingOfManyCancelled: {
    id: 'mail.headingOfManyCancelled',
    defaultMessage: '{count, plural, one {This meeting is} other {These # meetings are}} cancelled for you.',
  },
  headingOfManyReminder: {
    id: 'mail.headingOfManyReminder',
    defaultMessage: '{count, plural, one {This meeting starts} other {These # meetings start}} soon.',
  },
  team: { id: 'mail.team', defaultMessage: 'Team' },
  venue: { id: 'mail.venue', defaultMessage: 'Venue' },
  map: { id: 'mail.map', defaultMessage: 'Map' },
  day: { id: 'mail.day', defaultMessage: 'Day' },
  time: { id: 'mail.time', defaultMessage: 'Time' },
  /** After an end time on the day after the start's. */
  nextDay: { id: 'mail.nextDay', defaultMessage: 'the next day' },
  comments: { id: 'mail.comments', defaultMessage: 'Comments' },
  meetingLink: { id: 'mail.meetingLink', defaultMessage: 'Meeting link' },
  open: { id: 'mail.open', defaultMessage: 'In the scheduler' },
  /** The last lines of every message about meetings: where the reader turns such mail off. */
  preferences: { id: 'mail.preferences', defaultMessage: 'To choose what the scheduler emails you:' },
});

/** Each news's subject, heading, and their forms for several meetings. */
export const MEETING_NEWS_MESSAGES = {
  added: {
    subject: MEETING_MAIL_MESSAGES.subjectAdded,
    subjectOfMany: MEETING_MAIL_MESSAGES.subjectOfManyAdded,
    heading: MEETING_MAIL_MESSAGES.headingAdded,
    headingOfMany: MEETING_MAIL_MESSAGES.headingOfManyAdded,
  },
  changed: {
    subject: MEETING_MAIL_MESSAGES.subjectChanged,
    subjectOfMany: MEETING_MAIL_MESSAGES.subjectOfManyChanged,
    heading: MEETING_MAIL_MESSAGES.headingChanged,
    headingOfMany: MEETING_MAIL_MESSAGES.headingOfManyChanged,
  },
  cancelled: {
    subject: MEETING_MAIL_MESSAGES.subjectCancelled,
    subjectOfMany: MEETING_MAIL_MESSAGES.subjectOfManyCancelled,
    heading: MEETING_MAIL_MESSAGES.headingCancelled,
    headingOfMany: MEETING_MAIL_MESSAGES.headingOfManyCancelled,
  },
  reminder: {
    subject: MEETING_MAIL_MESSAGES.subjectReminder,
    subjectOfMany: MEETING_MAIL_MESSAGES.subjectOfManyReminder,
    heading: MEETING_MAIL_MESSAGES.headingReminder,
    headingOfMany: MEETING_MAIL_MESSAGES.headingOfManyReminder,
  },
} satisfies Record<MeetingNews, Record<string, MessageDescriptor>>;

/** The answers of a message's one-click unsubscribe link (RFC 8058). */
export const UNSUBSCRIBE_TEXTS = {
  done: 'You will get no more invitations, changes, cancellations or reminders of meetings by email. Turn them on again under Email notifications on your page.',
  invalidLink: 'This unsubscribe link is not valid.',
} as const;

/** The Outbox page's texts. */
export const OUTBOX_TEXTS = {
  title: 'Outbox',
  caption: 'Every message the server sends, newest first.',
  empty: 'No messages to display',
  loading: 'Loading messages...',
  queued: 'When',
  recipient: 'To',
  subject: 'Subject',
  status: 'Status',
  tries: 'Tries',
  lastAnswer: "Mail server's last answer",
  view: 'View',
  retry: 'Retry',
  more: 'More',
  retried: 'Queued again.',
  bodyHeading: 'Message',
  textPart: 'Text',
  calendarPart: 'Calendar invitation',
  close: 'Close',
} as const;

/** How the Outbox page names each status. */
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  unsent: 'Not sent',
};
