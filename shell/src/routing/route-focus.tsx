import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

interface ShownAddress {
  pathname: string;
  search: string;
}

const LastShownAddress = createContext<{ current: ShownAddress | null }>({ current: null });

/** Remembers, for the whole app, the address of the last page shown: what RouteFocus compares a new page with. */
export function RouteFocusScope({ children }: { children: ReactNode }) {
  const lastShown = useRef<ShownAddress | null>(null);
  return <LastShownAddress.Provider value={lastShown}>{children}</LastShownAddress.Provider>;
}

/** Focuses a page's heading or main landmark, which are not in the Tab order and stay out of it. */
export function focusPageStart(element: HTMLElement): void {
  element.tabIndex = -1;
  element.focus();
}

/** The start of the page on screen: its h1, else its main landmark. */
function pageStart(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
}

/**
 * Wraps a page: once it is on screen after a navigation, the focus moves to its heading, so the next Tab goes on in
 * the new page and a screen reader reads where the user is. The first page of a visit keeps the browser's start
 * (the skip link first), and a change of only the query (the calendar's view, date or filters) leaves the focus
 * where it is, on the control that made it.
 */
export function RouteFocus({ children }: { children: ReactNode }) {
  const { pathname, search, key } = useLocation();
  const lastShown = useContext(LastShownAddress);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per address shown, keyed by location.key.
  useEffect(() => {
    const start = pageStart();
    // A page that only redirects shows nothing: the page it leads to is the one shown.
    if (!start) return;
    const previous = lastShown.current;
    lastShown.current = { pathname, search };
    if (!previous || (previous.pathname === pathname && previous.search !== search)) return;
    focusPageStart(start);
  }, [key]);

  return children;
}
