import { type RefObject, useEffect, useRef, useState } from 'react';

/** Below the 48px nav bar (theme `--spacing-nav`): the strip down to a stuck header is filled, so no row shows there. */
const NAV_BAR_HEIGHT_PX = 48;

interface Layout {
  widths: number[];
  tableWidth: number;
  height: number;
}

interface StickyTableHeaderProps {
  /** Distance from the top of the window at which the header sticks (SPEC §2: 90px). */
  top: number;
  headers: readonly string[];
  /** The table's action columns pinned to the box's right edge (useTableLayout): their copies pin there too. */
  pinnedRight: readonly (number | undefined)[];
  /** The table whose header row this copies (its widths and height) and the box it scrolls sideways in. */
  tableRef: RefObject<HTMLTableElement | null>;
  scrollBoxRef: RefObject<HTMLDivElement | null>;
}

function measure(table: HTMLTableElement): Layout {
  const cells = Array.from(table.tHead?.rows[0]?.cells ?? []);
  return {
    widths: cells.map((cell) => cell.getBoundingClientRect().width),
    tableWidth: table.getBoundingClientRect().width,
    height: table.tHead?.getBoundingClientRect().height ?? 0,
  };
}

/**
 * A copy of a table's header row that sticks to the window. The table itself scrolls sideways in its card, and a
 * sticky element inside a scrolling box sticks to that box, never to the window: so this copy lives outside the
 * box, lies over the real header at rest (which stays in the table for assistive technology, hence the copy is
 * hidden from it), takes the real header's column widths and follows the box's sideways scroll.
 */
export function StickyTableHeader({ top, headers, pinnedRight, tableRef, scrollBoxRef }: StickyTableHeaderProps) {
  const [layout, setLayout] = useState<Layout>({ widths: [], tableWidth: 0, height: 0 });
  const rowRef = useRef<HTMLTableElement>(null);

  // Not a layout effect: this copy comes before the table, whose ref is attached after this copy's layout effects.
  useEffect(() => {
    const table = tableRef.current;
    const box = scrollBoxRef.current;
    if (!table || !box) return;
    const remeasure = () => setLayout(measure(table));
    // The copy moves with the table; a pinned column's copy moves back by what is left to scroll, as sticking does.
    const follow = () => {
      const copy = rowRef.current;
      if (!copy) return;
      copy.style.transform = `translateX(${-box.scrollLeft}px)`;
      const leftToScroll = Math.max(0, box.scrollWidth - box.clientWidth - box.scrollLeft);
      for (const cell of copy.querySelectorAll<HTMLElement>('[data-pinned]')) {
        cell.style.transform = `translateX(${-leftToScroll}px)`;
      }
    };
    remeasure();
    follow();
    const observer = new ResizeObserver(() => {
      remeasure();
      follow();
    });
    observer.observe(table);
    observer.observe(box);
    box.addEventListener('scroll', follow, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', follow);
    };
  }, [tableRef, scrollBoxRef]);

  return (
    <div
      aria-hidden="true"
      data-sticky-header
      className="sticky z-20 max-md:hidden"
      style={{ top, height: layout.height, marginBottom: -layout.height }}
    >
      {/* The card clips this strip while the header rests in place; once stuck, it covers the rows above it. */}
      <div className="absolute -inset-x-px bottom-full bg-gray-50" style={{ height: top - NAV_BAR_HEIGHT_PX }} />
      <div className="h-full overflow-hidden rounded-t bg-brand-100">
        <table
          ref={rowRef}
          className="table-fixed text-left text-sm text-brand-900"
          style={{ width: layout.tableWidth }}
        >
          <colgroup>
            {layout.widths.map((width, index) => (
              <col key={headers[index] ?? index} style={{ width }} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {headers.map((header, index) => (
                <th
                  key={header}
                  data-pinned={pinnedRight[index] === undefined ? undefined : true}
                  className={`whitespace-nowrap px-3 py-2 font-semibold ${pinnedRight[index] === undefined ? '' : 'relative z-10 bg-brand-100'}`}
                >
                  {header}
                </th>
              ))}
            </tr>
          </thead>
        </table>
      </div>
    </div>
  );
}
