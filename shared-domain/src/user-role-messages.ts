/**
 * What the server answers when a user's new role or deactivation would break a team or a venue that names the
 * user (409, nothing changed).
 */

/** "team Alpha" or "teams Alpha, Beta". */
const named = (kind: 'team' | 'venue', names: readonly string[]) =>
  `${kind}${names.length === 1 ? '' : 's'} ${names.join(', ')}`;

/** A team lead must stay an active Admin: demoting or deactivating one is refused. */
export const teamLeadMustStayAdminMessage = (username: string, teamNames: readonly string[]) =>
  `User ${username} leads ${named('team', teamNames)}: choose another lead first.`;

/** A Contact cannot be a team member. */
export const teamMemberCannotBeContactMessage = (username: string, teamNames: readonly string[]) =>
  `User ${username} is a member of ${named('team', teamNames)}: a Contact cannot be a team member.`;

/** A venue's internal contact cannot be a Contact. */
export const internalContactCannotBeContactMessage = (username: string, venueNames: readonly string[]) =>
  `User ${username} is the internal contact of ${named('venue', venueNames)}: a Contact cannot be an internal contact.`;

/** A venue contact must stay a Contact. */
export const venueContactMustStayContactMessage = (username: string, venueNames: readonly string[]) =>
  `User ${username} is the contact of ${named('venue', venueNames)}: a venue contact must be a Contact.`;
