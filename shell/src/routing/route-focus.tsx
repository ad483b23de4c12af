import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The address of the last page shown: what RouteFocus compares a new page with (one app per document). */
let lastShown = { pathname: '', search: '' };

/** Focuses a page's heading or main landmark, which are not in the Tab order and stay out of it. */
export function focusPageStart(element: HTMLElement): void {
  element.tabIndex = -1;
  element.focus();
}

/** The start of the page on screen: its h1, else its main landmark. */
function pageStart(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
}

/** The focus is in the nav bar while one of its menus is open: moving it would close the menu under the user. */
const inOpenMenu = () => Boolean(document.activeElement?.closest('nav')?.querySelector('[aria-expanded="true"]'));

/**
 * Wraps a page: once it is on screen after a navigation, the focus moves to its heading, so the next Tab goes on in
 * the new page and a screen reader reads where the user is. The page a visit opens on (the router's 'default'
 * location) keeps the browser's start, the skip link first, and a change of only the query (the calendar's view,
 * date or filters) leaves the focus where it is, on the control that made it. Nor does a page that arrives while the
 * user has opened a menu of the nav bar take the focus from it.
 */
export function RouteFocus({ children }: { children: ReactNode }) {
  const { pathname, search, key } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per address shown, keyed by location.key.
  useEffect(() => {
    const start = pageStart();
    // A page that only redirects shows nothing: the page it leads to is the one shown.
    if (!start) return;
    const onlyTheQueryChanged = lastShown.pathname === pathname && lastShown.search !== search;
    lastShown = { pathname, search };
    if (key === 'default' || onlyTheQueryChanged || inOpenMenu()) return;
    focusPageStart(start);
  }, [key]);

  return children;
}

/**
 * Between two pages, while the next one's code, session refresh or data are on their way, the page's main landmark
 * is gone and the focus with it: `holder` (the document's 'Loading data. Please wait...' status, shown while #root
 * holds no main) takes it, so a screen reader says what is going on and the focus is never on the body; the next page
 * then takes it (RouteFocus). Only once a page was shown: on a first visit the browser's start stays, the skip link
 * first. Answers a function that stops it.
 */
export function holdFocusBetweenPages(root: HTMLElement, holder: HTMLElement): () => void {
  const hasPage = () => root.querySelector(':scope > main') !== null;
  let shownBefore = hasPage();
  const observer = new MutationObserver(() => {
    const shown = hasPage();
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (shownBefore && !shown && focusLost) focusPageStart(holder);
    shownBefore = shown;
  });
  observer.observe(root, { childList: true });
  return () => observer.disconnect();
}
