import {
  inEnglish,
  isLanguage,
  LANGUAGE_NAMES,
  type Language,
  type Message,
  type MessageDescriptor,
  type MessageValues,
  message,
} from '@scheduler/shared-domain/i18n';
import type { ChangeAction, ChangeEntry, ChangeKind, FieldChange } from './change';
import { CHANGE_ACTION_SCREENS, CHANGE_FIELD_SCREENS, CHANGE_SCREENS } from './change-screens';
import type { ReminderChoice } from './mail-preferences';
import { MAIL_PREFERENCES_SCREENS, REMINDER_CHOICE_SCREENS } from './user-account-screens';
import { dateText, meetingDateTextIn, meetingTimeTextIn } from './zoned-time';

/** Words a message. */
export type SayMessage = (descriptor: MessageDescriptor, values?: MessageValues) => string;

/**
 * Who reads a change: a screen passes its `t` (useTranslate) and its language, so that a change, its dates and its
 * times read in the screen's language; English otherwise.
 */
export interface ChangeReader {
  say: SayMessage;
  language: Language;
}
const ENGLISH_READER: ChangeReader = { say: inEnglish, language: 'en' };

/** 'Tue Nov 24 2026 10:02 am' in `zone`: the meeting list's Date, then its time (or `language`'s). */
export const changeTimeText = (at: string, zone: string, language?: Language): string =>
  `${meetingDateTextIn(at, zone, language)} ${meetingTimeTextIn(at, zone, language)}`;

/** The actions that an open edit screen's record is no longer what it loaded after. */
const STALE_ACTIONS: readonly ChangeAction[] = ['update', 'delete', 'password-change', 'role-change', 'deactivation'];
export const makesEditStale = (entry: ChangeEntry): boolean => STALE_ACTIONS.includes(entry.action);

/** What an edit screen says when someone else changes or deletes its record meanwhile. */
export function changedElsewhereText(entry: ChangeEntry, zone: string, reader = ENGLISH_READER): string {
  const { say, language } = reader;
  const values = { actor: entry.actor, kind: entry.kind, when: meetingTimeTextIn(entry.at, zone, language) };
  return say(entry.action === 'delete' ? CHANGE_SCREENS.deletedElsewhere : CHANGE_SCREENS.changedElsewhere, values);
}

/** 'Changed by jsmith on Tue Nov 24 2026 10:02 am'. */
export const changeHeading = (entry: ChangeEntry, zone: string, { say, language } = ENGLISH_READER): string =>
  say(CHANGE_SCREENS.heading, {
    action: message(CHANGE_ACTION_SCREENS[entry.action]),
    actor: entry.actor,
    when: changeTimeText(entry.at, zone, language),
  });

/** A value as a list shows it: a text of the record's own, or a message of the product (Yes, a reminder's choice). */
type ValueText = (value: unknown, zone: string, language: Language) => string | Message;

const time: ValueText = (value, zone, language) =>
  typeof value === 'string' ? meetingTimeTextIn(value, zone, language) : '';
const day: ValueText = (value, _zone, language) => (typeof value === 'string' ? dateText(value, language) : '');
const yesNo: ValueText = (value) => message(value ? CHANGE_SCREENS.yes : CHANGE_SCREENS.no);
const activeText: ValueText = (value, zone, language) => yesNo(!value, zone, language);
/** A choice the product does not know (yet) is shown as it is. */
const named =
  (names: Record<string, MessageDescriptor>): ValueText =>
  (value) => {
    const name = typeof value === 'string' ? names[value] : undefined;
    return name ? message(name) : String(value ?? '');
  };
const reminderText = named(REMINDER_CHOICE_SCREENS satisfies Record<ReminderChoice, MessageDescriptor>);
/** Where an account signs in, when not with a password here. */
const signInText = named({ oidc: CHANGE_SCREENS.singleSignOn, ldap: CHANGE_SCREENS.directory });
const languageText: ValueText = (value) => (isLanguage(value) ? LANGUAGE_NAMES[value] : '');

const F = CHANGE_FIELD_SCREENS;

/** A field's label as the SPEC's lists and forms name it, and its value as they show it (plain text without). */
const FIELDS: Record<ChangeKind, Record<string, { label: MessageDescriptor; value?: ValueText }>> = {
  meeting: {
    _id: { label: F.meetingId },
    team: { label: F.team },
    venue: { label: F.venue },
    meetingDate: { label: F.date, value: day },
    startTime: { label: F.start, value: time },
    endTime: { label: F.end, value: time },
    comments: { label: F.comments },
    seriesId: { label: F.series },
  },
  venue: {
    _id: { label: F.venue },
    description: { label: F.description },
    internalContact: { label: F.internalContact },
    contact: { label: F.venueContact },
    website: { label: F.website },
    calendar: { label: F.calendar },
    address: { label: F.address },
    town: { label: F.town },
    location: { label: F.location },
    iconimage: { label: F.iconImage },
    photoimage: { label: F.photoImage },
  },
  team: {
    _id: { label: F.team },
    description: { label: F.description },
    teamLead: { label: F.teamLead },
    members: { label: F.teamMembers },
    zoomLink: { label: F.meetingLink },
    comments: { label: F.comments },
  },
  user: {
    username: { label: F.userName },
    firstname: { label: F.firstName },
    lastname: { label: F.lastName },
    role: { label: F.role },
    email: { label: F.email },
    mobile: { label: F.mobile },
    inActive: { label: F.active, value: activeText },
    password: { label: F.password },
    signIn: { label: F.signIn, value: signInText },
    mailChanges: { label: F.mailChanges, value: yesNo },
    reminder: { label: MAIL_PREFERENCES_SCREENS.reminder, value: reminderText },
    language: { label: F.language, value: languageText },
    apiToken: { label: F.apiToken },
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

/** A field's label; one the product does not know (yet) is named by its key. */
const fieldLabel = (kind: ChangeKind, field: string): string | Message => {
  const label = FIELDS[kind][fieldKey(kind, field)]?.label;
  return label ? message(label) : field;
};

function valueText(kind: ChangeKind, field: string, value: unknown, zone: string, reader: ChangeReader): string {
  const format = FIELDS[kind][field]?.value;
  if (format) {
    const text = format(value, zone, reader.language);
    return typeof text === 'string' ? text : reader.say(text.descriptor, text.values);
  }
  if (Array.isArray(value)) return value.join(', ');
  return value === null || value === undefined ? '' : String(value);
}

/**
 * 'Start: 09:00 am → 10:00 am', 'Town: Springfield' (an add or a delete: one side), 'Password changed' (a secret);
 * null for a blank field of an add or a delete, which says nothing.
 */
export function fieldChangeText(
  kind: ChangeKind,
  field: string,
  change: FieldChange,
  zone: string,
  reader = ENGLISH_READER,
): string | null {
  const { say } = reader;
  const label = fieldLabel(kind, field);
  if ('secret' in change) return say(CHANGE_SCREENS.secretChanged, { label });
  const values = (['old', 'new'] as const)
    .filter((side) => side in change)
    .map((side) => valueText(kind, field, change[side], zone, reader));
  if (values.length === 1) return values[0] ? say(CHANGE_SCREENS.fieldValue, { label, value: values[0] }) : null;
  // What an update shows for a side that was or became blank.
  const [old, now] = values.map((value) => value || message(CHANGE_SCREENS.blank));
  return say(CHANGE_SCREENS.fieldChanged, { label, old: old ?? '', new: now ?? '' });
}

/** What an entry changed, line by line, in the order the record's list shows its fields. */
export function fieldChangeTexts(entry: ChangeEntry, zone: string, reader = ENGLISH_READER): string[] {
  const order = Object.keys(FIELDS[entry.kind]);
  const rank = (field: string) => {
    const at = order.indexOf(fieldKey(entry.kind, field));
    return at < 0 ? order.length : at;
  };
  return Object.entries(entry.fields)
    .filter(([field]) => !isUntold(entry.kind, field))
    .sort(([first], [second]) => rank(first) - rank(second))
    .map(([field, change]) => fieldChangeText(entry.kind, field, change, zone, reader))
    .filter((text): text is string => text !== null);
}
