import { defineMessages, inEnglish, type Message, message } from '@scheduler/shared-domain/i18n';

/**
 * What the server answers when a user's new role or deactivation would break a team or a venue that names the
 * user (409, nothing changed), in the `server` namespace. The names are one argument, joined as they are written;
 * their count words "team Alpha" or "teams Alpha, Beta".
 */
export const USER_ROLE_ANSWER_MESSAGES = defineMessages({
  teamLeadMustStayAdmin: {
    id: 'server.user.teamLeadMustStayAdmin',
    defaultMessage:
      'User {username} leads {count, plural, one {team} other {teams}} {names}: choose another lead first.',
  },
  teamMemberCannotBeContact: {
    id: 'server.user.teamMemberCannotBeContact',
    defaultMessage:
      'User {username} is a member of {count, plural, one {team} other {teams}} {names}: a Contact cannot be a team member.',
  },
  internalContactCannotBeContact: {
    id: 'server.user.internalContactCannotBeContact',
    defaultMessage:
      'User {username} is the internal contact of {count, plural, one {venue} other {venues}} {names}: a Contact cannot be an internal contact.',
  },
  venueContactMustStayContact: {
    id: 'server.user.venueContactMustStayContact',
    defaultMessage:
      'User {username} is the contact of {count, plural, one {venue} other {venues}} {names}: a venue contact must be a Contact.',
  },
});
type RoleRefusal = keyof typeof USER_ROLE_ANSWER_MESSAGES;

/** The refusal of a change of `username`'s role or activity, naming the teams or venues it would break. */
export const roleChangeRefused = (refusal: RoleRefusal, username: string, names: readonly string[]): Message =>
  message(USER_ROLE_ANSWER_MESSAGES[refusal], { username, count: names.length, names: names.join(', ') });

const inEnglishOf = (refusal: RoleRefusal) => (username: string, names: readonly string[]) => {
  const { descriptor, values } = roleChangeRefused(refusal, username, names);
  return inEnglish(descriptor, values);
};

/** The English texts, for the log and the tests. A team lead must stay an active Admin. */
export const teamLeadMustStayAdminMessage = inEnglishOf('teamLeadMustStayAdmin');
/** A Contact cannot be a team member. */
export const teamMemberCannotBeContactMessage = inEnglishOf('teamMemberCannotBeContact');
/** A venue's internal contact cannot be a Contact. */
export const internalContactCannotBeContactMessage = inEnglishOf('internalContactCannotBeContact');
/** A venue contact must stay a Contact. */
export const venueContactMustStayContactMessage = inEnglishOf('venueContactMustStayContact');
