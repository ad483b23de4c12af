import { focusElement } from '@scheduler/shared-ui/focus';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';

export interface DialogProps {
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  /** Where the focus goes when it opens: its heading or its first choice. */
  initialFocus: RefObject<HTMLElement | null>;
  /** Escape, a phone's back gesture, or the dialog's own Close: the caller then stops rendering it. */
  onClose: () => void;
  /**
   * Where the focus goes back to once it is gone, when the element that had it before is gone too (a meeting drawn
   * anew): asked once the page shows what closing changed.
   */
  returnFocus?: () => HTMLElement | null | undefined;
  /** An alertdialog asks a question that must be answered before going on. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog over the page, where the page is scrolled (the browser's own <dialog>: the rest of the page is inert
 * while it is open, and it sits in the top layer, so nothing moves under it). The focus moves in when it opens and
 * back to what opened it when it closes, never to the page's body.
 */
export function Dialog({
  labelledBy,
  initialFocus,
  onClose,
  returnFocus,
  role = 'dialog',
  className = '',
  children,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const latest = useRef({ onClose, returnFocus });
  latest.current = { onClose, returnFocus };

  // After the page is drawn: the focus is still on what opened it, and on closing, a row drawn anew is there.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement;
    dialog.showModal();
    if (initialFocus.current) focusElement(initialFocus.current);
    // The browser's own Escape (or a phone's back gesture) would close it behind React's back: the caller closes it.
    const cancel = (event: Event) => {
      event.preventDefault();
      latest.current.onClose();
    };
    dialog.addEventListener('cancel', cancel);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      const target =
        opener instanceof HTMLElement && opener.isConnected && opener !== document.body
          ? opener
          : latest.current.returnFocus?.();
      if (target?.isConnected) focusElement(target);
    };
  }, [initialFocus]);

  return (
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={labelledBy}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] overflow-y-auto rounded border border-gray-300 bg-white p-4 text-gray-900 shadow-lg backdrop:bg-black/40 ${className}`}
    >
      {children}
    </dialog>
  );
}
