import { FieldMessage } from '@scheduler/shared-ui/error-alert';
import { type ComponentPropsWithRef, useId } from 'react';

export interface FormFieldProps extends ComponentPropsWithRef<'input'> {
  label: string;
  /** The field's message, shown under it (and announced) when set. */
  error?: string | undefined;
}

/** A labelled input with its validation message, as every form of the product lays them out. */
export function FormField({ label, error, className = '', id, ...inputProps }: FormFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="font-medium">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? messageId : undefined}
        className={`rounded border border-gray-400 px-3 py-2 disabled:bg-gray-100 ${className}`}
        {...inputProps}
      />
      <FieldMessage id={messageId} text={error} />
    </div>
  );
}
