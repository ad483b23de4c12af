import { alertTextOf } from '@scheduler/shared-domain/errors';
import { useEffect, useRef } from 'react';

/** SPEC §2, §8: a red alert, shown only for a non-blank message, scrolled into view when it appears. */
export function ErrorAlert({ failure }: { failure: unknown }) {
  const text = failure ? alertTextOf(failure) : '';
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (text) alertRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [text]);

  if (!text.trim()) return null;
  return (
    <div ref={alertRef} role="alert" className="my-3 rounded border border-red-300 bg-red-50 px-4 py-3 text-red-800">
      {text}
    </div>
  );
}
