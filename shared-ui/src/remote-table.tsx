import { inScreenLanguage, useAuth, useTranslate } from '@scheduler/shared-auth';
import type { CsvKind } from '@scheduler/shared-domain/csv-import';
import { KIT_MESSAGES } from '@scheduler/shared-domain/kit-messages';
import { announce } from '@scheduler/shared-ui/announce';
import { Button } from '@scheduler/shared-ui/button';
import { confirmThenDelete } from '@scheduler/shared-ui/confirm-delete';
import { type Column, DataTable, type DataTableProps } from '@scheduler/shared-ui/data-table';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { ExportButton } from '@scheduler/shared-ui/export-button';
import { RetryButton } from '@scheduler/shared-ui/remote-content';
import type { RemoteData } from '@scheduler/shared-ui/use-remote-data';
import { Link } from 'react-router-dom';

/**
 * A list screen's table of loaded rows, with the load's or a delete's failure in the red alert above it. A first load
 * that failed leaves no table (nor its loading text) behind the alert, only a Retry; a delete or a download the
 * server refused takes the focus to the alert, as the keyboard was on the row's button. A load's failure never takes
 * the focus: a live reload fails while the user is elsewhere, in a menu or a field, and the alert announces itself. With `exportAs`, the list
 * can be saved as CSV (its export).
 */
export function RemoteTable<Row>({
  remote,
  exportAs,
  ...table
}: { remote: RemoteData<Row[]>; exportAs?: CsvKind } & Omit<DataTableProps<Row>, 'rows'>) {
  const nothingLoaded = remote.data === null && Boolean(remote.failure);
  return (
    <>
      {exportAs && <ExportButton kind={exportAs} onFailure={remote.setFailure} />}
      <ErrorAlert
        failure={remote.failure}
        reveal={remote.loadFailed ? 'scroll' : 'focus'}
        action={nothingLoaded && <RetryButton remote={remote} />}
      />
      {!nothingLoaded && <DataTable rows={remote.data} {...table} />}
    </>
  );
}

/**
 * A row action's text, named for its record to a screen reader ("Edit KB Hall"): the name starts with the visible
 * word, so speaking it works too.
 */
export function RowActionText({ label, record }: { label: string; record: string }) {
  return (
    <>
      {label}
      <span className="sr-only"> {record}</span>
    </>
  );
}

/**
 * A column of Edit links, each to the row's edit screen and named for its row's record; none in a row the signed-in
 * user may not edit (null).
 */
export function editColumn<Row>(
  editPath: (row: Row) => string | null,
  recordName: (row: Row) => string,
  width?: string,
): Column<Row> {
  return {
    header: inScreenLanguage(KIT_MESSAGES.edit),
    width,
    action: true,
    cell: (row) => {
      const path = editPath(row);
      return (
        path && (
          <Link to={path} data-row-action="edit" className="text-brand-500 underline">
            <RowActionText label={inScreenLanguage(KIT_MESSAGES.edit)} record={recordName(row)} />
          </Link>
        )
      );
    },
  };
}

interface AdminColumnsOptions<Row> {
  /** The list the rows come from: reloaded after a delete (SPEC §4); a refused delete lands in its alert. */
  list: RemoteData<Row[]>;
  /** What names a row's record to a screen reader: its venue or team name, meeting id, username. */
  recordName: (row: Row) => string;
  editPath: (row: Row) => string;
  /** The browser confirm of SPEC §7 (M003 to M006), or a row's own. */
  confirmText: string | ((row: Row) => string);
  /** Deletes the row's record; the server's answer says what it deleted, and the page says it again aloud. */
  remove: (row: Row) => Promise<{ message: string }>;
  /** Where a row may also be deleted with others (a meeting and the rest of its series): a further Del button. */
  wider?: (row: Row) => WiderDelete | null;
  width?: string;
}

/** A second Del button of a row: its label, the records it deletes (for a screen reader), its confirm and its delete. */
export interface WiderDelete {
  label: string;
  records: string;
  confirmText: string;
  remove: () => Promise<{ message: string }>;
}

/**
 * SPEC §2, §6: a list's columns, then Edit and Del for an Admin only; Del sends only after the confirm, then says
 * what the server deleted in the live region.
 */
export function useAdminColumns<Row>(
  columns: readonly Column<Row>[],
  { list, recordName, editPath, confirmText, remove, wider, width }: AdminColumnsOptions<Row>,
): readonly Column<Row>[] {
  const admin = useAuth((state) => state.admin);
  const t = useTranslate();
  if (!admin) return columns;
  const removeRow = (text: string, removal: () => Promise<{ message: string }>) =>
    confirmThenDelete(text, removal).then((answer) => {
      if (!answer) return;
      announce(answer.message);
      list.reload();
    }, list.setFailure);
  const deleteColumn: Column<Row> = {
    header: t(KIT_MESSAGES.del),
    width,
    action: true,
    cell: (row) => {
      const further = wider?.(row);
      const del = (
        <Button
          look="danger"
          data-row-action="delete"
          onClick={() =>
            void removeRow(typeof confirmText === 'string' ? confirmText : confirmText(row), () => remove(row))
          }
        >
          <RowActionText label={t(KIT_MESSAGES.del)} record={recordName(row)} />
        </Button>
      );
      if (!further) return del;
      return (
        <div className="flex flex-col items-start gap-1">
          {del}
          <Button
            look="danger"
            data-row-action="delete-wider"
            onClick={() => void removeRow(further.confirmText, further.remove)}
          >
            <RowActionText label={further.label} record={further.records} />
          </Button>
        </div>
      );
    },
  };
  return [...columns, editColumn(editPath, recordName, width), deleteColumn];
}
