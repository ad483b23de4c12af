import { FieldMessage } from '@scheduler/shared-ui/error-alert';
import { type ComponentPropsWithRef, useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: string;
  options: readonly SelectOption[];
  error?: string | undefined;
  /** A choice that cannot be wrong (no form checks it) keeps no line for a message. */
  withoutMessage?: boolean;
}

/** A labelled drop-down with its validation message. */
export function SelectField({
  label,
  options,
  error,
  withoutMessage = false,
  className = '',
  id,
  ...selectProps
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const messageId = useId();
  // A label that wraps a select would take every option's text into the field's accessible name.
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={selectId} className="font-medium">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? messageId : undefined}
        className={`rounded border border-gray-400 bg-white px-3 py-2 disabled:bg-gray-100 ${className}`}
        {...selectProps}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {!withoutMessage && <FieldMessage id={messageId} text={error} />}
    </div>
  );
}
