/**
 * The browser's own texts outside the form schemas (SPEC §2, §4, §8). The shell loads this file on the login page's
 * critical path, so the server's answers live in ./server-messages.ts.
 */
export const NOT_FOUND_MESSAGE = 'The page you are looking for was not found!';
export const LOADING_MESSAGE = 'Loading data. Please wait...';
export const NO_BACKEND_SUFFIX = ' - Possible no connection with backend server.';
