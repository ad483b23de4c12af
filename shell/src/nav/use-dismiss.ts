import { type RefObject, useEffect } from 'react';

/**
 * Closes a popup on a click outside it, when the keyboard moves the focus out of it, and on Escape within it, which
 * takes the focus back to the popup's toggle button (an inner popup closes alone, the outer one on the next
 * Escape). A press closes it on its click, not on its pointerdown or the focus it moves: closing earlier collapses a
 * stacked menu under the finger before the click lands, so the tap hits whatever moved there.
 */
export function useDismiss(
  popupRef: RefObject<HTMLElement | null>,
  toggleRef: RefObject<HTMLElement | null>,
  open: boolean,
  close: () => void,
): void {
  useEffect(() => {
    const popup = popupRef.current;
    if (!open || !popup) return;
    let pressing = false;
    const onPress = () => {
      pressing = true;
    };
    const onRelease = () => {
      pressing = false;
    };
    const onClick = (event: MouseEvent) => {
      if (!popup.contains(event.target as Node)) close();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!pressing && event.relatedTarget instanceof Node && !popup.contains(event.relatedTarget)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close();
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPress, true);
    document.addEventListener('pointerup', onRelease, true);
    document.addEventListener('click', onClick);
    popup.addEventListener('focusout', onFocusOut);
    popup.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPress, true);
      document.removeEventListener('pointerup', onRelease, true);
      document.removeEventListener('click', onClick);
      popup.removeEventListener('focusout', onFocusOut);
      popup.removeEventListener('keydown', onKey);
    };
  }, [popupRef, toggleRef, open, close]);
}
