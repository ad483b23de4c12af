import { useTranslate } from '@scheduler/shared-auth';
import { PICKER_MESSAGES } from '@scheduler/shared-domain/picker-messages';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { TimeUnit } from './time-picker-model';

interface TimePickerFieldProps {
  unit: TimeUnit;
  /** "Hours", "Minutes" or "Seconds": the spin button's accessible name. */
  name: string;
  text: string;
  placeholder: string;
  valueNow: number | undefined;
  valueText: string | undefined;
  lowest: number;
  highest: number;
  invalid: boolean;
  describedBy: string | undefined;
  disabled: boolean;
  arrowkeys: boolean;
  mousewheel: boolean;
  canIncrement: boolean;
  canDecrement: boolean;
  onStep: (direction: 1 | -1) => void;
  onType: (text: string) => void;
  onCommit: () => void;
}

const STEP_BUTTON =
  'rounded px-2 text-brand-700 hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-40 leading-none';

/** One spin button of the time picker: type a number, step with the arrows, the wheel or the ▲ ▼ buttons. */
export function TimePickerField(props: TimePickerFieldProps) {
  const { unit, name, text, placeholder, valueNow, valueText, lowest, highest, invalid, describedBy, disabled } = props;
  const { arrowkeys, mousewheel, canIncrement, canDecrement, onStep, onType, onCommit } = props;
  const t = useTranslate();
  const inputRef = useRef<HTMLInputElement>(null);
  const onStepRef = useRef(onStep);
  useEffect(() => {
    onStepRef.current = onStep;
  });

  // React listens to wheel events passively; stopping the page from scrolling needs our own listener.
  useEffect(() => {
    const input = inputRef.current;
    if (!input || !mousewheel || disabled) return;
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY === 0) return;
      event.preventDefault();
      onStepRef.current(event.deltaY < 0 ? 1 : -1);
    };
    input.addEventListener('wheel', onWheel, { passive: false });
    return () => input.removeEventListener('wheel', onWheel);
  }, [mousewheel, disabled]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      onCommit();
    } else if (arrowkeys && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      onStep(event.key === 'ArrowUp' ? 1 : -1);
    }
  };

  return (
    <div className="flex flex-col items-center">
      {/* The arrow keys do the buttons' work, so the buttons stay out of the tab order. */}
      <button
        type="button"
        tabIndex={-1}
        aria-label={t(PICKER_MESSAGES.increment, { unit })}
        disabled={disabled || !canIncrement}
        onClick={() => onStep(1)}
        className={STEP_BUTTON}
      >
        <span aria-hidden="true">▲</span>
      </button>
      <input
        ref={inputRef}
        type="text"
        role="spinbutton"
        inputMode="numeric"
        autoComplete="off"
        maxLength={2}
        aria-label={name}
        aria-valuenow={valueNow}
        aria-valuetext={valueText}
        aria-valuemin={lowest}
        aria-valuemax={highest}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        placeholder={placeholder}
        value={text}
        disabled={disabled}
        onChange={(event) => onType(event.target.value)}
        onBlur={onCommit}
        onKeyDown={onKeyDown}
        className="w-12 rounded border border-gray-400 px-2 py-2 text-center disabled:bg-gray-100 aria-invalid:border-red-700"
      />
      <button
        type="button"
        tabIndex={-1}
        aria-label={t(PICKER_MESSAGES.decrement, { unit })}
        disabled={disabled || !canDecrement}
        onClick={() => onStep(-1)}
        className={STEP_BUTTON}
      >
        <span aria-hidden="true">▼</span>
      </button>
    </div>
  );
}
