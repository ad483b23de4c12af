import { isLanguage, LANGUAGE_NAMES } from '@scheduler/shared-domain/i18n';
import type { ChangeAction, ChangeEntry, ChangeKind, FieldChange } from './change';
import { MAIL_PREFERENCES_TEXTS, type ReminderChoice } from './mail-preferences';
import { dateText, meetingDateTextIn, meetingTimeTextIn } from './zoned-time';

/** 'Tue Nov 24 2026 10:02 am' in `zone`: the meeting list's Date, then its time. */
export const changeTimeText = (at: string, zone: string): string =>
  `${meetingDateTextIn(at, zone)} ${meetingTimeTextIn(at, zone)}`;

/** The actions that an open edit screen's record is no longer what it loaded after. */
const STALE_ACTIONS: readonly ChangeAction[] = ['update', 'delete', 'password-change', 'role-change', 'deactivation'];
export const makesEditStale = (entry: ChangeEntry): boolean => STALE_ACTIONS.includes(entry.action);

/** What an edit screen says when someone else changes or deletes its record meanwhile. */
export function changedElsewhereText(entry: ChangeEntry, zone: string): string {
  const when = meetingTimeTextIn(entry.at, zone);
  return entry.action === 'delete'
    ? `${entry.actor} deleted this ${entry.kind} at ${when}.`
    : `${entry.actor} changed this ${entry.kind} at ${when}. Reload to see their changes.`;
}

/** Each action as a history entry begins: 'Changed by jsmith on …'. Security events in plain words. */
const ACTION_TEXTS: Record<ChangeAction, string> = {
  create: 'Added',
  update: 'Changed',
  delete: 'Deleted',
  restore: 'Restored',
  'sign-in': 'Signed in',
  'sign-in-limited': 'Sign-in locked after too many failed attempts',
  'sign-out': 'Signed out',
  'password-change': 'Password changed',
  'role-change': 'Role changed',
  deactivation: 'Deactivated',
  'calendar-links-reset': 'Calendar links reset',
  'api-token-create': 'API token created',
  'api-token-use': 'API token used',
  'api-token-revoke': 'API token revoked',
  'password-link': 'Password link sent',
};

export const actionText = (action: ChangeAction): string => ACTION_TEXTS[action];

/** 'Changed by jsmith on Tue Nov 24 2026 10:02 am'. */
export const changeHeading = (entry: ChangeEntry, zone: string): string =>
  `${ACTION_TEXTS[entry.action]} by ${entry.actor} on ${changeTimeText(entry.at, zone)}`;

type ValueText = (value: unknown, zone: string) => string;

const time: ValueText = (value, zone) => (typeof value === 'string' ? meetingTimeTextIn(value, zone) : '');
const day: ValueText = (value) => (typeof value === 'string' ? dateText(value) : '');
const yesNo: ValueText = (value) => (value ? 'Yes' : 'No');
const activeText: ValueText = (value) => yesNo(!value, '');
const reminderText: ValueText = (value) =>
  MAIL_PREFERENCES_TEXTS.reminderChoices[value as ReminderChoice] ?? String(value ?? '');
/** Where an account signs in, when not with a password here. */
const SIGN_IN_TEXTS: Record<string, string> = { oidc: 'Single sign-on', ldap: 'Directory (LDAP)' };
const languageText: ValueText = (value) => (isLanguage(value) ? LANGUAGE_NAMES[value] : '');
const signInText: ValueText = (value) => (typeof value === 'string' ? (SIGN_IN_TEXTS[value] ?? value) : '');

/** A field's label as the SPEC's lists and forms name it, and its value as they show it (plain text without). */
const FIELDS: Record<ChangeKind, Record<string, { label: string; value?: ValueText }>> = {
  meeting: {
    _id: { label: 'Meeting Id' },
    team: { label: 'Team' },
    venue: { label: 'Venue' },
    meetingDate: { label: 'Date', value: day },
    startTime: { label: 'Start', value: time },
    endTime: { label: 'End', value: time },
    comments: { label: 'Comments' },
    seriesId: { label: 'Series' },
  },
  venue: {
    _id: { label: 'Venue' },
    description: { label: 'Description' },
    internalContact: { label: 'Internal Contact' },
    contact: { label: 'Venue Contact' },
    website: { label: 'Website' },
    calendar: { label: 'Calendar' },
    address: { label: 'Address' },
    town: { label: 'Town' },
    location: { label: 'Location' },
    iconimage: { label: 'Icon Image' },
    photoimage: { label: 'Photo Image' },
  },
  team: {
    _id: { label: 'Team' },
    description: { label: 'Description' },
    teamLead: { label: 'Team Lead' },
    members: { label: 'Team Members' },
    zoomLink: { label: 'Meeting Link' },
    comments: { label: 'Comments' },
  },
  user: {
    username: { label: 'User Name' },
    firstname: { label: 'First Name' },
    lastname: { label: 'Last Name' },
    role: { label: 'Role' },
    email: { label: 'Email' },
    mobile: { label: 'Mobile' },
    inActive: { label: 'Active', value: activeText },
    password: { label: 'Password' },
    signIn: { label: 'Signs in with', value: signInText },
    mailChanges: { label: 'Invitations and changes by email', value: yesNo },
    reminder: { label: MAIL_PREFERENCES_TEXTS.reminder, value: reminderText },
    language: { label: 'Language', value: languageText },
    apiToken: { label: 'API token' },
  },
};

/**
 * Bookkeeping every record carries, which says nothing a reader of its history needs; and a user's generated id,
 * which its entries name it by (the username says who it is).
 */
const UNTOLD_FIELDS = new Set(['createdDate', 'updatedDate']);
const isUntold = (kind: ChangeKind, field: string) => UNTOLD_FIELDS.has(field) || (kind === 'user' && field === '_id');

/** A field's key in FIELDS: a venue's internal contact is named by the group ('RG_contact'). */
const fieldKey = (kind: ChangeKind, field: string): string =>
  kind === 'venue' && field.endsWith('_contact') ? 'internalContact' : field;

const fieldLabel = (kind: ChangeKind, field: string): string => FIELDS[kind][fieldKey(kind, field)]?.label ?? field;

function valueText(kind: ChangeKind, field: string, value: unknown, zone: string): string {
  const format = FIELDS[kind][field]?.value;
  if (format) return format(value, zone);
  if (Array.isArray(value)) return value.join(', ');
  return value === null || value === undefined ? '' : String(value);
}

/** What an update shows for a side that was or became blank. */
const BLANK = '(blank)';

/**
 * 'Start: 09:00 am → 10:00 am', 'Town: Springfield' (an add or a delete: one side), 'Password changed' (a secret);
 * null for a blank field of an add or a delete, which says nothing.
 */
export function fieldChangeText(kind: ChangeKind, field: string, change: FieldChange, zone: string): string | null {
  const label = fieldLabel(kind, field);
  if ('secret' in change) return `${label} changed`;
  const values = (['old', 'new'] as const)
    .filter((side) => side in change)
    .map((side) => valueText(kind, field, change[side], zone));
  if (values.length === 1) return values[0] ? `${label}: ${values[0]}` : null;
  return `${label}: ${values.map((value) => value || BLANK).join(' → ')}`;
}

/** What an entry changed, line by line, in the order the record's list shows its fields. */
export function fieldChangeTexts(entry: ChangeEntry, zone: string): string[] {
  const order = Object.keys(FIELDS[entry.kind]);
  const rank = (field: string) => {
    const at = order.indexOf(fieldKey(entry.kind, field));
    return at < 0 ? order.length : at;
  };
  return Object.entries(entry.fields)
    .filter(([field]) => !isUntold(entry.kind, field))
    .sort(([first], [second]) => rank(first) - rank(second))
    .map(([field, change]) => fieldChangeText(entry.kind, field, change, zone))
    .filter((text): text is string => text !== null);
}

export const CHANGE_TEXTS = {
  reload: 'Reload',
  history: 'History',
  historyEmpty: 'No changes are recorded yet.',
  historyLoading: 'Loading history...',
  more: 'More',
} as const;

/** The kinds' names, as the Activity page's filter offers them. */
export const CHANGE_KIND_LABELS: Record<ChangeKind, string> = {
  user: 'User',
  venue: 'Venue',
  team: 'Team',
  meeting: 'Meeting',
};

/** The Activity page (Admins): every change on record, filtered, newest first. */
export const ACTIVITY_TEXTS = {
  title: 'Activity',
  caption: 'Every change on record, newest first.',
  empty: 'No changes to display',
  loading: 'Loading activity...',
  kind: 'Kind',
  allKinds: 'All kinds',
  action: 'Action',
  allActions: 'All actions',
  actor: 'Changed by',
  from: 'From',
  to: 'To',
  show: 'Show',
  restore: 'Restore',
  open: 'Open',
} as const;

/** What a restore says it did: 'Venue Main Hall restored.' */
export const restoredMessage = (kind: ChangeKind, name: string): string =>
  `${CHANGE_KIND_LABELS[kind]} ${name} restored.`;
