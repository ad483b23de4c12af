import { focusElement } from '@scheduler/shared-ui/focus';
import { measureElement, type VirtualizerOptions } from '@tanstack/react-virtual';
import { type RefObject, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

/** Tailwind's `md`: from this width a list is a table, below it each row is a card. */
const WIDE_SCREEN = '(min-width: 48rem)';

/** Whether the window is wide enough for a table rather than cards (the cards' height differs). */
export function useWideScreen(): boolean {
  const [wide, setWide] = useState(() => window.matchMedia?.(WIDE_SCREEN).matches ?? true);
  useEffect(() => {
    const query = window.matchMedia?.(WIDE_SCREEN);
    if (!query) return;
    const follow = () => setWide(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return wide;
}

interface TableLayout {
  /** The table is wider than its box, which then scrolls sideways: a keyboard must reach it too. */
  scrollsSideways: boolean;
  /** For each trailing action column, its distance from the box's right edge (px) when pinned there; else undefined. */
  pinnedRight: (number | undefined)[];
}

function measure(box: HTMLElement, table: HTMLTableElement, actions: readonly boolean[]): TableLayout {
  const cells = Array.from(table.tHead?.rows[0]?.cells ?? []);
  const pinnedRight: (number | undefined)[] = actions.map(() => undefined);
  let right = 0;
  for (let index = actions.length - 1; index >= 0 && actions[index]; index -= 1) {
    pinnedRight[index] = right;
    right += cells[index]?.getBoundingClientRect().width ?? 0;
  }
  return { scrollsSideways: box.scrollWidth > box.clientWidth, pinnedRight };
}

const sameLayout = (a: TableLayout, b: TableLayout) =>
  a.scrollsSideways === b.scrollsSideways && a.pinnedRight.join() === b.pinnedRight.join();

/** Measures, as the table or its box change size, whether the box scrolls sideways and where the actions pin. */
export function useTableLayout(
  boxRef: RefObject<HTMLDivElement | null>,
  tableRef: RefObject<HTMLTableElement | null>,
  columns: readonly { action?: boolean }[],
): TableLayout {
  const actions = columns.map((column) => Boolean(column.action));
  const [layout, setLayout] = useState<TableLayout>({
    scrollsSideways: false,
    pinnedRight: actions.map(() => undefined),
  });
  const actionsKey = actions.join();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the columns matter only as the actions they mark.
  useEffect(() => {
    const box = boxRef.current;
    const table = tableRef.current;
    if (!box || !table) return;
    const remeasure = () => {
      const next = measure(box, table, actions);
      setLayout((current) => (sameLayout(current, next) ? current : next));
    };
    remeasure();
    const observer = new ResizeObserver(remeasure);
    observer.observe(box);
    observer.observe(table);
    return () => observer.disconnect();
  }, [boxRef, tableRef, actionsKey]);
  return layout;
}

interface FocusInRow {
  element: HTMLElement;
  index: string;
  action: string | undefined;
}

/**
 * Keeps the keyboard in a table whose focused row goes (a delete): the focus moves to the same control of the row
 * that took its place (the next row's Del), else to the caption, else to the empty list's text, instead of falling
 * to the page's body.
 */
export function useKeepFocusInTable(frameRef: RefObject<HTMLElement | null>, rows: unknown): void {
  const focused = useRef<FocusInRow | null>(null);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const remember = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      const row = target.closest<HTMLElement>('tr[data-index]');
      focused.current = row
        ? { element: target, index: row.dataset.index ?? '', action: target.dataset.rowAction }
        : null;
    };
    frame.addEventListener('focusin', remember);
    return () => frame.removeEventListener('focusin', remember);
  }, [frameRef]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each new set of rows is on screen.
  useLayoutEffect(() => {
    const lost = focused.current;
    if (!lost || lost.element.isConnected) return;
    focused.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const frame = frameRef.current;
    const row = frame?.querySelector(`tbody tr[data-index="${lost.index}"]`);
    const target =
      row?.querySelector<HTMLElement>(`[data-row-action="${lost.action ?? 'delete'}"]`) ??
      row?.querySelector<HTMLElement>('[data-row-action="delete"]') ??
      frame?.querySelector<HTMLElement>('caption, [data-empty-text]');
    if (target) focusElement(target);
  }, [rows]);
}

/**
 * A long table's rows grow to their content and are measured as they come into view. One not measured yet counts as
 * tall as the mean of those measured so far (a list's rows tend to be alike: comments of two lines in every row
 * give rows of two lines), from `initial` (one line) until the first: a row as tall as counted changes nothing once
 * measured, so a scroll draws its rows once rather than again for each that turned out taller.
 */
export function useRowSizes(
  initial: number,
): Pick<VirtualizerOptions<HTMLDivElement, Element>, 'estimateSize' | 'measureElement'> {
  const measured = useRef({ initial, total: 0, count: 0 });
  // A phone's cards and a desktop's rows differ: the mean starts again when the layout does.
  if (measured.current.initial !== initial) measured.current = { initial, total: 0, count: 0 };
  return useMemo(
    () => ({
      estimateSize: () => {
        const { initial: start, total, count } = measured.current;
        return count === 0 ? start : Math.round(total / count);
      },
      measureElement: (element, entry, instance) => {
        const size = measureElement(element, entry, instance);
        // A row not laid out (its table hidden) has no height yet: counting it as none would draw every row.
        if (size === 0) return instance.options.estimateSize(instance.indexFromElement(element));
        measured.current.total += size;
        measured.current.count += 1;
        return size;
      },
    }),
    [],
  );
}
