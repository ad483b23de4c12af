import { useLanguage, useTranslate } from '@scheduler/shared-auth';
import { PICKER_MESSAGES } from '@scheduler/shared-domain/picker-messages';
import { announce } from '@scheduler/shared-ui/announce';
import { FieldMessage } from '@scheduler/shared-ui/error-alert';
import { useEffect, useId, useState } from 'react';
import { TimePickerField } from './time-picker-field';
import {
  clampTime,
  fieldNumber,
  formatField,
  formatTime,
  isPm,
  MIDNIGHT,
  parseTimeField,
  sameTime,
  stepTime,
  TIME_PICKER_DEFAULTS,
  type TimeUnit,
  type TimeValue,
  toggleMeridian,
  UNIT_NAMES,
  unitRange,
  withField,
} from './time-picker-model';

export interface TimePickerProps {
  label: string;
  /** 24-hour values; null when no time is set or the typed text is not a time. */
  value: TimeValue | null;
  onChange: (value: TimeValue | null) => void;
  hourStep?: number;
  minuteStep?: number;
  secondsStep?: number;
  showMeridian?: boolean;
  showSeconds?: boolean;
  meridians?: readonly [string, string];
  hoursPlaceholder?: string;
  minutesPlaceholder?: string;
  secondsPlaceholder?: string;
  mousewheel?: boolean;
  arrowkeys?: boolean;
  min?: TimeValue | undefined;
  max?: TimeValue | undefined;
  /** The form's message for this field; shown instead of the picker's own. */
  error?: string | undefined;
  /** A remark on the time chosen, shown where a message goes while there is none (e.g. 'Ends the next day'). */
  note?: string | undefined;
  disabled?: boolean;
}

type Drafts = Partial<Record<TimeUnit, string>>;
interface Problem {
  unit?: TimeUnit;
  message: string;
}

/**
 * Hour, minute and (optionally) second spin buttons with an AM/PM toggle; SPEC §9 defaults. In another language than
 * English the clock is a 24-hour one by default, as German, French and Polish write their times.
 */
export function TimePicker(props: TimePickerProps) {
  const { label, value, onChange, min, max, error, note, disabled = false } = props;
  const d = TIME_PICKER_DEFAULTS;
  const twelveHours = useLanguage() === 'en' && d.showMeridian;
  const { hourStep = d.hourStep, minuteStep = d.minuteStep, secondsStep = d.secondsStep } = props;
  const { showMeridian = twelveHours, showSeconds = d.showSeconds, meridians = d.meridians } = props;
  const { hoursPlaceholder = d.hoursPlaceholder, minutesPlaceholder = d.minutesPlaceholder } = props;
  const { secondsPlaceholder = d.secondsPlaceholder, mousewheel = d.mousewheel, arrowkeys = d.arrowkeys } = props;
  const bounds = { min, max };
  const messageId = useId();
  const t = useTranslate();

  // `shown` keeps the last good time while the parent holds null for an invalid entry, so fields are not wiped.
  const [shown, setShown] = useState(value);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [syncedValue, setSyncedValue] = useState(value);
  const [echo, setEcho] = useState<TimeValue | null | undefined>(undefined);
  if (!sameTime(value, syncedValue)) {
    setSyncedValue(value);
    setEcho(undefined);
    if (echo === undefined || !sameTime(value, echo)) {
      setShown(value);
      setDrafts({});
      setProblem(null);
    }
  }
  const emit = (next: TimeValue | null) => {
    if (sameTime(next, value)) return;
    setEcho(next);
    onChange(next);
  };

  // The picker's own message (a time out of range, an invalid entry) is said aloud: the focus stays in the field.
  useEffect(() => {
    if (problem) announce(problem.message);
  }, [problem]);

  const format = { showMeridian, showSeconds, meridians };
  const boundMessage = (bound: 'min' | 'max' | null) => {
    if (bound === 'min' && min) return t(PICKER_MESSAGES.timeBeforeMin, { min: formatTime(min, format) });
    if (bound === 'max' && max) return t(PICKER_MESSAGES.timeAfterMax, { max: formatTime(max, format) });
    return null;
  };
  const accept = (next: TimeValue, message: string | null = null) => {
    setShown(next);
    setDrafts({});
    setProblem(message ? { message } : null);
    emit(next);
  };

  const stepSizes: Record<TimeUnit, number> = { hour: hourStep, minute: minuteStep, second: secondsStep };
  // An empty picker's first step fills in its starting point: min, or midnight.
  const step = (unit: TimeUnit, direction: 1 | -1) =>
    accept(
      shown ? stepTime(shown, unit, direction * stepSizes[unit], bounds) : clampTime(min ?? MIDNIGHT, bounds).time,
    );
  const canStep = (unit: TimeUnit, direction: 1 | -1) =>
    !shown || !sameTime(stepTime(shown, unit, direction * stepSizes[unit], bounds), shown);

  const commit = (unit: TimeUnit) => {
    const text = drafts[unit];
    if (text === undefined) return;
    if (text.trim() === '') {
      setShown(null);
      setDrafts({});
      setProblem(null);
      emit(null);
      return;
    }
    const number = parseTimeField(text, unit, showMeridian);
    if (number === null) {
      const { lowest, highest } = unitRange(unit, showMeridian);
      setProblem({
        unit,
        message: t(PICKER_MESSAGES.timeFieldInvalid, { unit: t(UNIT_NAMES[unit]), lowest, highest }),
      });
      emit(null);
      return;
    }
    const clamped = clampTime(withField(shown ?? min ?? MIDNIGHT, unit, number, showMeridian), bounds);
    const { [unit]: _committed, ...stillInvalid } = drafts;
    if (Object.keys(stillInvalid).length === 0) return accept(clamped.time, boundMessage(clamped.error));
    // Another field still holds an invalid entry: keep it on show, and the time unset, until it is fixed.
    setShown(clamped.time);
    setDrafts(stillInvalid);
  };

  const units: TimeUnit[] = showSeconds ? ['hour', 'minute', 'second'] : ['hour', 'minute'];
  const placeholders: Record<TimeUnit, string> = {
    hour: hoursPlaceholder,
    minute: minutesPlaceholder,
    second: secondsPlaceholder,
  };
  const meridian = meridians[shown && isPm(shown.hour) ? 1 : 0];
  const otherMeridian = meridians[shown && isPm(shown.hour) ? 0 : 1];
  const message = error || problem?.message;
  const said = message || note;

  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-medium">{label}</legend>
      <div className="flex items-center gap-1">
        {units.map((unit, index) => {
          const { lowest, highest } = unitRange(unit, showMeridian);
          const number = shown ? fieldNumber(shown, unit, showMeridian) : undefined;
          return (
            <div key={unit} className="flex items-center gap-1">
              {index > 0 && <span aria-hidden="true">:</span>}
              <TimePickerField
                unit={unit}
                name={t(UNIT_NAMES[unit])}
                text={drafts[unit] ?? (shown ? formatField(shown, unit, showMeridian) : '')}
                placeholder={placeholders[unit]}
                valueNow={number}
                valueText={
                  number !== undefined && unit === 'hour' && showMeridian ? `${number} ${meridian}` : undefined
                }
                lowest={lowest}
                highest={highest}
                // The form's own message marks the first field, so the focus can go there.
                invalid={problem ? problem.unit === unit : Boolean(error) && index === 0}
                describedBy={said ? messageId : undefined}
                disabled={disabled}
                arrowkeys={arrowkeys}
                mousewheel={mousewheel}
                canIncrement={canStep(unit, 1)}
                canDecrement={canStep(unit, -1)}
                onStep={(direction) => step(unit, direction)}
                onType={(text) => setDrafts({ ...drafts, [unit]: text })}
                onCommit={() => commit(unit)}
              />
            </div>
          );
        })}
        {showMeridian && (
          <button
            type="button"
            disabled={disabled}
            aria-label={t(PICKER_MESSAGES.switchMeridian, { meridian, other: otherMeridian })}
            onClick={() => accept(toggleMeridian(shown ?? min ?? MIDNIGHT, bounds))}
            className="ml-1 rounded bg-brand-700 px-3 py-2 text-white hover:bg-brand-500 focus-visible:outline-2 focus-visible:outline-brand-900 disabled:opacity-40"
          >
            {meridian}
          </button>
        )}
      </div>
      <FieldMessage id={messageId} text={said} note={!message} />
    </fieldset>
  );
}
