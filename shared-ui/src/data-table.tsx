import {
  useKeepFocusInTable,
  useRowSizes,
  useTableLayout,
  useWideScreen,
} from '@scheduler/shared-ui/data-table-layout';
import { BodyRow, type Column, cellLook } from '@scheduler/shared-ui/data-table-row';
import { Loading } from '@scheduler/shared-ui/loading';
import { StickyTableHeader } from '@scheduler/shared-ui/sticky-table-header';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, useId, useMemo, useRef, useState } from 'react';

export type { Column } from '@scheduler/shared-ui/data-table-row';

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
  /** Says what the table lists; it names the table, and the box it scrolls in. */
  caption: string;
  /** SPEC: a list's header sticks this far from the top (venues: 90px). */
  stickyHeaderTop?: number;
  initialSort?: SortOrder;
}

/**
 * Past this many rows the table scrolls in its own box and only the rows in view are rendered, so ten thousand
 * scroll as smoothly as ten. Each row grows to its content (long text wraps in its column) and is measured as it
 * comes into view; until then it counts as one line high.
 */
const VIRTUALIZE_FROM_ROWS = 100;
const ROW_HEIGHT_PX = 37;
/** On a phone each row is a card of one line per field, then a line of its actions (CARD_FIELD, CARD_ACTION). */
const CARD_FIELD_PX = 24;
const CARD_ACTIONS_PX = 32;
const CARD_PADDING_PX = 17;
const SCROLL_BOX_SHARE_OF_VIEWPORT = 0.75;

/** Stands in for the rows out of view; a row without cells is neither focusable nor worth announcing. */
function SpacerRow({ height }: { height: number }) {
  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a table row is not focusable; the rule misreads <tr>.
  return <tr aria-hidden="true" style={{ height }} />;
}

/**
 * A box that scrolls takes the focus, so arrow keys scroll it even where no row holds a link; as a focusable region
 * it is named by the table's caption.
 */
const scrollRegion = (captionId: string) => ({ tabIndex: 0, role: 'region', 'aria-labelledby': captionId });

function sortRows<Row>(rows: readonly Row[], columns: readonly Column<Row>[], order: SortOrder | null): readonly Row[] {
  const sortValue = columns.find((column) => column.header === order?.header)?.sortValue;
  if (!order || !sortValue) return rows;
  const sign = order.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [sortValue(a), sortValue(b)];
    return x < y ? -sign : x > y ? sign : 0;
  });
}

/**
 * The one table of the product: loading and empty texts, sorting, cards on a phone and sideways scrolling with the
 * row actions kept in view on a wider screen. When the row holding the focus goes (a delete), the focus stays in
 * the table (useKeepFocusInTable).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { rows, emptyText, loadingText } = props;
  const frameRef = useRef<HTMLDivElement>(null);
  useKeepFocusInTable(frameRef, rows);
  return (
    <div ref={frameRef}>
      {rows === null ? (
        <Loading text={loadingText} />
      ) : rows.length === 0 ? (
        <p data-empty-text className="py-6 text-gray-600">
          {emptyText}
        </p>
      ) : (
        <FilledTable {...props} rows={rows} />
      )}
    </div>
  );
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
  const captionId = useId();
  const { scrollsSideways, pinnedRight } = useTableLayout(scrollBoxRef, tableRef, columns);
  const actionCount = columns.filter((column) => column.action).length;
  const sortable = columns.some((column) => column.sortValue);
  const rowHeight = useWideScreen()
    ? ROW_HEIGHT_PX
    : (columns.length - actionCount) * CARD_FIELD_PX + (actionCount > 0 ? CARD_ACTIONS_PX : 0) + CARD_PADDING_PX;
  const rowSizes = useRowSizes(rowHeight);
  const virtualizer = useVirtualizer({
    count: sorted.length,
    getScrollElement: () => scrollBoxRef.current,
    ...rowSizes,
    // Rows drawn beyond the view on each side: enough for a fast scroll's next frame; each one more is drawn anew at
    // every step of a long scroll.
    overscan: 6,
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
  const toggle = (header: string) =>
    setOrder((current) => ({
      header,
      direction: current?.header === header && current.direction === 'ascending' ? 'descending' : 'ascending',
    }));
  const cellLooks = useMemo(
    () => columns.map((column, index) => cellLook(column, index, { virtual, scrollsSideways, pinnedRight, columns })),
    [columns, virtual, scrollsSideways, pinnedRight],
  );

  return (
    // The card never lets a wide table widen the page: the table scrolls sideways inside it. Its clip (which,
    // unlike a scrolling box, leaves sticking to the window alone) hides the sticky header's strip at rest.
    <div className="overflow-y-clip rounded border border-gray-200 bg-white">
      {headerSticksToWindow && (
        <StickyTableHeader
          top={stickyHeaderTop}
          headers={columns.map((column) => column.header)}
          pinnedRight={pinnedRight}
          tableRef={tableRef}
          scrollBoxRef={scrollBoxRef}
        />
      )}
      <div
        ref={scrollBoxRef}
        {...(scrollsSideways || virtual ? scrollRegion(captionId) : {})}
        className={`overflow-x-auto ${virtual ? 'max-h-[75dvh] overflow-y-auto' : ''}`}
      >
        <table
          ref={tableRef}
          // A virtualized table is as wide as its columns' widths (or the box): fixed, so rows coming into view
          // cannot move its columns, and never squeezed below their widths on a narrow window.
          style={
            virtual
              ? ({
                  '--columns-width': `calc(${columns.map((column) => column.width ?? '0px').join(' + ')})`,
                } as CSSProperties)
              : {}
          }
          className={`min-w-full text-left text-sm max-md:flex max-md:flex-col ${virtual ? 'md:table-fixed md:w-[max(100%,var(--columns-width))]' : ''}`}
        >
          <caption id={captionId} className="caption-bottom px-3 py-2 text-left text-gray-600 max-md:order-last">
            {caption}
          </caption>
          {virtual && (
            <colgroup className="max-md:hidden">
              {columns.map((column) => (
                <col key={column.header} style={column.width ? { width: column.width } : undefined} />
              ))}
            </colgroup>
          )}
          {/* On a phone the header row shows only its sort buttons; the rest is left to screen readers. */}
          <thead className={`bg-brand-100 text-brand-900 ${sortable ? 'max-md:block' : 'max-md:sr-only'}`}>
            <tr className="max-md:flex max-md:flex-wrap">
              {columns.map((column, index) => {
                const { style, pinnedClass: className } = cellLooks[index] ?? { pinnedClass: '' };
                return (
                  <th
                    key={column.header}
                    scope="col"
                    style={style}
                    aria-sort={order?.header === column.header ? order.direction : undefined}
                    className={`whitespace-nowrap bg-brand-100 px-3 py-2 font-semibold ${column.sortValue ? '' : 'max-md:sr-only'} ${className} ${virtual ? 'md:sticky md:top-0' : ''} ${style ? 'z-30' : virtual ? 'z-20' : ''}`}
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
                );
              })}
            </tr>
          </thead>
          <tbody className="max-md:block">
            {paddingTop > 0 && <SpacerRow height={paddingTop} />}
            {items.map(({ index }) => {
              const row = sorted[index] as Row;
              return (
                <BodyRow
                  key={rowKey(row)}
                  row={row}
                  index={index}
                  columns={columns}
                  looks={cellLooks}
                  measure={virtual ? virtualizer.measureElement : undefined}
                />
              );
            })}
            {paddingBottom > 0 && <SpacerRow height={paddingBottom} />}
          </tbody>
        </table>
      </div>
    </div>
  );
}
