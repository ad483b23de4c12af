import type { UseFormRegisterReturn } from 'react-hook-form';

interface RadioGroupProps {
  legend: string;
  options: readonly string[];
  registration: UseFormRegisterReturn;
  disabled?: boolean;
  error?: string | undefined;
}

/** A labelled set of radio buttons bound to one form field. */
export function RadioGroup({ legend, options, registration, disabled = false, error }: RadioGroupProps) {
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-1">
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-4">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2">
            <input type="radio" value={option} {...registration} />
            {option}
          </label>
        ))}
      </div>
      <span className="min-h-5 text-sm text-red-700">{error}</span>
    </fieldset>
  );
}
