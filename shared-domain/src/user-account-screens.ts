import type { MessageDescriptor } from '@scheduler/shared-domain/i18n';
import type { ReminderChoice } from './mail-preferences';

/**
 * The account's own panels on user/get and on an Admin's Edit User (mail, calendar links, API tokens, sessions, a
 * password still to set), in the `users` namespace. Plain descriptors, as USER_SCREENS.
 */

/** An account that signs in here and has no password yet: what an Admin's Edit User says of it. */
export const PENDING_PASSWORD_SCREENS = {
  heading: { id: 'users.pendingPassword.heading', defaultMessage: 'Password' },
  /** The password field's label on such an account's edit form. */
  field: { id: 'users.pendingPassword.field', defaultMessage: 'Password (blank leaves it unset)' },
  waiting: {
    id: 'users.pendingPassword.waiting',
    defaultMessage:
      "This account has no password yet: it is waiting for its 'Set your password' link. A new email address gets a new link when you save.",
  },
  noAddress: {
    id: 'users.pendingPassword.noAddress',
    defaultMessage:
      "This account has no password yet. Give it an email address, and save, to send its 'Set your password' link.",
  },
  inactive: {
    id: 'users.pendingPassword.inactive',
    defaultMessage: 'This account has no password yet. It gets no link while it is inactive.',
  },
  resend: { id: 'users.pendingPassword.resend', defaultMessage: 'Send the link again' },
} satisfies Record<string, MessageDescriptor>;

/** The API tokens panel of user/get. */
export const API_TOKEN_SCREENS = {
  heading: { id: 'users.apiTokens.heading', defaultMessage: 'API tokens' },
  intro: {
    id: 'users.apiTokens.intro',
    defaultMessage:
      'For scripts and bots: a token acts as you, with your role, until it expires (at most a year) or you revoke it. It may not change accounts or passwords, nor read the outbox.',
  },
  name: { id: 'users.apiTokens.name', defaultMessage: 'Name' },
  expiry: { id: 'users.apiTokens.expiry', defaultMessage: 'Expires' },
  expiryChoice: {
    id: 'users.apiTokens.expiryChoice',
    defaultMessage: '{days, plural, one {In # day} other {In # days}}',
  },
  currentPassword: { id: 'users.apiTokens.currentPassword', defaultMessage: 'Your password' },
  add: { id: 'users.apiTokens.add', defaultMessage: 'Add a token' },
  create: { id: 'users.apiTokens.create', defaultMessage: 'Create token' },
  createdOnce: { id: 'users.apiTokens.createdOnce', defaultMessage: 'Copy this token now: it is not shown again.' },
  newToken: { id: 'users.apiTokens.newToken', defaultMessage: 'New token: {name}' },
  caption: { id: 'users.apiTokens.caption', defaultMessage: 'Your API tokens' },
  created: { id: 'users.apiTokens.created', defaultMessage: 'Created' },
  lastUsed: { id: 'users.apiTokens.lastUsed', defaultMessage: 'Last used' },
  neverUsed: { id: 'users.apiTokens.neverUsed', defaultMessage: 'Not yet' },
  revoke: { id: 'users.apiTokens.revoke', defaultMessage: 'Revoke' },
  none: { id: 'users.apiTokens.none', defaultMessage: 'You have no API tokens.' },
  /** Beside a new password of one's own. */
  endWithPassword: { id: 'users.apiTokens.endWithPassword', defaultMessage: 'Also revoke my API tokens' },
  revokeConfirm: {
    id: 'users.apiTokens.revokeConfirm',
    defaultMessage:
      'Revoke the token {name}? Scripts that use it stop working at once. Select OK to revoke, or Cancel to return.',
  },
  revoked: { id: 'users.apiTokens.revoked', defaultMessage: 'Token {name} revoked.' },
  createdToken: {
    id: 'users.apiTokens.createdToken',
    defaultMessage: 'Token {name} created. Copy it now: it is not shown again.',
  },
} satisfies Record<string, MessageDescriptor>;

/** A value to copy (a calendar link, a new API token): its button, and what the button did. */
export const COPY_SCREENS = {
  copy: { id: 'users.copy.copy', defaultMessage: 'Copy' },
  /** The button's name: what it copies. */
  copyLabel: { id: 'users.copy.copyLabel', defaultMessage: 'Copy: {label}' },
  copied: { id: 'users.copy.copied', defaultMessage: 'Copied' },
  copyByHand: { id: 'users.copy.copyByHand', defaultMessage: 'Press Ctrl+C to copy' },
} satisfies Record<string, MessageDescriptor>;

/** The calendar subscriptions of user/get. */
export const CALENDAR_SCREENS = {
  heading: { id: 'users.calendar.heading', defaultMessage: 'Calendar subscriptions' },
  intro: {
    id: 'users.calendar.intro',
    defaultMessage:
      "These links let a calendar app (Google Calendar, Outlook, Apple Calendar, Thunderbird) show the group's meetings and keep them up to date. They are private: anyone with a link sees the meetings.",
  },
  mine: { id: 'users.calendar.mine', defaultMessage: 'My meetings' },
  all: { id: 'users.calendar.all', defaultMessage: 'All meetings' },
  team: { id: 'users.calendar.team', defaultMessage: 'Team: {team}' },
  venue: { id: 'users.calendar.venue', defaultMessage: 'Venue: {venue}' },
  pickFeed: { id: 'users.calendar.pickFeed', defaultMessage: 'Team or venue' },
  openInApp: { id: 'users.calendar.openInApp', defaultMessage: 'Open in calendar app' },
  /** The link's name: which feed it opens. */
  openInAppLabel: { id: 'users.calendar.openInAppLabel', defaultMessage: 'Open in calendar app: {label}' },
  reset: { id: 'users.calendar.reset', defaultMessage: 'Reset links' },
  resetConfirm: {
    id: 'users.calendar.resetConfirm',
    defaultMessage:
      'Reset your calendar links? Calendar apps subscribed with the current links stop receiving meetings.',
  },
  resetDone: { id: 'users.calendar.resetDone', defaultMessage: 'Your calendar links were reset.' },
} satisfies Record<string, MessageDescriptor>;

/** user/get: ending every other session of one's own. */
export const SIGN_OUT_EVERYWHERE_SCREENS = {
  heading: { id: 'users.signOutEverywhere.heading', defaultMessage: 'Sign out everywhere else' },
  intro: {
    id: 'users.signOutEverywhere.intro',
    defaultMessage:
      'Ends every other session of yours, on every device and browser: after a lost laptop, a shared computer, or a sign-in you do not know. This one stays signed in.',
  },
  apiTokens: { id: 'users.signOutEverywhere.apiTokens', defaultMessage: 'Revoke my API tokens too' },
  action: { id: 'users.signOutEverywhere.action', defaultMessage: 'Sign out everywhere else' },
  confirm: {
    id: 'users.signOutEverywhere.confirm',
    defaultMessage:
      'Every other session of yours ends at once. Select OK to sign out everywhere else, or Cancel to return.',
  },
} satisfies Record<string, MessageDescriptor>;

/** What a user wants by email: on user/get, and on an Admin's edit screen. */
export const MAIL_PREFERENCES_SCREENS = {
  heading: { id: 'users.mailPreferences.heading', defaultMessage: 'Email notifications' },
  mailChanges: { id: 'users.mailPreferences.mailChanges', defaultMessage: 'Email me invitations and changes' },
  reminder: { id: 'users.mailPreferences.reminder', defaultMessage: 'Reminder' },
  /** Beside the reminder choice while invitations and changes are off. */
  remindersNeedMail: {
    id: 'users.mailPreferences.remindersNeedMail',
    defaultMessage: 'No reminders come either while invitations and changes are off.',
  },
  language: { id: 'users.mailPreferences.language', defaultMessage: 'Language of screens and email' },
  /** The language choice that leaves it to the language the user's browser asks for at sign-in. */
  browserLanguage: { id: 'users.mailPreferences.browserLanguage', defaultMessage: "My browser's language" },
  save: { id: 'users.mailPreferences.save', defaultMessage: 'Save preferences' },
  saved: { id: 'users.mailPreferences.saved', defaultMessage: 'Preferences saved' },
  onlyTheUser: { id: 'users.mailPreferences.onlyTheUser', defaultMessage: 'Only the user can change these.' },
} satisfies Record<string, MessageDescriptor>;

/** How long before a meeting its reminder comes: the choice, and the value in a user's change record. */
export const REMINDER_CHOICE_SCREENS = {
  none: { id: 'users.reminder.none', defaultMessage: 'None' },
  '10m': { id: 'users.reminder.10m', defaultMessage: '10 minutes before' },
  '1h': { id: 'users.reminder.1h', defaultMessage: '1 hour before' },
  '1d': { id: 'users.reminder.1d', defaultMessage: '1 day before' },
} satisfies Record<ReminderChoice, MessageDescriptor>;
