/**
 * The messages the server emails, in their reader's language: the `mail` catalogs. Apart from ./mail.ts, which the
 * Outbox page reads, so that no browser bundle carries them.
 */
import { defineMessages, type MessageDescriptor } from '@scheduler/shared-domain/i18n';
import type { MeetingNews } from './mail';
import type { PasswordLinkPurpose } from './password-links';

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

/** The messages that carry a password link, each saying where it comes from and who asked. */
export const PASSWORD_LINK_MAIL_MESSAGES = defineMessages({
  resetSubject: { id: 'mail.passwordResetSubject', defaultMessage: '{product}: Reset your password' },
  setSubject: { id: 'mail.passwordSetSubject', defaultMessage: '{product}: Set your password' },
  resetBody: {
    id: 'mail.passwordResetBody',
    defaultMessage:
      'Someone asked to reset the password of your account in {product} ({publicUrl}), where the group {group} schedules its meetings. If it was you, open this link to set a new one:',
  },
  welcomeBody: {
    id: 'mail.passwordWelcomeBody',
    defaultMessage:
      '{askedBy} made an account for you in {product} ({publicUrl}), where the group {group} schedules its meetings. Open this link to set its password:',
  },
  unlinkBody: {
    id: 'mail.passwordUnlinkBody',
    defaultMessage:
      "{askedBy} moved your account in {product} ({publicUrl}), where the group {group} schedules its meetings from the institute's sign-in to a password of its own. Open this link to set it:",
  },
  resetLifetime: {
    id: 'mail.passwordResetLifetime',
    defaultMessage: 'The link works once, for 60 minutes. If you did not ask for it, ignore this message.',
  },
  welcomeLifetime: { id: 'mail.passwordWelcomeLifetime', defaultMessage: 'The link works once, for 7 days.' },
  unlinkLifetime: {
    id: 'mail.passwordUnlinkLifetime',
    defaultMessage: 'The link works once, for 7 days. Until then, you cannot sign in.',
  },
  username: { id: 'mail.passwordUsername', defaultMessage: 'Your username: {username}' },
});

/** Each purpose's subject, first paragraph and how long its link works. */
export const PASSWORD_LINK_PURPOSE_MESSAGES = {
  reset: {
    subject: PASSWORD_LINK_MAIL_MESSAGES.resetSubject,
    body: PASSWORD_LINK_MAIL_MESSAGES.resetBody,
    lifetime: PASSWORD_LINK_MAIL_MESSAGES.resetLifetime,
  },
  welcome: {
    subject: PASSWORD_LINK_MAIL_MESSAGES.setSubject,
    body: PASSWORD_LINK_MAIL_MESSAGES.welcomeBody,
    lifetime: PASSWORD_LINK_MAIL_MESSAGES.welcomeLifetime,
  },
  unlink: {
    subject: PASSWORD_LINK_MAIL_MESSAGES.setSubject,
    body: PASSWORD_LINK_MAIL_MESSAGES.unlinkBody,
    lifetime: PASSWORD_LINK_MAIL_MESSAGES.unlinkLifetime,
  },
} satisfies Record<PasswordLinkPurpose, Record<string, MessageDescriptor>>;

/** The message that tells the owner a token was made for their account. */
export const API_TOKEN_MAIL_MESSAGES = defineMessages({
  subject: { id: 'mail.apiTokenSubject', defaultMessage: '{product}: a new API token' },
  created: {
    id: 'mail.apiTokenCreated',
    defaultMessage:
      'An API token named "{name}" was created for your account. It acts as you until {expires}, unless revoked.',
  },
  notYou: {
    id: 'mail.apiTokenNotYou',
    defaultMessage:
      'If you did not create it, revoke it under API tokens on your page, change your password and tell an administrator.',
  },
});

/** The server's answers about mail, in the `server` catalogs: the outbox's refusals and the unsubscribe link's answers. */
export const MAIL_ANSWER_MESSAGES = defineMessages({
  outboxMessageNotFound: { id: 'server.outboxMessageNotFound', defaultMessage: 'Message not found.' },
  outboxNotRetryable: {
    id: 'server.outboxNotRetryable',
    defaultMessage: 'Only a failed message, or one kept as not sent, can be sent again.',
  },
  unsubscribed: {
    id: 'server.unsubscribed',
    defaultMessage:
      'You will get no more invitations, changes, cancellations or reminders of meetings by email. Turn them on again under Email notifications on your page.',
  },
  invalidUnsubscribeLink: {
    id: 'server.invalidUnsubscribeLink',
    defaultMessage: 'This unsubscribe link is not valid.',
  },
});
