import { useTranslate } from '@scheduler/shared-auth';
import { KIT_MESSAGES } from '@scheduler/shared-domain/kit-messages';
import { FieldMessage } from '@scheduler/shared-ui/error-alert';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import type { SelectOption } from './select-field';

interface MultiSelectFieldProps {
  label: string;
  options: readonly SelectOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error?: string | undefined;
}

/**
 * A multi-select for long lists (hundreds of people): type to filter, then tick boxes. Plain checkboxes keep it
 * usable by keyboard and screen reader; arrow keys move between the filter and the boxes.
 */
export function MultiSelectField({ label, options, selected, onChange, error }: MultiSelectFieldProps) {
  const t = useTranslate();
  const [filter, setFilter] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const filterId = useId();
  const messageId = useId();
  const visible = useMemo(() => {
    const wanted = filter.trim().toLowerCase();
    return wanted ? options.filter((option) => option.label.toLowerCase().includes(wanted)) : options;
  }, [options, filter]);
  const chosen = new Set(selected);

  const toggle = (value: string) =>
    onChange(chosen.has(value) ? selected.filter((item) => item !== value) : [...selected, value]);
  const boxes = () => [...(listRef.current?.querySelectorAll<HTMLInputElement>('input[type=checkbox]') ?? [])];

  const onFilterKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      boxes()[0]?.focus();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (visible.length === 1 && visible[0]) toggle(visible[0].value);
    }
  };
  const onBoxKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const all = boxes();
    const at = all.indexOf(document.activeElement as HTMLInputElement);
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    if (next < 0) document.getElementById(filterId)?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  };

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? messageId : undefined}>
      <legend className="mb-1 font-medium">
        {label}{' '}
        <span className="font-normal text-gray-600">{t(KIT_MESSAGES.selectedCount, { count: selected.length })}</span>
      </legend>
      <input
        id={filterId}
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        onKeyDown={onFilterKey}
        aria-label={t(KIT_MESSAGES.filterList, { list: label.toLowerCase() })}
        // The list's message marks its first control, so a refused submit focuses it (and it is read out there).
        aria-invalid={Boolean(error)}
        aria-describedby={error ? messageId : undefined}
        placeholder={t(KIT_MESSAGES.typeToFilter)}
        className="rounded border border-gray-400 px-3 py-2"
      />
      <div ref={listRef} className="max-h-56 overflow-y-auto rounded border border-gray-200 bg-white p-2">
        {visible.length === 0 && <p className="px-1 text-sm text-gray-600">{t(KIT_MESSAGES.noMatch)}</p>}
        {visible.map((option) => (
          <label key={option.value} className="flex items-center gap-2 rounded px-1 py-0.5 hover:bg-brand-100">
            <input
              type="checkbox"
              checked={chosen.has(option.value)}
              onChange={() => toggle(option.value)}
              onKeyDown={onBoxKey}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessage id={messageId} text={error} />
    </fieldset>
  );
}
