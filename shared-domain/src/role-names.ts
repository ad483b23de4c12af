import type { MessageDescriptor } from '@scheduler/shared-domain/i18n';
import { parseRole, type Role } from './roles';

/**
 * The roles as the screens name them, in the `shell` namespace. The records, the API and the tokens keep the role
 * itself ('Admin'), whatever the language.
 */
export const ROLE_NAMES = {
  Admin: { id: 'shell.role.admin', defaultMessage: 'Admin' },
  User: { id: 'shell.role.user', defaultMessage: 'User' },
  Contact: { id: 'shell.role.contact', defaultMessage: 'Contact' },
} satisfies Record<Role, MessageDescriptor>;

/** A role as a screen names it, worded by its `t`; one the product does not know is shown as it is. */
export function roleName(role: string | undefined, say: (descriptor: MessageDescriptor) => string): string {
  const known = parseRole(role);
  return known ? say(ROLE_NAMES[known]) : (role ?? '');
}
