import { useLanguage, useTranslate } from '@scheduler/shared-auth';
import { isServiceError } from '@scheduler/shared-domain/errors';
import { KIT_MESSAGES } from '@scheduler/shared-domain/kit-messages';
import { STALE_EDIT_CODE } from '@scheduler/shared-domain/stale-edit';
import { validateInOrder } from '@scheduler/shared-domain/validation';
import { announce } from '@scheduler/shared-ui/announce';
import { Button } from '@scheduler/shared-ui/button';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { focusElement } from '@scheduler/shared-ui/focus';
import { useReloadContent } from '@scheduler/shared-ui/remote-content';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  get,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { GenericSchema, InferOutput } from 'valibot';

/**
 * The one grid of every form: two columns from 768px, one below, never wider than the screen (a select is as wide as
 * its longest option otherwise); a message's line never moves the next row.
 */
export const FORM_GRID = 'grid max-w-3xl grid-cols-1 gap-x-4 gap-y-1 md:grid-cols-2';

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
  /** The form's field for a checked input's name, where they differ (a venue's `_id` is typed in `name`). */
  fieldNames?: Partial<Record<string, FieldPath<Values>>>;
  /**
   * Checks that come after the schema's and may need to load code first (how easy a password is to guess): answers
   * the message to show, or null to go on saving. Kept out of the schema so that it stays synchronous and small.
   */
  checkBeforeSave?: (checked: InferOutput<Schema>) => Promise<string | null>;
}

export interface SchemaForm<Values extends FieldValues> extends UseFormReturn<Values> {
  submit: (event: FormEvent) => Promise<void>;
  /** A field's registration and its message, for FormField and SelectField. */
  field: <Name extends FieldPath<Values>>(
    name: Name,
    rules?: RegisterOptions<Values, Name>,
  ) => UseFormRegisterReturn<Name> & { error: string | undefined };
  saving: boolean;
  failure: unknown;
  setFailure: (failure: unknown) => void;
  /** Counts the submits the checks refused: each one moves the focus to the first invalid field. */
  refusedSubmits: number;
  /** The failure on show is the checks' refusal, whose field has the focus (else the alert takes it). */
  failureMarksField: boolean;
  /** An edit of a loaded record (it has an `updatedDate`), not an add. */
  editing: boolean;
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
  // The form's rules speak the screen's language, read from the auth store: no section needs react-intl for it.
  const language = useLanguage();
  const navigate = useNavigate();
  const [shown, setShown] = useState<{ failure: unknown; marksField: boolean }>({ failure: null, marksField: false });
  const setFailure = (failure: unknown) => setShown({ failure, marksField: false });
  const [saving, setSaving] = useState(false);
  const [refusedSubmits, setRefusedSubmits] = useState(0);

  /** Marks the field the failed check reports on, unless a message of its own already marks it. */
  const markField = async (inputName: string | undefined, message: string) => {
    const name = inputName && (options.fieldNames?.[inputName] ?? inputName);
    if (!name || !Object.hasOwn(form.getValues(), name)) return;
    const field = name as FieldPath<Values>;
    await form.trigger(field);
    if (!form.getFieldState(field).error) form.setError(field, { type: 'submit', message });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (validateFieldsOnSubmit) await form.trigger();
    const input = { ...toInput(form.getValues()), ...stamp };
    const checked = validateInOrder(schema, input, language);
    if (!checked.ok) {
      await markField(checked.field, checked.message);
      setShown({ failure: new Error(checked.message), marksField: true });
      setRefusedSubmits((count) => count + 1);
      return;
    }
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
  const field: SchemaForm<Values>['field'] = (name, rules) => ({
    ...form.register(name, rules),
    error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
  });
  return {
    ...form,
    submit,
    field,
    saving,
    failure: shown.failure,
    setFailure,
    refusedSubmits,
    failureMarksField: shown.marksField,
    editing: updatedDate !== undefined,
  };
}

/**
 * Only for an edit refused as stale (a conflict is a 409 too, which reloading would not mend; an add has no stale
 * copy) of a record loaded by RemoteContent, which can load it again.
 */
function ReloadButton({ failure, editing }: { failure: unknown; editing: boolean }) {
  const reload = useReloadContent();
  const stale = isServiceError(failure) && failure.status === STALE_EDIT && failure.code === STALE_EDIT_CODE;
  const t = useTranslate();
  if (!editing || !reload || !stale) return null;
  return <Button onClick={reload}>{t(KIT_MESSAGES.reload)}</Button>;
}

interface SchemaFormViewProps<Values extends FieldValues> {
  form: SchemaForm<Values>;
  /** What the submit button says: Add on most add screens, Save on edit screens and on Add Team (SPEC §2). */
  submit: 'add' | 'save';
  onCancel: () => void;
  /** Add Meeting's Cancel also resets the form (SPEC §2). */
  cancelResets?: boolean;
  children: ReactNode;
}

/**
 * The frame of every form: its fields in one grid (two columns from 768px, one below), then submit and Cancel, then the red alert below
 * (SPEC §2, §8). A save refused as stale offers Reload: the record is loaded again and the form starts from it.
 */
export function SchemaFormView<Values extends FieldValues>(props: SchemaFormViewProps<Values>) {
  const { form, submit, onCancel, cancelResets = false, children } = props;
  const t = useTranslate();
  const formRef = useRef<HTMLFormElement>(null);
  // A refused submit focuses the first field marked invalid, which scrolls into view clear of the sticky nav bar
  // (base.css), and the alert leaves the scroll alone; with no field marked, the alert takes the focus.
  useEffect(() => {
    if (form.refusedSubmits === 0) return;
    const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
    if (target) focusElement(target);
  }, [form.refusedSubmits]);
  return (
    <form ref={formRef} onSubmit={form.submit} noValidate className={FORM_GRID}>
      {children}
      <FormButtons>
        <Button look="primary" type="submit" disabled={form.saving}>
          {t(KIT_MESSAGES[submit])}
        </Button>
        <Button type={cancelResets ? 'reset' : 'button'} onClick={onCancel}>
          {t(KIT_MESSAGES.cancel)}
        </Button>
      </FormButtons>
      <div className="md:col-span-2">
        <ErrorAlert
          failure={form.failure}
          reveal={form.failureMarksField ? 'none' : 'focus'}
          action={<ReloadButton failure={form.failure} editing={form.editing} />}
        />
      </div>
    </form>
  );
}

/** A form's row of buttons, under its fields. */
export function FormButtons({ children }: { children: ReactNode }) {
  return <div className="mt-2 flex gap-3 md:col-span-2">{children}</div>;
}

/** A field that takes both columns of a form's grid (each field takes one from 768px, all of the one below). */
export function FullWidth({ children }: { children: ReactNode }) {
  return <div className="md:col-span-2">{children}</div>;
}

/**
 * A form's save that, once the server took it, says what it did in the shell's live region ("Venue KB Hall
 * added."): the screen then moves on to another page, where the focus goes to its heading.
 */
export function announcingSave<Input>(save: (input: Input) => Promise<unknown>, message: (input: Input) => string) {
  return async (input: Input): Promise<unknown> => {
    const answer = await save(input);
    announce(message(input));
    return answer;
  };
}

/** A field's own message when it is left blank (a radio group none of whose buttons is chosen holds null). */
export const required = (message: string) => (value: string | null) => (value ?? '').trim() !== '' || message;
