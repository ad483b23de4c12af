import { http } from '@scheduler/shared-auth';
import type { CsvImportResult, CsvKind } from '@scheduler/shared-domain/csv-import';

/** The file as CSV, whatever type the browser guessed for it (Windows calls a .csv file a spreadsheet). */
const asCsv = (file: Blob) => new Blob([file], { type: 'text/csv' });

export const importApi = {
  /** Checks every row and writes nothing. */
  preview: (kind: CsvKind, file: Blob) => http.upload<CsvImportResult>(`/import/${kind}?preview=1`, asCsv(file)),
  /** Adds every row, or none when one breaks a rule. */
  commit: (kind: CsvKind, file: Blob) => http.upload<CsvImportResult>(`/import/${kind}`, asCsv(file)),
};
