import { ErrorAlert } from '@scheduler/shared-ui/error-alert';

interface FormActionsProps {
  submitLabel: string;
  saving: boolean;
  onCancel: () => void;
  /** Add Meeting's Cancel also resets the form (SPEC §2). */
  cancelResets?: boolean;
  failure: unknown;
}

/** The end of every form: submit and Cancel, then the red alert below the form (SPEC §2, §8). */
export function FormActions({ submitLabel, saving, onCancel, cancelResets = false, failure }: FormActionsProps) {
  return (
    <>
      <div className="flex gap-3 sm:col-span-2">
        <button
          type="submit"
          disabled={saving}
          className="rounded bg-brand-500 px-5 py-2 font-medium text-white disabled:opacity-50"
        >
          {submitLabel}
        </button>
        <button
          type={cancelResets ? 'reset' : 'button'}
          onClick={onCancel}
          className="rounded border border-gray-400 px-5 py-2"
        >
          Cancel
        </button>
      </div>
      <div className="sm:col-span-2">
        <ErrorAlert failure={failure} />
      </div>
    </>
  );
}
