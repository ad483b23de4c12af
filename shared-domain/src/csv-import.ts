import { defineMessages, inEnglish, type Message, message } from '@scheduler/shared-domain/i18n';
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

/**
 * What the server answers about an import, in the `server` namespace. A column name is an argument as the file or the
 * list spells it; a list's name (`kind`) is its collection's, which a translation words with a `select`.
 */
export const CSV_IMPORT_ANSWER_MESSAGES = defineMessages({
  notCsv: { id: 'server.csv.notCsv', defaultMessage: 'The file must be sent as text/csv.' },
  unreadable: {
    id: 'server.csv.unreadable',
    defaultMessage:
      'The file is not valid CSV (line {line}): a quote is left open, or a row has more or fewer cells than the header.',
  },
  // Two apostrophes are one in ICU MessageFormat: one alone before a brace would quote the argument.
  unknownColumn: {
    id: 'server.csv.unknownColumn',
    defaultMessage: "The header names a column ''{column}'' this list does not have. Its columns are: {columns}.",
  },
  missingColumn: {
    id: 'server.csv.missingColumn',
    defaultMessage: "The header lacks the column ''{column}''. Start from the template of this list.",
  },
  repeatedColumn: {
    id: 'server.csv.repeatedColumn',
    defaultMessage: "The header names the column ''{column}'' twice.",
  },
  tooManyRows: {
    id: 'server.csv.tooManyRows',
    defaultMessage: 'The file holds {rows} rows; at most {max} {kind} are imported at once. Import it in parts.',
  },
  // `{count}`, not `#`, which would write 1,000 where the SPEC's text writes 1000.
  importRefused: {
    id: 'server.csv.importRefused',
    defaultMessage:
      '{count, plural, one {{count} row breaks} other {{count} rows break}} a rule. Nothing was imported.',
  },
  meetingTime: {
    id: 'server.csv.meetingTime',
    defaultMessage:
      "Meeting {field} must be HH:MM on the meetingDate or YYYY-MM-DD HH:MM, on the group's clock ({zone}), or an ISO 8601 instant such as {example}.",
  },
});
const A = CSV_IMPORT_ANSWER_MESSAGES;

/** The English texts, for the tests and the browser's own check of a file's size. */
export const CSV_IMPORT_MESSAGES = {
  notCsv: inEnglish(A.notCsv),
  tooLarge: inEnglish(IMPORT_SCREENS.tooLarge, { megabytes: CSV_IMPORT_MAX_BYTES / 1024 / 1024 }),
} as const;

const inEnglishOf = ({ descriptor, values }: Message) => inEnglish(descriptor, values);

export const csvNotCsv = message(A.notCsv);

/** A file csv-parse cannot read: a quote left open, or a row with more or fewer cells than the header. */
export const csvUnreadable = (line: number): Message => message(A.unreadable, { line });
export const csvUnreadableMessage = (line: number) => inEnglishOf(csvUnreadable(line));

/** A column name from the file as a message repeats it: a header cell may be as long as the file. */
const SHOWN_NAME_MAX = 40;
const shownName = (name: string) => (name.length > SHOWN_NAME_MAX ? `${name.slice(0, SHOWN_NAME_MAX)}…` : name);

export const csvUnknownColumn = (column: string, columns: readonly string[]): Message =>
  message(A.unknownColumn, { column: shownName(column), columns: columns.join(', ') });
export const csvUnknownColumnMessage = (column: string, columns: readonly string[]) =>
  inEnglishOf(csvUnknownColumn(column, columns));

export const csvMissingColumn = (column: string): Message => message(A.missingColumn, { column });
export const csvMissingColumnMessage = (column: string) => inEnglishOf(csvMissingColumn(column));

export const csvRepeatedColumn = (column: string): Message => message(A.repeatedColumn, { column: shownName(column) });
export const csvRepeatedColumnMessage = (column: string) => inEnglishOf(csvRepeatedColumn(column));

export const csvTooManyRows = (rows: number, kind: CsvKind): Message =>
  message(A.tooManyRows, { rows, max: CSV_IMPORT_MAX_ROWS, kind });
export const csvTooManyRowsMessage = (rows: number, kind: CsvKind) => inEnglishOf(csvTooManyRows(rows, kind));

/** An import with a broken rule writes nothing. */
export const csvImportRefused = (failedRows: number): Message => message(A.importRefused, { count: failedRows });
export const csvImportRefusedMessage = (failedRows: number) => inEnglishOf(csvImportRefused(failedRows));

/** An ISO 8601 instant as the texts of meeting times show one. */
const INSTANT_EXAMPLE = '2026-12-18T11:00Z';

/** A meeting's startTime or endTime in a file that reads as none of the forms an import takes. */
export const csvMeetingTime = (field: 'startTime' | 'endTime', zone: string): Message =>
  message(A.meetingTime, { field, zone, example: INSTANT_EXAMPLE });
export const csvMeetingTimeMessage = (field: 'startTime' | 'endTime', zone: string) =>
  inEnglishOf(csvMeetingTime(field, zone));

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
