import {
  defineMessages,
  inEnglish,
  inEnglishEach,
  type Language,
  type Message,
  message,
  translate,
} from '@scheduler/shared-domain/i18n';

/**
 * What the server answers when a user change would break a rule of the product (its guard rails), in the `server`
 * namespace. The places a user is still named are one argument, each worded in the answer's language.
 */
export const USER_ANSWER_MESSAGES = defineMessages({
  notFound: { id: 'server.user.notFound', defaultMessage: 'User not found.' },
  cannotDeleteSelf: { id: 'server.user.cannotDeleteSelf', defaultMessage: 'You cannot delete your own account.' },
  lastAdminDeleted: { id: 'server.user.lastAdminDeleted', defaultMessage: 'The last active Admin cannot be deleted.' },
  lastAdminDemoted: {
    id: 'server.user.lastAdminDemoted',
    defaultMessage: 'The last active Admin cannot be given another role.',
  },
  lastAdminDeactivated: {
    id: 'server.user.lastAdminDeactivated',
    defaultMessage: 'The last active Admin cannot be deactivated.',
  },
  lastAdminWhoCanSignIn: {
    id: 'server.user.lastAdminWhoCanSignIn',
    defaultMessage:
      'This would leave no active Admin who can sign in. Keep another Admin with a password here, or with a sign-in of the institute that this server has.',
  },
  onlyAdminChangesRoleOrActive: {
    id: 'server.user.onlyAdminChangesRoleOrActive',
    defaultMessage: 'Only an Admin can change a role or deactivate a user.',
  },
  stillReferenced: {
    id: 'server.user.stillReferenced',
    defaultMessage: 'User {username} cannot be deleted while they are {places}.',
  },
  deleted: { id: 'server.user.deleted', defaultMessage: 'User {username} deleted.' },
});
const A = USER_ANSWER_MESSAGES;

export const USER_GUARD_RAIL_RULES = {
  userNotFound: message(A.notFound),
  cannotDeleteSelf: message(A.cannotDeleteSelf),
  lastAdminDeleted: message(A.lastAdminDeleted),
  lastAdminDemoted: message(A.lastAdminDemoted),
  lastAdminDeactivated: message(A.lastAdminDeactivated),
  lastAdminWhoCanSignIn: message(A.lastAdminWhoCanSignIn),
  onlyAdminChangesRoleOrActive: message(A.onlyAdminChangesRoleOrActive),
};
/** The English texts, for the log and the tests. */
export const USER_GUARD_RAIL_MESSAGES = inEnglishEach(USER_GUARD_RAIL_RULES);

/** A user that teams or venues still name cannot be deleted; `places` says where, e.g. "lead of team Alpha". */
export const userStillReferenced =
  (username: string, places: readonly Message[]) =>
  (language: Language): string =>
    translate(language, A.stillReferenced, {
      username,
      places: places.map((place) => translate(language, place.descriptor, place.values)).join(', '),
    });
export function userStillReferencedMessage(username: string, places: readonly string[]): string {
  return inEnglish(A.stillReferenced, { username, places: places.join(', ') });
}

export const userDeleted = (username: string): Message => message(A.deleted, { username });
