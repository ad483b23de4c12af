import { useLanguage, useTranslate } from '@scheduler/shared-auth';
import { SOURCE_LANGUAGE } from '@scheduler/shared-domain/i18n';
import { KIT_MESSAGES } from '@scheduler/shared-domain/kit-messages';
import { PICKER_MESSAGES } from '@scheduler/shared-domain/picker-messages';
import { FieldMessage } from '@scheduler/shared-ui/error-alert';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { DatePickerCalendar } from './date-picker-calendar';
import { useDateDraft } from './date-picker-draft';
import {
  assertLocaleDefined,
  clampDate,
  DEFAULT_LOCALE,
  dateErrorMessage,
  formatRange,
  isWithinBounds,
  latestRangeEnd,
  NO_RANGE,
  parseDate,
  parseRange,
  pickRangeDate,
  RANGE_SEPARATOR,
  type RangeSelection,
  rangePhase,
  resolveTypedDate,
  resolveTypedRange,
  todayIsoDate,
} from './date-picker-model';
import type { CalendarView } from './date-picker-views';

export interface DatePickerProps {
  label: string;
  /** YYYY-MM-DD, or in range mode `start/end` (both YYYY-MM-DD); '' for none. */
  value: string;
  /** Called with '' when the date is cleared or the typed text is not a date. */
  onChange: (value: string) => void;
  /** YYYY-MM-DD; the meeting screens pass today and shared-domain's LATEST_MEETING_DATE. */
  min?: string | undefined;
  max?: string | undefined;
  mode?: 'single' | 'range';
  maxRangeDays?: number | undefined;
  ignoreBoundErrors?: boolean;
  /** The calendar's month and weekday names and first day of the week; the screen's language when not given. */
  locale?: string;
  /**
   * What a typed date outside min and max becomes: 'clamp' (SPEC §5's generic rule) replaces it with the bound and
   * says so; 'keep' hands it over as typed, for a form whose own checks name the problem (the calendar still offers
   * only dates within the bounds).
   */
  outOfBounds?: 'clamp' | 'keep';
  /** Called when the typed field loses the focus, after its text is read. */
  onBlur?: () => void;
  /** The form's message for this field; shown instead of the picker's own. */
  error?: string | undefined;
  disabled?: boolean;
  id?: string;
}

const FOOTER_BUTTON =
  'rounded bg-brand-700 px-3 py-1 text-sm hover:bg-brand-500 focus-visible:outline-2 focus-visible:outline-brand-100 disabled:cursor-not-allowed disabled:opacity-40';

function selectionOf(value: string, single: boolean): RangeSelection {
  if (single) return parseDate(value) ? { start: value, end: value } : NO_RANGE;
  return parseRange(value) ?? NO_RANGE;
}

/**
 * A date field: type YYYY-MM-DD, or open a calendar dialog (day, month and year views) and pick with mouse or
 * keyboard. In range mode the dialog gathers a start and an end, and Apply hands them over as `start/end`.
 */
export function DatePicker(props: DatePickerProps) {
  const { label, value, onChange, min, max, mode = 'single', maxRangeDays, ignoreBoundErrors = false } = props;
  const t = useTranslate();
  const datePlaceholder = t(PICKER_MESSAGES.datePlaceholder);
  const language = useLanguage();
  const { locale = language === SOURCE_LANGUAGE ? DEFAULT_LOCALE : language } = props;
  const { error, disabled = false, outOfBounds = 'clamp', onBlur } = props;
  assertLocaleDefined(locale);
  const single = mode === 'single';
  const bounds = { min, max };
  const today = todayIsoDate();
  const generatedId = useId();
  const inputId = props.id ?? generatedId;
  const dialogId = useId();
  const messageId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  const [open, setOpen] = useState(false);
  const [view, setView] = useState<CalendarView>('day');
  const [focus, setFocus] = useState(today);
  const [pending, setPending] = useState<RangeSelection>(NO_RANGE);
  const { draft, problem, type, settle, commit } = useDateDraft(value, onChange, (text) =>
    single
      ? resolveTypedDate(text, outOfBounds === 'keep' ? {} : bounds, ignoreBoundErrors)
      : resolveTypedRange(text, bounds, { maxRangeDays, ignoreBoundErrors }),
  );

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) inputRef.current?.focus();
  };
  const openCalendar = () => {
    const current = commit();
    const selection = selectionOf(current, single);
    setPending(selection);
    setFocus(clampDate(selection.start ?? today, bounds).value);
    setView('day');
    setOpen(true);
  };

  // On a phone the dialog may open reaching below the window: all of it scrolls into view.
  useEffect(() => {
    if (open) dialogRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);

  // The dialog closes when a press lands, or the focus moves, outside the field and its calendar.
  useEffect(() => {
    const container = containerRef.current;
    if (!open || !container) return;
    const closeOnOutsidePress = (event: MouseEvent) => {
      if (!container.contains(event.target as Node)) setOpen(false);
    };
    const closeOnFocusLeaving = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !container.contains(next)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsidePress);
    container.addEventListener('focusout', closeOnFocusLeaving);
    return () => {
      document.removeEventListener('mousedown', closeOnOutsidePress);
      container.removeEventListener('focusout', closeOnFocusLeaving);
    };
  }, [open]);

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      openCalendar();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(false);
    }
  };
  const onDialogKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    close(true);
  };

  const pickDay = (date: string) => {
    if (single) {
      settle(date);
      close(true);
    } else {
      setPending(pickRangeDate(pending, date, maxRangeDays));
    }
  };
  const pickToday = () => {
    setFocus(today);
    setView('day');
    pickDay(today);
  };
  const apply = () => {
    if (pending.start === null || pending.end === null) return;
    settle(formatRange({ start: pending.start, end: pending.end }));
    close(true);
  };
  const clear = () => {
    settle('');
    close(true);
  };

  // While a range waits for its end, days past the maximum length cannot be picked.
  const rangeLimit =
    !single && rangePhase(pending) === 'start' ? latestRangeEnd(pending.start ?? '', maxRangeDays) : undefined;
  const gridBounds = rangeLimit && (!max || rangeLimit < max) ? { min, max: rangeLimit } : bounds;
  const message =
    error ||
    (problem?.error ? dateErrorMessage(problem.error, { ...bounds, maxRangeDays, value: problem.value }, t) : '');

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="font-medium">
        {label}
      </label>
      <div ref={containerRef} className="relative flex gap-2">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          autoComplete="off"
          value={draft}
          placeholder={single ? datePlaceholder : `${datePlaceholder}${RANGE_SEPARATOR}${datePlaceholder}`}
          disabled={disabled}
          aria-invalid={Boolean(message)}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => type(event.target.value)}
          onBlur={() => {
            commit();
            onBlur?.();
          }}
          onKeyDown={onInputKey}
          className="min-w-0 flex-1 rounded border border-gray-400 px-3 py-2 disabled:bg-gray-100"
        />
        <button
          type="button"
          disabled={disabled}
          aria-label={t(single ? PICKER_MESSAGES.chooseDate : PICKER_MESSAGES.chooseRange, { label })}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? dialogId : undefined}
          onClick={() => (open ? close(true) : openCalendar())}
          className="rounded bg-brand-700 px-3 text-white hover:bg-brand-500 disabled:opacity-40"
        >
          <CalendarIcon />
        </button>
        {open && (
          <div
            ref={dialogRef}
            id={dialogId}
            role="dialog"
            aria-label={label}
            onKeyDown={onDialogKey}
            className="absolute top-full left-0 z-10 mt-1 flex w-max flex-col gap-3 rounded-lg bg-brand-900 p-3 text-white shadow-lg transition duration-220 ease-out starting:-translate-y-1 starting:opacity-0 motion-reduce:transition-none xl:top-0 xl:left-full xl:mt-0 xl:ml-2"
          >
            <DatePickerCalendar
              view={view}
              focus={focus}
              bounds={gridBounds}
              locale={locale}
              today={today}
              selection={single ? selectionOf(value, true) : pending}
              onNavigate={(nextView, nextFocus) => {
                setView(nextView);
                setFocus(nextFocus);
              }}
              onPickDay={pickDay}
            />
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={FOOTER_BUTTON}
                disabled={!isWithinBounds(today, gridBounds)}
                onClick={pickToday}
              >
                {t(PICKER_MESSAGES.today)}
              </button>
              <button type="button" className={FOOTER_BUTTON} onClick={clear}>
                {t(PICKER_MESSAGES.clear)}
              </button>
              {!single && (
                <>
                  <button type="button" className={FOOTER_BUTTON} onClick={() => setPending(NO_RANGE)}>
                    {t(PICKER_MESSAGES.customRange)}
                  </button>
                  <button
                    type="button"
                    className={FOOTER_BUTTON}
                    disabled={rangePhase(pending) !== 'both'}
                    onClick={apply}
                  >
                    {t(PICKER_MESSAGES.apply)}
                  </button>
                  <button type="button" className={FOOTER_BUTTON} onClick={() => close(true)}>
                    {t(KIT_MESSAGES.cancel)}
                  </button>
                </>
              )}
            </div>
          </div>
        )}
      </div>
      <FieldMessage id={messageId} text={message} />
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}
