import { isServiceError } from '@scheduler/shared-domain/errors';
import { validateInOrder } from '@scheduler/shared-domain/validation';
import { Button } from '@scheduler/shared-ui/button';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { useReloadContent } from '@scheduler/shared-ui/remote-content';
import { type FormEvent, type ReactNode, useState } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { GenericSchema, InferOutput } from 'valibot';

/** The status of a save made from a stale copy: someone else saved the record since it was opened. */
const STALE_EDIT = 409;

/** The `updatedDate` of the record an edit started from: an update carries it, so a stale copy is refused. */
export interface EditStamp {
  updatedDate?: string;
}

export interface SchemaFormOptions<Values extends FieldValues, Schema extends GenericSchema, Input extends object> {
  defaultValues: DefaultValues<Values>;
  /** The checks of SPEC §5 in order; the first failure is what the red alert says, and nothing is sent. */
  schema: Schema;
  /** What the schema checks, made from the form's values (wire names, instants). */
  toInput: (values: Values) => Input;
  /** Sends what the schema let through (or, where the wire differs from it, the input it checked). */
  save: (checked: InferOutput<Schema> & EditStamp, input: Input & EditStamp) => Promise<unknown>;
  /** Where the screen goes after a successful save. */
  savedPath: string;
  /** Shows every field's own message on submit, not only those of the fields touched. */
  validateFieldsOnSubmit?: boolean;
  /** Set on edit: the record's `updatedDate` as loaded, sent back with the update. */
  updatedDate?: string | undefined;
  /**
   * Checks that come after the schema's and may need to load code first (how easy a password is to guess): answers
   * the message to show, or null to go on saving. Kept out of the schema so that it stays synchronous and small.
   */
  checkBeforeSave?: (checked: InferOutput<Schema>) => Promise<string | null>;
}

export interface SchemaForm<Values extends FieldValues> extends UseFormReturn<Values> {
  submit: (event: FormEvent) => Promise<void>;
  saving: boolean;
  failure: unknown;
  setFailure: (failure: unknown) => void;
}

/**
 * One form bound to react-hook-form and a shared valibot schema: field messages as the user touches and types
 * (each field's `register` rules), the ordered checks on submit, the save, then the way on.
 */
export function useSchemaForm<Values extends FieldValues, Schema extends GenericSchema, Input extends object>(
  options: SchemaFormOptions<Values, Schema, Input>,
): SchemaForm<Values> {
  const { defaultValues, schema, toInput, save, savedPath, validateFieldsOnSubmit = false, updatedDate } = options;
  const { checkBeforeSave } = options;
  const stamp: EditStamp = updatedDate === undefined ? {} : { updatedDate };
  const form = useForm<Values>({ mode: 'onTouched', defaultValues });
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (validateFieldsOnSubmit) void form.trigger();
    const input = { ...toInput(form.getValues()), ...stamp };
    const checked = validateInOrder(schema, input);
    if (!checked.ok) return setFailure(new Error(checked.message));
    setSaving(true);
    try {
      const refusal = await checkBeforeSave?.(checked.value);
      if (refusal) return setFailure(new Error(refusal));
      await save({ ...(checked.value as object), ...stamp } as InferOutput<Schema> & EditStamp, input);
      navigate(savedPath);
    } catch (saveFailure) {
      setFailure(saveFailure);
    } finally {
      setSaving(false);
    }
  };
  return { ...form, submit, saving, failure, setFailure };
}

/** Only for a record loaded by RemoteContent, which can load it again. */
function ReloadButton({ failure }: { failure: unknown }) {
  const reload = useReloadContent();
  if (!reload || !isServiceError(failure) || failure.status !== STALE_EDIT) return null;
  return <Button onClick={reload}>Reload</Button>;
}

interface SchemaFormViewProps<Values extends FieldValues> {
  form: SchemaForm<Values>;
  submitLabel: 'Add' | 'Save';
  onCancel: () => void;
  /** Add Meeting's Cancel also resets the form (SPEC §2). */
  cancelResets?: boolean;
  children: ReactNode;
}

/**
 * The frame of every form: its fields in a two-column grid, then submit and Cancel, then the red alert below
 * (SPEC §2, §8). A save refused as stale offers Reload: the record is loaded again and the form starts from it.
 */
export function SchemaFormView<Values extends FieldValues>(props: SchemaFormViewProps<Values>) {
  const { form, submitLabel, onCancel, cancelResets = false, children } = props;
  return (
    <form onSubmit={form.submit} noValidate className="grid max-w-3xl gap-4 sm:grid-cols-2">
      {children}
      <div className="flex gap-3 sm:col-span-2">
        <Button look="primary" type="submit" disabled={form.saving}>
          {submitLabel}
        </Button>
        <Button type={cancelResets ? 'reset' : 'button'} onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <div className="sm:col-span-2">
        <ErrorAlert failure={form.failure} action={<ReloadButton failure={form.failure} />} />
      </div>
    </form>
  );
}

/** A field's own message when it is left blank. */
export const required = (message: string) => (value: string) => value.trim() !== '' || message;
