/** What the server answers when a user change would break a rule of the product (its guard rails). */
export const USER_GUARD_RAIL_MESSAGES = {
  userNotFound: 'User not found.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  lastAdminDeleted: 'The last active Admin cannot be deleted.',
  lastAdminDemoted: 'The last active Admin cannot be given another role.',
  lastAdminDeactivated: 'The last active Admin cannot be deactivated.',
  lastAdminWhoCanSignIn:
    'This would leave no active Admin who can sign in. Keep another Admin with a password here, or with a sign-in of the institute that this server has.',
  onlyAdminChangesRoleOrActive: 'Only an Admin can change a role or deactivate a user.',
} as const;

/** A user that teams or venues still name cannot be deleted; `places` says where, e.g. "lead of team Alpha". */
export function userStillReferencedMessage(username: string, places: readonly string[]): string {
  return `User ${username} cannot be deleted while they are ${places.join(', ')}.`;
}

export const userDeletedMessage = (username: string) => `User ${username} deleted.`;
