import { Loading } from '@scheduler/shared-ui/loading';
import { StickyTableHeader } from '@scheduler/shared-ui/sticky-table-header';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, type RefObject, useEffect, useMemo, useRef, useState } from 'react';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Long free text (descriptions, comments) wraps; every other cell stays on one line and the table scrolls. */
  wrap?: boolean;
  /** Makes the column sortable by this value. */
  sortValue?: (row: Row) => string | number;
  /** A fixed width (CSS length), used when a long table is virtualized and columns must not jump. */
  width?: string;
}

export type SortDirection = 'ascending' | 'descending';
export interface SortOrder {
  header: string;
  direction: SortDirection;
}

export interface DataTableProps<Row> {
  /** null while loading. */
  rows: readonly Row[] | null;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  emptyText: string;
  loadingText?: string;
  caption?: string;
  /** SPEC: a list's header sticks this far from the top (venues: 90px). */
  stickyHeaderTop?: number;
  initialSort?: SortOrder;
}

/**
 * Past this many rows the table scrolls in its own box and only the rows in view are rendered, so ten thousand
 * scroll as smoothly as ten. Those rows have one fixed height (long text is cut short): scrolling never measures.
 */
const VIRTUALIZE_FROM_ROWS = 100;
const ROW_HEIGHT_PX = 37;
const SCROLL_BOX_SHARE_OF_VIEWPORT = 0.75;

/** Stands in for the rows out of view; a row without cells is neither focusable nor worth announcing. */
function SpacerRow({ height }: { height: number }) {
  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a table row is not focusable; the rule misreads <tr>.
  return <tr aria-hidden="true" style={{ height }} />;
}

function cellLayout(column: { wrap?: boolean }, virtual: boolean): string {
  if (virtual) return 'truncate';
  return column.wrap ? 'min-w-48 break-words' : 'whitespace-nowrap';
}

function sortRows<Row>(rows: readonly Row[], columns: readonly Column<Row>[], order: SortOrder | null): readonly Row[] {
  const sortValue = columns.find((column) => column.header === order?.header)?.sortValue;
  if (!order || !sortValue) return rows;
  const sign = order.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [sortValue(a), sortValue(b)];
    return x < y ? -sign : x > y ? sign : 0;
  });
}

/** Whether the box's content is wider than the box, so it scrolls sideways: then a keyboard must reach it too. */
function useScrollsSideways(boxRef: RefObject<HTMLDivElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [boxRef]);
  return scrolls;
}

/** The one table of the product: loading and empty texts, sorting, and sideways scrolling rather than breaking on a phone. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { rows, emptyText, loadingText } = props;
  if (rows === null) return <Loading text={loadingText} />;
  if (rows.length === 0) return <p className="py-6 text-gray-600">{emptyText}</p>;
  return <FilledTable {...props} rows={rows} />;
}

function FilledTable<Row>({
  rows,
  columns,
  rowKey,
  caption,
  stickyHeaderTop,
  initialSort,
}: DataTableProps<Row> & { rows: readonly Row[] }) {
  const [order, setOrder] = useState<SortOrder | null>(initialSort ?? null);
  const sorted = useMemo(() => sortRows(rows, columns, order), [rows, columns, order]);
  const virtual = sorted.length >= VIRTUALIZE_FROM_ROWS;
  const scrollBoxRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const scrollsSideways = useScrollsSideways(scrollBoxRef);
  const virtualizer = useVirtualizer({
    count: sorted.length,
    getScrollElement: () => scrollBoxRef.current,
    estimateSize: () => ROW_HEIGHT_PX,
    measureElement: () => ROW_HEIGHT_PX,
    overscan: 12,
    enabled: virtual,
    // The box's size before it is first measured, so the very first paint already shows rows.
    initialRect: { width: 0, height: Math.round(window.innerHeight * SCROLL_BOX_SHARE_OF_VIEWPORT) },
  });
  const items = virtual ? virtualizer.getVirtualItems() : sorted.map((_, index) => ({ index, start: 0, end: 0 }));
  const paddingTop = virtual ? (items[0]?.start ?? 0) : 0;
  const paddingBottom = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;

  // A long table scrolls in its own box and its header sticks to that box's top; a short one sticks to the window
  // through a copy of its header, since its box scrolls sideways (StickyTableHeader).
  const headerSticksToWindow = !virtual && stickyHeaderTop !== undefined;
  const sticky = virtual ? { position: 'sticky' as const, top: 0 } : undefined;
  const toggle = (header: string) =>
    setOrder((current) => ({
      header,
      direction: current?.header === header && current.direction === 'ascending' ? 'descending' : 'ascending',
    }));

  return (
    // The card never lets a wide table widen the page: the table scrolls sideways inside it. Its clip (which,
    // unlike a scrolling box, leaves sticking to the window alone) hides the sticky header's strip at rest.
    <div className="overflow-y-clip rounded border border-gray-200 bg-white">
      {headerSticksToWindow && (
        <StickyTableHeader
          top={stickyHeaderTop}
          headers={columns.map((column) => column.header)}
          tableRef={tableRef}
          scrollBoxRef={scrollBoxRef}
        />
      )}
      <div
        ref={scrollBoxRef}
        // A box that scrolls sideways takes the focus, so arrow keys scroll it even where no row holds a link.
        tabIndex={scrollsSideways || virtual ? 0 : undefined}
        className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-500 ${virtual ? 'max-h-[75dvh] overflow-y-auto' : ''}`}
      >
        <table ref={tableRef} className={`min-w-full text-left text-sm ${virtual ? 'table-fixed' : ''}`}>
          {caption && <caption className="caption-bottom px-3 py-2 text-left text-gray-600">{caption}</caption>}
          {virtual && (
            <colgroup>
              {columns.map((column) => (
                <col key={column.header} style={column.width ? { width: column.width } : undefined} />
              ))}
            </colgroup>
          )}
          <thead className="bg-brand-100 text-brand-900">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  style={sticky}
                  aria-sort={order?.header === column.header ? order.direction : undefined}
                  className="whitespace-nowrap bg-brand-100 px-3 py-2 font-semibold"
                >
                  {column.sortValue ? (
                    <button
                      type="button"
                      onClick={() => toggle(column.header)}
                      className="flex items-center gap-1 font-semibold"
                    >
                      {column.header}
                      <span aria-hidden="true">
                        {order?.header !== column.header ? '↕' : order.direction === 'ascending' ? '▲' : '▼'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {paddingTop > 0 && <SpacerRow height={paddingTop} />}
            {items.map(({ index }) => {
              const row = sorted[index] as Row;
              return (
                <tr
                  key={rowKey(row)}
                  data-index={index}
                  ref={virtual ? virtualizer.measureElement : undefined}
                  className="border-t border-gray-100 even:bg-gray-50"
                >
                  {columns.map((column) => (
                    <td key={column.header} className={`px-3 py-2 align-top ${cellLayout(column, virtual)}`}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
            {paddingBottom > 0 && <SpacerRow height={paddingBottom} />}
          </tbody>
        </table>
      </div>
    </div>
  );
}
