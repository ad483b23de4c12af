import { type CSSProperties, memo, type ReactNode } from 'react';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /**
   * Long free text (descriptions, comments) wraps; in a short table every other cell stays on one line and the table
   * scrolls sideways. A long table's columns are fixed, and each of its cells wraps.
   */
  wrap?: boolean;
  /** Makes the column sortable by this value. */
  sortValue?: (row: Row) => string | number;
  /** A fixed width (CSS length), used when a long table is virtualized and columns must not jump. */
  width?: string;
  /**
   * A row's action (Edit, Del, Add to calendar), after the other columns: it stays in view at the right edge of a
   * table that scrolls sideways, and sits beside the row's other actions under its fields on a phone.
   */
  action?: boolean;
}

/**
 * From 768px a table; below, each row a card: the header row keeps only its sort buttons (the rest is left to
 * screen readers), each field is a line led by its header, drawn from the cell's `data-label` with an empty
 * alternative text (a screen reader already reads it from the column), and the actions share the last line.
 */
const CARD_FIELD =
  "max-md:flex max-md:w-full max-md:gap-2 max-md:py-0.5 max-md:before:w-28 max-md:before:shrink-0 max-md:before:font-medium max-md:before:text-gray-600 max-md:before:content-[attr(data-label)_/_'']";
const CARD_ACTION = 'max-md:inline-block max-md:pt-1 max-md:pr-4';

/**
 * A short table lets its wrapping columns take their room and scrolls sideways; a long one has fixed columns, so each
 * of its cells wraps within its column's width (its row grows) rather than widening the table.
 */
function cellLayout(column: { wrap?: boolean; action?: boolean }, virtual: boolean): string {
  const card = column.action ? CARD_ACTION : CARD_FIELD;
  if (virtual) return `${card} break-words`;
  return `${card} max-md:whitespace-normal ${column.wrap ? 'min-w-48 break-words' : 'whitespace-nowrap'}`;
}

/** How a column's cells are drawn: the same for every row, so worked out once per layout. */
export interface CellLook {
  /** A pinned action's offset from the right edge. */
  style?: CSSProperties;
  /** What pins it (its header cell has it too). */
  pinnedClass: string;
  /** The body cell's whole class. */
  className: string;
}

/**
 * An action column sticks to the right edge once the table is wider than its box; the first one shows the edge. Its
 * offset is a variable that only the table's width uses: on a phone the hidden header cell must not move.
 */
export function cellLook<Row>(
  column: Column<Row>,
  index: number,
  layout: {
    virtual: boolean;
    scrollsSideways: boolean;
    pinnedRight: readonly (number | undefined)[];
    columns: readonly Column<Row>[];
  },
): CellLook {
  const right = layout.pinnedRight[index];
  const edge = layout.scrollsSideways && index === layout.columns.findIndex((other) => other.action);
  const pinnedClass =
    right === undefined
      ? ''
      : `md:sticky md:right-(--pinned-right) ${edge ? 'md:shadow-[-6px_0_6px_-4px_rgb(0_0_0/0.15)]' : ''}`;
  return {
    ...(right !== undefined && { style: { '--pinned-right': `${right}px` } as CSSProperties }),
    pinnedClass,
    className: `px-3 py-2 align-top max-md:px-0 max-md:wrap-anywhere ${cellLayout(column, layout.virtual)} ${pinnedClass} ${right !== undefined ? 'z-10 bg-inherit' : ''}`,
  };
}

interface BodyRowProps<Row> {
  row: Row;
  index: number;
  columns: readonly Column<Row>[];
  looks: readonly CellLook[];
  /** A long table's virtualizer measures each row it draws. */
  measure: ((row: HTMLTableRowElement | null) => void) | undefined;
}

/**
 * One row of the table. Drawn again only when its record, place or columns change: a long table draws again on each
 * step of a scroll and once more when it has measured the rows that came into view, and its rows' cells (dates
 * written in a zone) are most of that work.
 */
function BodyRowOf<Row>({ row, index, columns, looks, measure }: BodyRowProps<Row>) {
  return (
    <tr
      data-index={index}
      ref={measure}
      className="border-t border-gray-100 bg-white even:bg-gray-50 max-md:block max-md:px-3 max-md:py-2"
    >
      {columns.map((column, columnIndex) => {
        const look = looks[columnIndex];
        return (
          <td
            key={column.header}
            data-label={column.action ? undefined : column.header}
            style={look?.style}
            className={look?.className}
          >
            {column.cell(row)}
          </td>
        );
      })}
    </tr>
  );
}

export const BodyRow = memo(BodyRowOf) as typeof BodyRowOf;
