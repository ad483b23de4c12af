import type { MessageDescriptor } from '@scheduler/shared-domain/i18n';
import type { ChangeKind, Collection } from './change';
import type { MailStatus } from './mail';

/** The Admins' pages of the users section (Activity, Outbox, Import), in the `users` namespace, as USER_SCREENS. */

/** The Activity page: every change on record, filtered, newest first. */
export const ACTIVITY_SCREENS = {
  caption: { id: 'users.activity.caption', defaultMessage: 'Every change on record, newest first.' },
  empty: { id: 'users.activity.empty', defaultMessage: 'No changes to display' },
  loading: { id: 'users.activity.loading', defaultMessage: 'Loading activity...' },
  kind: { id: 'users.activity.kind', defaultMessage: 'Kind' },
  allKinds: { id: 'users.activity.allKinds', defaultMessage: 'All kinds' },
  action: { id: 'users.activity.action', defaultMessage: 'Action' },
  allActions: { id: 'users.activity.allActions', defaultMessage: 'All actions' },
  actor: { id: 'users.activity.actor', defaultMessage: 'Changed by' },
  from: { id: 'users.activity.from', defaultMessage: 'From' },
  to: { id: 'users.activity.to', defaultMessage: 'To' },
  show: { id: 'users.activity.show', defaultMessage: 'Show' },
  when: { id: 'users.activity.when', defaultMessage: 'When' },
  record: { id: 'users.activity.record', defaultMessage: 'Record' },
  changes: { id: 'users.activity.changes', defaultMessage: 'Changes' },
  restore: { id: 'users.activity.restore', defaultMessage: 'Restore' },
  open: { id: 'users.activity.open', defaultMessage: 'Open' },
  /** What a restore says it did: 'Venue Main Hall restored.' */
  restored: {
    id: 'users.activity.restored',
    defaultMessage:
      '{kind, select, user {User} venue {Venue} team {Team} meeting {Meeting} other {Record}} {name} restored.',
  },
} satisfies Record<string, MessageDescriptor>;

/** The kinds' names, as the Activity page's filter and list show them. */
export const CHANGE_KIND_SCREENS = {
  user: { id: 'users.kind.user', defaultMessage: 'User' },
  venue: { id: 'users.kind.venue', defaultMessage: 'Venue' },
  team: { id: 'users.kind.team', defaultMessage: 'Team' },
  meeting: { id: 'users.kind.meeting', defaultMessage: 'Meeting' },
} satisfies Record<ChangeKind, MessageDescriptor>;

/** The Outbox page. */
export const OUTBOX_SCREENS = {
  caption: { id: 'users.outbox.caption', defaultMessage: 'Every message the server sends, newest first.' },
  empty: { id: 'users.outbox.empty', defaultMessage: 'No messages to display' },
  loading: { id: 'users.outbox.loading', defaultMessage: 'Loading messages...' },
  queued: { id: 'users.outbox.queued', defaultMessage: 'When' },
  recipient: { id: 'users.outbox.recipient', defaultMessage: 'To' },
  subject: { id: 'users.outbox.subject', defaultMessage: 'Subject' },
  status: { id: 'users.outbox.status', defaultMessage: 'Status' },
  tries: { id: 'users.outbox.tries', defaultMessage: 'Tries' },
  lastAnswer: { id: 'users.outbox.lastAnswer', defaultMessage: "Mail server's last answer" },
  view: { id: 'users.outbox.view', defaultMessage: 'View' },
  retry: { id: 'users.outbox.retry', defaultMessage: 'Retry' },
  retried: { id: 'users.outbox.retried', defaultMessage: 'Queued again.' },
  bodyHeading: { id: 'users.outbox.bodyHeading', defaultMessage: 'Message: {subject}' },
  bodyRecipient: { id: 'users.outbox.bodyRecipient', defaultMessage: 'To: {name} <{email}>' },
  textPart: { id: 'users.outbox.textPart', defaultMessage: 'Text' },
  calendarPart: { id: 'users.outbox.calendarPart', defaultMessage: 'Calendar invitation' },
  close: { id: 'users.outbox.close', defaultMessage: 'Close' },
} satisfies Record<string, MessageDescriptor>;

/** How the Outbox page names each status. */
export const MAIL_STATUS_SCREENS = {
  queued: { id: 'users.mailStatus.queued', defaultMessage: 'Queued' },
  sent: { id: 'users.mailStatus.sent', defaultMessage: 'Sent' },
  failed: { id: 'users.mailStatus.failed', defaultMessage: 'Failed' },
  unsent: { id: 'users.mailStatus.unsent', defaultMessage: 'Not sent' },
} satisfies Record<MailStatus, MessageDescriptor>;

/** The Import page. */
export const IMPORT_SCREENS = {
  intro: {
    id: 'users.import.intro',
    defaultMessage:
      'Add users, venues, teams or meetings from a CSV file, with the columns of the list’s export. Every row is checked first; nothing is added until you import, and then all rows or none.',
  },
  kind: { id: 'users.import.kind', defaultMessage: 'List' },
  template: { id: 'users.import.template', defaultMessage: 'Download the template' },
  file: { id: 'users.import.file', defaultMessage: 'CSV file' },
  checking: { id: 'users.import.checking', defaultMessage: 'Checking the file...' },
  caption: {
    id: 'users.import.caption',
    defaultMessage: 'The rows that break a rule, each with its first broken rule.',
  },
  row: { id: 'users.import.row', defaultMessage: 'Row' },
  column: { id: 'users.import.column', defaultMessage: 'Column' },
  message: { id: 'users.import.message', defaultMessage: 'Message' },
  noRows: { id: 'users.import.noRows', defaultMessage: 'The file holds no rows.' },
  fixRows: { id: 'users.import.fixRows', defaultMessage: 'Correct these rows in the file, then choose it again.' },
  tooLarge: {
    id: 'users.import.tooLarge',
    defaultMessage: 'The file is larger than {megabytes} MB. Import it in parts.',
  },
  meetingTimes: {
    id: 'users.import.meetingTimes',
    defaultMessage:
      "Meetings: write startTime and endTime as HH:MM on the meetingDate, or as YYYY-MM-DD HH:MM, on the group's clock ({zone}); an end before its start is on the next day. An ISO 8601 instant such as {example} is read as it is. The export writes them on the group's clock with its offset.",
  },
  previewReady: {
    id: 'users.import.previewReady',
    defaultMessage: 'The file holds {rows, plural, one {# row} other {# rows}}, all ready to import.',
  },
  previewFailed: {
    id: 'users.import.previewFailed',
    defaultMessage:
      'The file holds {rows, plural, one {# row} other {# rows}}; {failed, plural, one {# of them breaks} other {# of them break}} a rule.',
  },
  importRows: { id: 'users.import.importRows', defaultMessage: 'Import {rows, plural, one {# row} other {# rows}}' },
  imported: {
    id: 'users.import.imported',
    defaultMessage:
      '{rows, plural, one {# row} other {# rows}} imported into {kind, select, users {Users} venues {Venues} teams {Teams} meetings {Meetings} other {the list}}.',
  },
} satisfies Record<string, MessageDescriptor>;

/** The lists an import fills, as the Import page's choice names them. */
export const CSV_KIND_SCREENS = {
  users: { id: 'users.import.kind.users', defaultMessage: 'Users' },
  venues: { id: 'users.import.kind.venues', defaultMessage: 'Venues' },
  teams: { id: 'users.import.kind.teams', defaultMessage: 'Teams' },
  meetings: { id: 'users.import.kind.meetings', defaultMessage: 'Meetings' },
} satisfies Record<Collection, MessageDescriptor>;
