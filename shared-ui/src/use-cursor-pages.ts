import { useCallback, useEffect, useState } from 'react';

/** A page of a list read by cursor, newest first (the change record's `{items, next}`). */
export interface CursorPage<Item> {
  items: Item[];
  next: string | null;
}

export interface CursorPages<Item> {
  /** Those of the pages read so far; null until the first answer. */
  items: Item[] | null;
  /** Whether there is a page after the last one read. */
  hasMore: boolean;
  loading: boolean;
  failure: unknown;
  /** Reads the next page and adds it below. */
  more: () => void;
  /** Shows an item that came after the first page was read (a live one) above the others, unless it is shown. */
  addFirst: (item: Item) => void;
}

/**
 * Reads a list a page at a time with More; from its first page again whenever `key` changes (a new filter). `idOf`
 * tells items apart.
 */
export function useCursorPages<Item>(
  loadPage: (cursor: string | null) => Promise<CursorPage<Item>>,
  key: string,
  idOf: (item: Item) => string,
): CursorPages<Item> {
  const [items, setItems] = useState<Item[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `loadPage` is the same call for the same `key`.
  const load = useCallback(
    async (cursor: string | null, isCurrent: () => boolean = () => true) => {
      setLoading(true);
      setFailure(null);
      try {
        const page = await loadPage(cursor);
        if (!isCurrent()) return;
        setItems((shown) => [...(cursor ? (shown ?? []) : []), ...page.items]);
        setNext(page.next);
      } catch (refusal) {
        if (!isCurrent()) return;
        setFailure(refusal);
        setItems((shown) => shown ?? []);
      } finally {
        if (isCurrent()) setLoading(false);
      }
    },
    [key],
  );

  useEffect(() => {
    let current = true;
    setItems(null);
    void load(null, () => current);
    return () => {
      current = false;
    };
  }, [load]);

  return {
    items,
    hasMore: next !== null,
    loading,
    failure,
    more: () => void load(next),
    addFirst: (item) =>
      setItems((shown) => shown && (shown.some((other) => idOf(other) === idOf(item)) ? shown : [item, ...shown])),
  };
}
