import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { useState } from 'react';

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
 * Reads a list a page at a time with More (useRemoteData for the first page, the next ones added to its data); from
 * its first page again whenever `key` changes (a new filter), showing none of the last key's meanwhile. `idOf` tells
 * items apart.
 */
export function useCursorPages<Item>(
  loadPage: (cursor: string | null) => Promise<CursorPage<Item>>,
  key: string,
  idOf: (item: Item) => string,
): CursorPages<Item> {
  // Each page read carries the key it was read for, so another filter's never shows.
  const pages = useRemoteData(async () => ({ key, ...(await loadPage(null)) }), undefined, key);
  const [readingMore, setReadingMore] = useState(false);
  const read = pages.data?.key === key ? pages.data : null;

  const more = async () => {
    if (!read) return;
    setReadingMore(true);
    pages.setFailure(null);
    try {
      const page = await loadPage(read.next);
      pages.setData((shown) =>
        shown?.key === key ? { key, items: [...shown.items, ...page.items], next: page.next } : shown,
      );
    } catch (refusal) {
      pages.setFailure(refusal);
    } finally {
      setReadingMore(false);
    }
  };

  return {
    // A first page that failed shows an empty list under the alert.
    items: read?.items ?? (pages.loading ? null : []),
    hasMore: Boolean(read?.next),
    loading: pages.loading || readingMore,
    failure: pages.failure,
    more: () => void more(),
    addFirst: (item) =>
      pages.setData((shown) =>
        shown?.key === key && !shown.items.some((other) => idOf(other) === idOf(item))
          ? { ...shown, items: [item, ...shown.items] }
          : shown,
      ),
  };
}
