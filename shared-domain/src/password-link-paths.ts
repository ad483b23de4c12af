// Apart from password-links.ts, so that the login page's link adds only these few bytes to its first load.

/** The page that asks for a link to set a new password. */
export const FORGOT_PASSWORD_PATH = '/user/forgot-password';
/** The page a link opens, below PUBLIC_URL; its token follows in the query. */
export const SET_PASSWORD_PATH = '/user/set-password';
