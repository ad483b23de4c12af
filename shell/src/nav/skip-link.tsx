import { focusElement } from '@scheduler/shared-ui/focus';

/** Every page's main landmark has this id: the skip link's target. */
export const MAIN_ID = 'main';

/**
 * The first stop of the Tab order: past the nav bar to the page's main content. It focuses the target itself, as
 * following a fragment would change the address and so run the route guard again.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(MAIN_ID);
        if (main) focusElement(main);
      }}
      className="sr-only z-40 rounded bg-white px-4 py-2 font-medium text-brand-900 shadow focus:not-sr-only focus:fixed focus:top-1 focus:left-1"
    >
      Skip to main content
    </a>
  );
}
