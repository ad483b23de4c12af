import { inEnglish } from '@scheduler/shared-domain/i18n';
import { COLLECTIONS, type Collection } from './change';
import type { SayMessage } from './change-texts';
import { IMPORT_SCREENS } from './user-admin-screens';

/** The lists that are exported as CSV, and imported from it (every kind's): the name of the file and of the import. */
export const CSV_KINDS = COLLECTIONS;
export type CsvKind = Collection;

/**
 * The largest CSV file an import takes: ten thousand meetings are about 1 MB. The whole file is checked and written
 * in one transaction, so it is read whole, not streamed.
 */
export const CSV_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Rows a file may hold for a list added row by row, each through its add with its own checks and messages (users,
 * venues, teams): a group has some hundreds of each. Meetings are added many at once and are bounded by the size.
 */
export const CSV_IMPORT_MAX_ROWS = 1000;

/** One rule a row of an import breaks: its row as a spreadsheet numbers it (the header is row 1) and its column. */
export interface CsvImportError {
  row: number;
  field: string;
  message: string;
}

/** What an import answers: how many rows the file holds, and each row's first broken rule. */
export interface CsvImportResult {
  rows: number;
  errors: CsvImportError[];
}

export const CSV_IMPORT_MESSAGES = {
  notCsv: 'The file must be sent as text/csv.',
  tooLarge: `The file is larger than ${CSV_IMPORT_MAX_BYTES / 1024 / 1024} MB. Import it in parts.`,
} as const;

/** A file csv-parse cannot read: a quote left open, or a row with more or fewer cells than the header. */
export const csvUnreadableMessage = (line: number) =>
  `The file is not valid CSV (line ${line}): a quote is left open, or a row has more or fewer cells than the header.`;

/** A column name from the file as a message repeats it: a header cell may be as long as the file. */
const SHOWN_NAME_MAX = 40;
const shownName = (name: string) => (name.length > SHOWN_NAME_MAX ? `${name.slice(0, SHOWN_NAME_MAX)}…` : name);

export const csvUnknownColumnMessage = (column: string, columns: readonly string[]) =>
  `The header names a column '${shownName(column)}' this list does not have. Its columns are: ${columns.join(', ')}.`;

export const csvMissingColumnMessage = (column: string) =>
  `The header lacks the column '${column}'. Start from the template of this list.`;

export const csvRepeatedColumnMessage = (column: string) => `The header names the column '${shownName(column)}' twice.`;

export const csvTooManyRowsMessage = (rows: number, kind: CsvKind) =>
  `The file holds ${rows} rows; at most ${CSV_IMPORT_MAX_ROWS} ${kind} are imported at once. Import it in parts.`;

/** An import with a broken rule writes nothing. */
export const csvImportRefusedMessage = (failedRows: number) =>
  `${failedRows} ${failedRows === 1 ? 'row breaks' : 'rows break'} a rule. Nothing was imported.`;

/** An ISO 8601 instant as the texts of meeting times show one. */
const INSTANT_EXAMPLE = '2026-12-18T11:00Z';

/** A meeting's startTime or endTime in a file that reads as none of the forms an import takes. */
export const csvMeetingTimeMessage = (field: 'startTime' | 'endTime', zone: string) =>
  `Meeting ${field} must be HH:MM on the meetingDate or YYYY-MM-DD HH:MM, on the group's clock (${zone}), or an ISO 8601 instant such as ${INSTANT_EXAMPLE}.`;

/** The rows of the meetings' template, which show how times are written (their team and venue are none of the group's). */
export const CSV_MEETING_EXAMPLE = {
  ids: ['Example 1', 'Example 2'],
  team: 'Your team',
  venue: 'Your venue',
  // Comments, which hold no '/' of a zone's name: the Import page names the zone.
  clockTimes: "HH:MM on the meetingDate, on the group's clock. Replace these rows with yours.",
  otherTimes: 'Or YYYY-MM-DD HH:MM on the same clock, or an ISO 8601 instant with its offset.',
} as const;

/** What the Import page says of meeting times when the list is Meetings: in English unless a screen's `say` words it. */
export const csvMeetingTimesText = (zone: string, say: SayMessage = inEnglish) =>
  say(IMPORT_SCREENS.meetingTimes, { zone, example: INSTANT_EXAMPLE });

/** The rows of an import that break a rule, each counted once. */
export const failedRowCount = (errors: readonly CsvImportError[]) => new Set(errors.map((error) => error.row)).size;

/** The button on each list that saves it as a CSV file. */
export const CSV_EXPORT_LABEL = 'Export CSV';
