import { useLanguage, useTranslate } from '@scheduler/shared-auth';
import { KIT_MESSAGES } from '@scheduler/shared-domain/kit-messages';
import { type Meeting, SCOPE_LABELS } from '@scheduler/shared-domain/meeting';
import { MEETING_CALENDAR_SCREENS as C } from '@scheduler/shared-domain/meeting-calendar-screens';
import type { SeriesScope } from '@scheduler/shared-domain/meeting-series';
import { Button } from '@scheduler/shared-ui/button';
import { Dialog } from '@scheduler/shared-ui/dialog';
import { useId, useRef } from 'react';
import { textsOf } from './meeting-summary';

/** A meeting of a series dropped at other instants, waiting for which of its series to move. */
export interface PendingMove {
  meeting: Meeting;
  start: Date;
  end: Date;
}

/**
 * Asks, as Edit Meeting does, whether a meeting of a series moves alone or with the following ones, saying where to
 * (the meeting waits there meanwhile); Cancel or Escape puts it back. Focus starts on 'This meeting' and goes back to
 * the meeting once answered.
 */
export function MoveScopeQuestion({
  pending,
  zone,
  onAnswer,
  returnFocus,
}: {
  pending: PendingMove;
  /** The zone the calendar shows. */
  zone: string;
  onAnswer: (scope: SeriesScope | null) => void;
  /** The meeting as drawn once answered: it takes the focus back. */
  returnFocus: () => HTMLElement | null;
}) {
  const t = useTranslate();
  const language = useLanguage();
  const headingId = useId();
  const first = useRef<HTMLButtonElement>(null);
  const { date, times } = textsOf(
    { startTime: pending.start.toISOString(), endTime: pending.end.toISOString() },
    zone,
    language,
  );
  return (
    <Dialog
      role="alertdialog"
      labelledBy={headingId}
      initialFocus={first}
      onClose={() => onAnswer(null)}
      returnFocus={returnFocus}
      className="md:max-w-md"
    >
      <h2 id={headingId} className="mb-3 font-semibold">
        {t(C.moveScope, { id: pending.meeting._id, date, times })}
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button ref={first} look="primary" onClick={() => onAnswer('one')}>
          {t(SCOPE_LABELS.one)}
        </Button>
        <Button onClick={() => onAnswer('following')}>{t(SCOPE_LABELS.following)}</Button>
        <Button onClick={() => onAnswer(null)}>{t(KIT_MESSAGES.cancel)}</Button>
      </div>
    </Dialog>
  );
}
