import type { MessageDescriptor } from '@scheduler/shared-domain/i18n';

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
