import { useTranslate } from '@scheduler/shared-auth';
import { alertTextOf } from '@scheduler/shared-domain/errors';
import { PAGE_MESSAGES } from '@scheduler/shared-domain/messages';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * How an alert that appears is brought to the user: scrolled into view (SPEC §8, a screen that failed to load),
 * focused (a save or a delete the server refused: the keyboard goes on from the message), or left to the form that
 * focused the field the message is about.
 */
export type AlertReveal = 'scroll' | 'focus' | 'none';

/**
 * SPEC §2, §8: a red alert, shown only for a non-blank message; `action` is a way out offered beside the message
 * (Reload after a stale edit).
 */
export function ErrorAlert({
  failure,
  action,
  reveal = 'scroll',
}: {
  failure: unknown;
  action?: ReactNode;
  reveal?: AlertReveal;
}) {
  const t = useTranslate();
  const text = failure ? alertTextOf(failure, (error) => t(PAGE_MESSAGES.noBackend, { error })) : '';
  const alertRef = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each failure is revealed once, even with the words of the last.
  useEffect(() => {
    const alert = alertRef.current;
    if (!alert || !text.trim()) return;
    if (reveal === 'focus') alert.focus();
    else if (reveal === 'scroll') alert.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [failure]);

  if (!text.trim()) return null;
  return (
    <div
      ref={alertRef}
      role="alert"
      tabIndex={reveal === 'focus' ? -1 : undefined}
      className="my-3 flex flex-wrap items-center justify-between gap-3 rounded border border-red-300 bg-red-50 px-4 py-3 text-red-800"
    >
      <span>{text}</span>
      {action}
    </div>
  );
}

/**
 * A field's message, under the field that names it with `aria-describedby`: its line is kept while empty, so a
 * message appearing never moves the fields below. A `note` is a remark on what was entered, not a problem.
 */
export function FieldMessage({ id, text, note = false }: { id: string; text: ReactNode; note?: boolean }) {
  return (
    <span id={id} className={`min-h-5 text-sm ${note ? 'text-gray-700' : 'text-red-700'}`}>
      {text}
    </span>
  );
}
