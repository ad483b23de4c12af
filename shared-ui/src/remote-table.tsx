import { useAuth } from '@scheduler/shared-auth';
import { Button } from '@scheduler/shared-ui/button';
import { confirmThenDelete } from '@scheduler/shared-ui/confirm-delete';
import { type Column, DataTable, type DataTableProps } from '@scheduler/shared-ui/data-table';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { RetryButton } from '@scheduler/shared-ui/remote-content';
import type { RemoteData } from '@scheduler/shared-ui/use-remote-data';
import { Link } from 'react-router-dom';

/**
 * A list screen's table of loaded rows, with the load's or a delete's failure in the red alert above it. A load
 * that failed leaves no table (nor its loading text) behind the alert, only a Retry.
 */
export function RemoteTable<Row>({
  remote,
  ...table
}: { remote: RemoteData<Row[]> } & Omit<DataTableProps<Row>, 'rows'>) {
  const loadFailed = remote.data === null && Boolean(remote.failure);
  return (
    <>
      <ErrorAlert failure={remote.failure} action={loadFailed && <RetryButton remote={remote} />} />
      {!loadFailed && <DataTable rows={remote.data} {...table} />}
    </>
  );
}

/** A column of Edit links, each to the row's edit screen; none in a row the signed-in user may not edit (null). */
export function editColumn<Row>(editPath: (row: Row) => string | null, width?: string): Column<Row> {
  return {
    header: 'Edit',
    width,
    cell: (row) => {
      const path = editPath(row);
      return (
        path && (
          <Link to={path} className="text-brand-500 underline">
            Edit
          </Link>
        )
      );
    },
  };
}

interface AdminColumnsOptions<Row> {
  /** The list the rows come from: reloaded after a delete (SPEC §4); a refused delete lands in its alert. */
  list: RemoteData<Row[]>;
  editPath: (row: Row) => string;
  /** The browser confirm of SPEC §7 (M003 to M006), or a row's own. */
  confirmText: string | ((row: Row) => string);
  remove: (row: Row) => Promise<unknown>;
  /** Where a row may also be deleted with others (a meeting and the rest of its series): a further Del button. */
  wider?: (row: Row) => WiderDelete | null;
  width?: string;
}

/** A second Del button of a row: its label, what it is named to a screen reader, its confirm and its delete. */
export interface WiderDelete {
  label: string;
  name: string;
  confirmText: string;
  remove: () => Promise<unknown>;
}

/** SPEC §2, §6: a list's columns, then Edit and Del for an Admin only; Del sends only after the confirm. */
export function useAdminColumns<Row>(
  columns: readonly Column<Row>[],
  { list, editPath, confirmText, remove, wider, width }: AdminColumnsOptions<Row>,
): readonly Column<Row>[] {
  const admin = useAuth((state) => state.admin);
  if (!admin) return columns;
  const removeRow = (text: string, removal: () => Promise<unknown>) =>
    confirmThenDelete(text, removal).then((deleted) => deleted && list.reload(), list.setFailure);
  const deleteColumn: Column<Row> = {
    header: 'Del',
    width,
    cell: (row) => {
      const further = wider?.(row);
      const del = (
        <Button
          look="danger"
          onClick={() =>
            void removeRow(typeof confirmText === 'string' ? confirmText : confirmText(row), () => remove(row))
          }
        >
          Del
        </Button>
      );
      if (!further) return del;
      return (
        <div className="flex flex-col items-start gap-1">
          {del}
          <Button
            look="danger"
            aria-label={further.name}
            onClick={() => void removeRow(further.confirmText, further.remove)}
          >
            {further.label}
          </Button>
        </div>
      );
    },
  };
  return [...columns, editColumn(editPath, width), deleteColumn];
}
