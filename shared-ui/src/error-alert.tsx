import { alertTextOf } from '@scheduler/shared-domain/errors';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * SPEC §2, §8: a red alert, shown only for a non-blank message, scrolled into view when it appears; `action` is a
 * way out offered beside the message (Reload after a stale edit).
 */
export function ErrorAlert({ failure, action }: { failure: unknown; action?: ReactNode }) {
  const text = failure ? alertTextOf(failure) : '';
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (text) alertRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [text]);

  if (!text.trim()) return null;
  return (
    <div
      ref={alertRef}
      role="alert"
      className="my-3 flex flex-wrap items-center justify-between gap-3 rounded border border-red-300 bg-red-50 px-4 py-3 text-red-800"
    >
      <span>{text}</span>
      {action}
    </div>
  );
}
