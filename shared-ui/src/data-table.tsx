import type { ReactNode } from 'react';
import { Loading } from './loading';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Long free text (descriptions, comments) wraps; every other cell stays on one line and the table scrolls. */
  wrap?: boolean;
}

interface DataTableProps<Row> {
  /** null while loading. */
  rows: readonly Row[] | null;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  emptyText: string;
  loadingText?: string;
  caption?: string;
  /** SPEC: a list's header sticks this far from the top (venues: 90px). */
  stickyHeaderTop?: number;
}

/** The one table of the product: loading and empty texts, and sideways scrolling rather than breaking on a phone. */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  emptyText,
  loadingText,
  caption,
  stickyHeaderTop,
}: DataTableProps<Row>) {
  if (rows === null) return <Loading text={loadingText} />;
  if (rows.length === 0) return <p className="py-6 text-gray-600">{emptyText}</p>;
  const sticky = stickyHeaderTop === undefined ? undefined : { position: 'sticky' as const, top: stickyHeaderTop };
  return (
    // A sticky header sticks to its nearest scrolling box: on wide screens the table must not be one, so the
    // header can stick to the page; narrower, it scrolls sideways instead.
    <div className={`overflow-x-auto rounded border border-gray-200 bg-white ${sticky ? 'lg:overflow-visible' : ''}`}>
      <table className="min-w-full text-left text-sm">
        {caption && <caption className="caption-bottom px-3 py-2 text-left text-gray-600">{caption}</caption>}
        <thead className="bg-brand-100 text-brand-900">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                style={sticky}
                className="whitespace-nowrap bg-brand-100 px-3 py-2 font-semibold"
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-gray-100 even:bg-gray-50">
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={`px-3 py-2 align-top ${column.wrap ? 'min-w-48' : 'whitespace-nowrap'}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
