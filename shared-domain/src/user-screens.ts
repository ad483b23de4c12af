import type { MessageDescriptor } from '@scheduler/shared-domain/i18n';

/**
 * The users section's screens (SPEC §2), in the `users` namespace of the catalogs. Plain descriptors rather than
 * `defineMessages`, which returns them as they are: a section's first chunk then waits for no shared module.
 */
export const USER_SCREENS = {
  addTitle: { id: 'users.addTitle', defaultMessage: 'Add User' },
  listTitle: { id: 'users.listTitle', defaultMessage: 'List Users' },
  currentTitle: { id: 'users.currentTitle', defaultMessage: 'List Current User' },
  editTitle: { id: 'users.editTitle', defaultMessage: 'Edit User' },
  activityTitle: { id: 'users.activityTitle', defaultMessage: 'Activity' },
  outboxTitle: { id: 'users.outboxTitle', defaultMessage: 'Outbox' },
  importTitle: { id: 'users.importTitle', defaultMessage: 'Import' },
  addHeading: { id: 'users.addHeading', defaultMessage: 'Add New User' },
  listHeading: { id: 'users.listHeading', defaultMessage: 'List All Users' },
  currentHeading: { id: 'users.currentHeading', defaultMessage: 'Current User' },
  /** SPEC §2 Lists: what the user tables list, and their empty text. */
  listCaption: { id: 'users.listCaption', defaultMessage: 'A list of all users.' },
  currentCaption: { id: 'users.currentCaption', defaultMessage: 'The signed-in user.' },
  listEmpty: { id: 'users.listEmpty', defaultMessage: 'No Users to display' },
  /** SPEC §7, §8: the browser confirm before `GET /users/delete/{id}`. */
  deleteConfirm: { id: 'users.deleteConfirm', defaultMessage: 'M003 Select OK to delete, or Cancel to return.' },
  userName: { id: 'users.userName', defaultMessage: 'User Name' },
  firstName: { id: 'users.firstName', defaultMessage: 'First Name' },
  lastName: { id: 'users.lastName', defaultMessage: 'Last Name' },
  role: { id: 'users.role', defaultMessage: 'Role' },
  email: { id: 'users.email', defaultMessage: 'Email' },
  mobile: { id: 'users.mobile', defaultMessage: 'Mobile' },
  active: { id: 'users.active', defaultMessage: 'Active' },
  yes: { id: 'users.yes', defaultMessage: 'Yes' },
  no: { id: 'users.no', defaultMessage: 'No' },
  username: { id: 'users.username', defaultMessage: 'Username' },
  password: { id: 'users.password', defaultMessage: 'Password' },
  passwordKept: { id: 'users.passwordKept', defaultMessage: 'Password (blank keeps the current one)' },
  currentPassword: { id: 'users.currentPassword', defaultMessage: 'Current password' },
  /** Said in the live region after a save: the browser's words, beside the server's answer to a delete. */
  added: { id: 'users.added', defaultMessage: 'User {name} added.' },
  saved: { id: 'users.saved', defaultMessage: 'User {name} saved.' },
} satisfies Record<string, MessageDescriptor>;

/**
 * Where an account signs in, on an Admin's edit screen: a local account is linked to the institute's sign-in (the
 * OpenID provider or the directory), and one of the institute goes back to a password here.
 */
export const SIGN_IN_SCREENS = {
  heading: { id: 'users.signIn.heading', defaultMessage: 'Sign-in' },
  /** What the edit screen says instead of the password fields. */
  livesAtOidc: {
    id: 'users.signIn.livesAtOidc',
    defaultMessage: 'This account signs in through the institute’s single sign-on; its password is managed there.',
  },
  livesAtLdap: {
    id: 'users.signIn.livesAtLdap',
    defaultMessage: 'This account signs in with the institute’s directory (LDAP) password; it is managed there.',
  },
  linkOidc: { id: 'users.signIn.linkOidc', defaultMessage: 'Link to single sign-on' },
  linkLdap: { id: 'users.signIn.linkLdap', defaultMessage: 'Link to the directory' },
  linkConfirm: {
    id: 'users.signIn.linkConfirm',
    defaultMessage:
      'Its password here is removed and its sessions end; its next sign-in through the institute takes it over. Select OK to link, or Cancel to return.',
  },
  linked: { id: 'users.signIn.linked', defaultMessage: 'User {name} now signs in through the institute.' },
  unlink: { id: 'users.signIn.unlink', defaultMessage: 'Unlink: sign in with a password here' },
  unlinkConfirm: {
    id: 'users.signIn.unlinkConfirm',
    defaultMessage:
      'Its sign-in through the institute ends, with its sessions and API tokens; it gets an email with a link to set a password here. Select OK to unlink, or Cancel to return.',
  },
  unlinkedLinkSent: {
    id: 'users.signIn.unlinkedLinkSent',
    defaultMessage: 'User {name} now signs in with a password here; a link to set it is on its way.',
  },
  unlinkedNoAddress: {
    id: 'users.signIn.unlinkedNoAddress',
    defaultMessage:
      'User {name} now signs in with a password here. It has no email address: set its password on this screen.',
  },
} satisfies Record<string, MessageDescriptor>;
