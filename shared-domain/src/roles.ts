export const ROLES = ['Admin', 'User', 'Contact'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that may sign in; a Contact is a person without a password. */
export const SIGN_IN_ROLES: readonly Role[] = ['Admin', 'User'];

/** SPEC §3: a role text is compared case-insensitively after authentication. */
export function parseRole(text: string | null | undefined): Role | null {
  const wanted = text?.trim().toLowerCase();
  return ROLES.find((role) => role.toLowerCase() === wanted) ?? null;
}

export function isAdminRole(text: string | null | undefined): boolean {
  return parseRole(text) === 'Admin';
}
