import { useState } from 'react';
import type { DateResolution } from './date-picker-model';

/**
 * The text in the date field. It follows a value the parent changes, but not the picker's own emissions, so an
 * invalid entry stays on show (with its message) while the parent holds ''.
 */
export function useDateDraft(
  value: string,
  onChange: (value: string) => void,
  resolve: (text: string) => DateResolution,
) {
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<DateResolution | null>(null);
  const [syncedValue, setSyncedValue] = useState(value);
  const [echo, setEcho] = useState<string | null>(null);
  if (value !== syncedValue) {
    setSyncedValue(value);
    setEcho(null);
    if (value !== echo) {
      setDraft(value);
      setProblem(null);
    }
  }

  const emit = (next: string) => {
    if (next === value) return;
    setEcho(next);
    onChange(next);
  };

  return {
    draft,
    problem,
    /** Typing replaces the text and drops the last message. */
    type: (text: string) => {
      setDraft(text);
      setProblem(null);
    },
    /** A date picked in the calendar (or cleared) replaces the text and is handed to the parent. */
    settle: (next: string) => {
      setDraft(next);
      setProblem(null);
      emit(next);
    },
    /** Reads the typed text and returns the resulting value; an untouched value (a past meeting's date) stays. */
    commit: (): string => {
      if (draft === value) return value;
      const result = resolve(draft);
      setProblem(result.error ? result : null);
      if (result.error !== 'invalid') setDraft(result.value);
      emit(result.value);
      return result.value;
    },
  };
}
