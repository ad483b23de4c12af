/**
 * The stale-edit refusal, told apart from other 409s by a code the answer carries in a header, whatever the language of
 * its message: only it offers Reload.
 */
export const ERROR_CODE_HEADER = 'Error-Code';
export const STALE_EDIT_CODE = 'stale-edit';
