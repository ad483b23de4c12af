import type { MessageDescriptor } from '@scheduler/shared-domain/i18n';
import type { Role } from './roles';

/**
 * The browser's own texts outside the form schemas (SPEC §2, §4, §8). The shell loads this file on the login page's
 * critical path, so the server's answers live in ./server-messages.ts.
 */
export const NOT_FOUND_MESSAGE = 'The page you are looking for was not found!';
export const LOADING_MESSAGE = 'Loading data. Please wait...';
export const NO_BACKEND_SUFFIX = ' - Possible no connection with backend server.';

/**
 * The same texts as the screens word them in their language: LOADING_MESSAGE (which the document says before any
 * script runs), and SPEC §8's flag on a failure that looks like a lost connection, whose English is `{error}` and
 * NO_BACKEND_SUFFIX, written out because the build parses each message's literal text.
 */
export const PAGE_MESSAGES = {
  loading: { id: 'shell.loading', defaultMessage: 'Loading data. Please wait...' },
  noBackend: { id: 'shell.noBackend', defaultMessage: '{error} - Possible no connection with backend server.' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The roles as the screens name them. The records, the API and the tokens keep the role itself ('Admin'), whatever
 * the language.
 */
export const ROLE_NAMES = {
  Admin: { id: 'shell.role.admin', defaultMessage: 'Admin' },
  User: { id: 'shell.role.user', defaultMessage: 'User' },
  Contact: { id: 'shell.role.contact', defaultMessage: 'Contact' },
} satisfies Record<Role, MessageDescriptor>;

/**
 * A role as a screen names it, worded by its `t`; one the product does not know is shown as it is. Kept here, with
 * no import of roles.ts, as the shell provides this module to the sections, so nobody downloads it twice.
 */
export function roleName(role: string | undefined, say: (descriptor: MessageDescriptor) => string): string {
  const name = role && Object.hasOwn(ROLE_NAMES, role) ? ROLE_NAMES[role as Role] : undefined;
  return name ? say(name) : (role ?? '');
}
