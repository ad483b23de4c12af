/**
 * What a spreadsheet reads as the start of a formula (OWASP's list), after any apostrophes: a cell that starts so is
 * written with one more apostrophe in front, so a spreadsheet never runs it, and read back without it. A value that
 * starts with apostrophes of its own gains one too, so that reading gives back exactly what was written.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const NEUTRALISED_FORMULA = /^'+[=+\-@\t\r]/;

export const neutralised = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

export const restored = (cell: string): string => (NEUTRALISED_FORMULA.test(cell) ? cell.slice(1) : cell);
