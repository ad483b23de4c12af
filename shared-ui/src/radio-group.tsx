import { FieldMessage } from '@scheduler/shared-ui/error-alert';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface RadioGroupProps {
  legend: string;
  options: readonly string[];
  registration: UseFormRegisterReturn;
  disabled?: boolean;
  error?: string | undefined;
}

/** A labelled set of radio buttons bound to one form field; its message marks the buttons, so a refusal focuses them. */
export function RadioGroup({ legend, options, registration, disabled = false, error }: RadioGroupProps) {
  const messageId = useId();
  return (
    <fieldset disabled={disabled} aria-describedby={error ? messageId : undefined} className="flex flex-col gap-1">
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-4">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2">
            <input type="radio" value={option} aria-invalid={Boolean(error)} {...registration} />
            {option}
          </label>
        ))}
      </div>
      <FieldMessage id={messageId} text={error} />
    </fieldset>
  );
}
