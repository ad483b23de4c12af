import type { Team } from '@scheduler/shared-domain/team';
import { addTeamSchema, TEAM_MESSAGES, type TeamInput, updateTeamSchema } from '@scheduler/shared-domain/team-schema';
import { validateInOrder } from '@scheduler/shared-domain/validation';
import { FormActions } from '@scheduler/shared-ui/form-actions';
import { FormField } from '@scheduler/shared-ui/form-field';
import { MultiSelectField } from '@scheduler/shared-ui/multi-select-field';
import { SelectField } from '@scheduler/shared-ui/select-field';
import { type FormEvent, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { TeamPeople } from './team-people';

type TeamFormProps = {
  people: TeamPeople;
  onSave: (team: TeamInput) => Promise<unknown>;
  onCancel: () => void;
} & ({ mode: 'create' } | { mode: 'edit'; initial: Team });

const blank: TeamInput = { _id: '', description: '', teamLead: '', members: [], zoomLink: '', comments: '' };

/** Add Team and Edit Team (SPEC §2, §5): the name only when adding; Save and Cancel go to the team list. */
export function TeamForm(props: TeamFormProps) {
  const { mode, people, onSave, onCancel } = props;
  const initial = mode === 'edit' ? props.initial : null;
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const { register, control, getValues, formState } = useForm<TeamInput>({
    mode: 'onTouched',
    defaultValues: initial ?? blank,
  });
  const { errors } = formState;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const team = getValues();
    const checked = validateInOrder(mode === 'create' ? addTeamSchema : updateTeamSchema, team);
    if (!checked.ok) return setFailure(new Error(checked.message));
    setSaving(true);
    try {
      await onSave(checked.value);
    } catch (saveFailure) {
      setFailure(saveFailure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid max-w-3xl gap-4 sm:grid-cols-2">
      {mode === 'create' && (
        <FormField
          label="Team Name"
          error={errors._id?.message}
          {...register('_id', { validate: (name) => name.trim() !== '' || TEAM_MESSAGES.nameRequired })}
        />
      )}
      <div className="sm:col-span-2">
        <FormField label="Description" {...register('description')} />
      </div>
      <SelectField
        label="Team Lead"
        options={[{ value: '', label: '' }, ...people.leaders]}
        {...register('teamLead')}
      />
      <FormField label="Meeting Link" type="url" {...register('zoomLink')} />
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="members"
          render={({ field }) => (
            <MultiSelectField
              label="Team Members"
              options={people.members}
              selected={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </div>
      <div className="sm:col-span-2">
        <FormField label="Comments" {...register('comments')} />
      </div>
      <FormActions submitLabel={'Save'} saving={saving} onCancel={onCancel} failure={failure} />
    </form>
  );
}
