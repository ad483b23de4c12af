/**
 * What a spreadsheet may run as a formula, as OWASP's CSV injection page lists it: a cell that starts with `=`, `+`,
 * `-`, `@`, a tab or a carriage return. A cell is not only what RFC 4180 quoting makes it: a spreadsheet set to split
 * on semicolons or tabs, or one that ignores quotes, starts a new cell after any of them and after a line break, so
 * `x;=cmd…` is a formula there. And a spreadsheet told to trim spaces makes ` =cmd…` one. So every segment that a
 * spreadsheet may split out (the text at the cell's start, or after a comma, semicolon, tab or line break), after
 * any spaces and apostrophes of its own, is checked: one that starts so gets one apostrophe more (after its spaces),
 * which a spreadsheet takes as "this is text", and reading takes exactly that apostrophe off again, so an export
 * imports back as it was. Pipes, spaces and other separators a person may pick by hand are not split on: the
 * product's own export names its separator (a comma) and most of its texts hold spaces.
 */
const SEGMENT_START = '(?<=^|[,;\\t\\r\\n])( *)';
const FORMULA_AFTER = "(?='*[=+\\-@\\t\\r])";
const UNGUARDED_SEGMENT = new RegExp(`${SEGMENT_START}${FORMULA_AFTER}`, 'g');
const GUARDED_SEGMENT = new RegExp(`${SEGMENT_START}'${FORMULA_AFTER}`, 'g');

export const neutralised = (value: string): string => value.replace(UNGUARDED_SEGMENT, "$1'");

export const restored = (cell: string): string => cell.replace(GUARDED_SEGMENT, '$1');
