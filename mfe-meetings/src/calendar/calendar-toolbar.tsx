import { useLanguage, useTranslate } from '@scheduler/shared-auth';
import { dayRangeText, monthText } from '@scheduler/shared-domain/calendar-texts';
import type { Language } from '@scheduler/shared-domain/i18n';
import { RANGE_DATES } from '@scheduler/shared-domain/limits';
import { MEETING_CALENDAR_SCREENS as C } from '@scheduler/shared-domain/meeting-calendar-screens';
import { dateText } from '@scheduler/shared-domain/zoned-time';
import { Button } from '@scheduler/shared-ui/button';
import { useState } from 'react';
import { CALENDAR_VIEWS, type CalendarState, stepDate, visibleDays } from './calendar-state';
import { DateField } from './date-field';

/** What the view shows, in words: 'December 2026', 'Dec 07 2026 – Dec 13 2026', 'Mon Dec 07 2026'; or `language`'s. */
export function shownPeriod({ view, date }: Pick<CalendarState, 'view' | 'date'>, language?: Language): string {
  if (view === 'day') return dateText(date, language);
  if (view === 'month') return monthText(date, language);
  const { first, last } = visibleDays(view, date);
  return dayRangeText(first, last, language);
}

/**
 * 'Go to date': moves only on a whole date of the years a meeting may have, not on each digit typed into the year
 * (the browser's field reports 0002-12-07 after the first one).
 */
function GoToDate({ date, onChange }: { date: string; onChange: (date: string) => void }) {
  const t = useTranslate();
  const [draft, setDraft] = useState({ typed: date, shown: date });
  if (draft.shown !== date) setDraft({ typed: date, shown: date });
  return (
    <DateField
      label={t(C.goTo)}
      value={draft.typed}
      onChange={(event) => {
        const typed = event.target.value;
        setDraft({ typed, shown: date });
        if (typed >= RANGE_DATES.earliest && typed <= RANGE_DATES.latest) onChange(typed);
      }}
    />
  );
}

/** Today, previous and next, the views, and a date to jump to; the period shown is announced as it changes. */
export function CalendarToolbar({
  state,
  today,
  onChange,
}: {
  state: CalendarState;
  today: string;
  onChange: (change: Partial<CalendarState>) => void;
}) {
  const t = useTranslate();
  const language = useLanguage();
  const { view, date } = state;
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => onChange({ date: today })}>{t(C.today)}</Button>
        <Button onClick={() => onChange({ date: stepDate(view, date, -1) })} aria-label={t(C.previous, { view })}>
          ‹
        </Button>
        <Button onClick={() => onChange({ date: stepDate(view, date, 1) })} aria-label={t(C.next, { view })}>
          ›
        </Button>
        <h2 className="text-lg font-semibold" aria-live="polite">
          {shownPeriod(state, language)}
        </h2>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <fieldset className="flex flex-wrap gap-1">
          <legend className="sr-only">{t(C.view)}</legend>
          {CALENDAR_VIEWS.map((name) => (
            <Button
              key={name}
              look={name === view ? 'primary' : 'secondary'}
              aria-pressed={name === view}
              onClick={() => onChange({ view: name })}
            >
              {t(C[name])}
            </Button>
          ))}
        </fieldset>
        <GoToDate date={date} onChange={(day) => onChange({ date: day })} />
      </div>
    </div>
  );
}
