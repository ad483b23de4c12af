import type { MessageDescriptor } from '@scheduler/shared-domain/i18n';
import type { ChangeAction } from './change';

/**
 * The change record as the screens word it (an edit screen's History and 'changed elsewhere', the Activity page), in
 * the `shell` namespace, loaded before any screen draws. The record itself keeps its English field keys and actions.
 */
export const CHANGE_SCREENS = {
  history: { id: 'shell.change.history', defaultMessage: 'History' },
  historyEmpty: { id: 'shell.change.historyEmpty', defaultMessage: 'No changes are recorded yet.' },
  historyLoading: { id: 'shell.change.historyLoading', defaultMessage: 'Loading history...' },
  more: { id: 'shell.change.more', defaultMessage: 'More' },
  /** 'Changed by jsmith on Tue Nov 24 2026 10:02 am': `action` is one of CHANGE_ACTION_SCREENS. */
  heading: { id: 'shell.change.heading', defaultMessage: '{action} by {actor} on {when}' },
  changedElsewhere: {
    id: 'shell.change.changedElsewhere',
    defaultMessage:
      '{actor} changed this {kind, select, user {user} venue {venue} team {team} meeting {meeting} other {record}} at {when}. Reload to see their changes.',
  },
  deletedElsewhere: {
    id: 'shell.change.deletedElsewhere',
    defaultMessage:
      '{actor} deleted this {kind, select, user {user} venue {venue} team {team} meeting {meeting} other {record}} at {when}.',
  },
  /** A field's line: a secret, one side (an add or a delete), both sides of an update. */
  secretChanged: { id: 'shell.change.secretChanged', defaultMessage: '{label} changed' },
  fieldValue: { id: 'shell.change.fieldValue', defaultMessage: '{label}: {value}' },
  fieldChanged: { id: 'shell.change.fieldChanged', defaultMessage: '{label}: {old} → {new}' },
  /** What an update shows for a side that was or became blank. */
  blank: { id: 'shell.change.blank', defaultMessage: '(blank)' },
  yes: { id: 'shell.change.yes', defaultMessage: 'Yes' },
  no: { id: 'shell.change.no', defaultMessage: 'No' },
  singleSignOn: { id: 'shell.change.singleSignOn', defaultMessage: 'Single sign-on' },
  directory: { id: 'shell.change.directory', defaultMessage: 'Directory (LDAP)' },
} satisfies Record<string, MessageDescriptor>;

/** Each action as a history entry begins: 'Changed by jsmith on …'. Security events in plain words. */
export const CHANGE_ACTION_SCREENS = {
  create: { id: 'shell.change.action.create', defaultMessage: 'Added' },
  update: { id: 'shell.change.action.update', defaultMessage: 'Changed' },
  delete: { id: 'shell.change.action.delete', defaultMessage: 'Deleted' },
  restore: { id: 'shell.change.action.restore', defaultMessage: 'Restored' },
  'sign-in': { id: 'shell.change.action.signIn', defaultMessage: 'Signed in' },
  'sign-in-limited': {
    id: 'shell.change.action.signInLimited',
    defaultMessage: 'Sign-in locked after too many failed attempts',
  },
  'sign-out': { id: 'shell.change.action.signOut', defaultMessage: 'Signed out' },
  'password-change': { id: 'shell.change.action.passwordChange', defaultMessage: 'Password changed' },
  'role-change': { id: 'shell.change.action.roleChange', defaultMessage: 'Role changed' },
  deactivation: { id: 'shell.change.action.deactivation', defaultMessage: 'Deactivated' },
  'calendar-links-reset': { id: 'shell.change.action.calendarLinksReset', defaultMessage: 'Calendar links reset' },
  'api-token-create': { id: 'shell.change.action.apiTokenCreate', defaultMessage: 'API token created' },
  'api-token-use': { id: 'shell.change.action.apiTokenUse', defaultMessage: 'API token used' },
  'api-token-revoke': { id: 'shell.change.action.apiTokenRevoke', defaultMessage: 'API token revoked' },
  'password-link': { id: 'shell.change.action.passwordLink', defaultMessage: 'Password link sent' },
} satisfies Record<ChangeAction, MessageDescriptor>;

/** The records' fields as the SPEC's lists and forms name them (each text once: a team's and a meeting's Team agree). */
export const CHANGE_FIELD_SCREENS = {
  meetingId: { id: 'shell.change.field.meetingId', defaultMessage: 'Meeting Id' },
  team: { id: 'shell.change.field.team', defaultMessage: 'Team' },
  venue: { id: 'shell.change.field.venue', defaultMessage: 'Venue' },
  date: { id: 'shell.change.field.date', defaultMessage: 'Date' },
  start: { id: 'shell.change.field.start', defaultMessage: 'Start' },
  end: { id: 'shell.change.field.end', defaultMessage: 'End' },
  comments: { id: 'shell.change.field.comments', defaultMessage: 'Comments' },
  series: { id: 'shell.change.field.series', defaultMessage: 'Series' },
  description: { id: 'shell.change.field.description', defaultMessage: 'Description' },
  internalContact: { id: 'shell.change.field.internalContact', defaultMessage: 'Internal Contact' },
  venueContact: { id: 'shell.change.field.venueContact', defaultMessage: 'Venue Contact' },
  website: { id: 'shell.change.field.website', defaultMessage: 'Website' },
  calendar: { id: 'shell.change.field.calendar', defaultMessage: 'Calendar' },
  address: { id: 'shell.change.field.address', defaultMessage: 'Address' },
  town: { id: 'shell.change.field.town', defaultMessage: 'Town' },
  location: { id: 'shell.change.field.location', defaultMessage: 'Location' },
  iconImage: { id: 'shell.change.field.iconImage', defaultMessage: 'Icon Image' },
  photoImage: { id: 'shell.change.field.photoImage', defaultMessage: 'Photo Image' },
  teamLead: { id: 'shell.change.field.teamLead', defaultMessage: 'Team Lead' },
  teamMembers: { id: 'shell.change.field.teamMembers', defaultMessage: 'Team Members' },
  meetingLink: { id: 'shell.change.field.meetingLink', defaultMessage: 'Meeting Link' },
  userName: { id: 'shell.change.field.userName', defaultMessage: 'User Name' },
  firstName: { id: 'shell.change.field.firstName', defaultMessage: 'First Name' },
  lastName: { id: 'shell.change.field.lastName', defaultMessage: 'Last Name' },
  role: { id: 'shell.change.field.role', defaultMessage: 'Role' },
  email: { id: 'shell.change.field.email', defaultMessage: 'Email' },
  mobile: { id: 'shell.change.field.mobile', defaultMessage: 'Mobile' },
  active: { id: 'shell.change.field.active', defaultMessage: 'Active' },
  password: { id: 'shell.change.field.password', defaultMessage: 'Password' },
  signIn: { id: 'shell.change.field.signIn', defaultMessage: 'Signs in with' },
  mailChanges: { id: 'shell.change.field.mailChanges', defaultMessage: 'Invitations and changes by email' },
  language: { id: 'shell.change.field.language', defaultMessage: 'Language' },
  apiToken: { id: 'shell.change.field.apiToken', defaultMessage: 'API token' },
} satisfies Record<string, MessageDescriptor>;
