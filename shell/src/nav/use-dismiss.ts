import { type RefObject, useEffect } from 'react';

/**
 * Closes a popup on Escape or on a click outside it. A click, not a pointerdown: closing on pointerdown
 * collapses a stacked menu under the finger before the click lands, so the tap hits whatever moved there.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, open, close]);
}
