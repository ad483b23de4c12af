import { type Meeting, SCOPE_LABELS } from '@scheduler/shared-domain/meeting';
import type { SeriesScope } from '@scheduler/shared-domain/meeting-series';
import { Button } from '@scheduler/shared-ui/button';
import { useEffect, useId, useRef } from 'react';

/** A meeting of a series dropped at other instants, waiting for which of its series to move. */
export interface PendingMove {
  meeting: Meeting;
  start: Date;
  end: Date;
}

/**
 * Asks, as Edit Meeting does, whether a meeting of a series moves alone or with the following ones; Cancel or Escape
 * leaves it where it was. Focus starts on 'This meeting'.
 */
export function MoveScopeQuestion({
  pending,
  onAnswer,
}: {
  pending: PendingMove;
  onAnswer: (scope: SeriesScope | null) => void;
}) {
  const headingId = useId();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <section
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={headingId}
      onKeyDown={(event) => event.key === 'Escape' && onAnswer(null)}
      className="fixed inset-x-4 top-1/3 z-30 mx-auto max-w-md rounded border border-gray-300 bg-white p-4 shadow-lg"
    >
      <h2 id={headingId} className="mb-3 font-semibold">
        Move {pending.meeting._id}: which meetings of its series?
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button ref={first} look="primary" onClick={() => onAnswer('one')}>
          {SCOPE_LABELS.one}
        </Button>
        <Button onClick={() => onAnswer('following')}>{SCOPE_LABELS.following}</Button>
        <Button onClick={() => onAnswer(null)}>Cancel</Button>
      </div>
    </section>
  );
}
