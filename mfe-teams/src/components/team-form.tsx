import { useTranslate } from '@scheduler/shared-auth';
import type { Team } from '@scheduler/shared-domain/team';
import { addTeamSchema, TEAM_RULES, type TeamInput, updateTeamSchema } from '@scheduler/shared-domain/team-schema';
import { TEAM_SCREENS } from '@scheduler/shared-domain/team-screens';
import { FormField } from '@scheduler/shared-ui/form-field';
import { MultiSelectField } from '@scheduler/shared-ui/multi-select-field';
import { type EditStamp, FullWidth, required, SchemaFormView, useSchemaForm } from '@scheduler/shared-ui/schema-form';
import { SelectField } from '@scheduler/shared-ui/select-field';
import { Controller } from 'react-hook-form';
import type { TeamPeople } from './team-people';

type TeamFormProps = {
  people: TeamPeople;
  save: (team: TeamInput & EditStamp) => Promise<unknown>;
  savedPath: string;
  onCancel: () => void;
} & ({ mode: 'create' } | { mode: 'edit'; initial: Team });

const blank: TeamInput = { _id: '', description: '', teamLead: '', members: [], zoomLink: '', comments: '' };

/** Add Team and Edit Team (SPEC §2, §5): the name only when adding; Save and Cancel go to the team list. */
export function TeamForm(props: TeamFormProps) {
  const { mode, people, save, savedPath, onCancel } = props;
  const initial = mode === 'edit' ? props.initial : null;
  const form = useSchemaForm({
    defaultValues: initial ?? blank,
    schema: mode === 'create' ? addTeamSchema : updateTeamSchema,
    toInput: (team: TeamInput) => team,
    save: (team) => save(team),
    savedPath,
    updatedDate: initial?.updatedDate,
  });
  const { control, field } = form;
  const t = useTranslate();
  const description = <FormField label={t(TEAM_SCREENS.description)} {...field('description')} />;

  return (
    <SchemaFormView form={form} submit="save" onCancel={onCancel}>
      {mode === 'create' ? (
        <>
          <FormField
            label={t(TEAM_SCREENS.teamName)}
            {...field('_id', { validate: required(t(TEAM_RULES.nameRequired.descriptor)) })}
          />
          {description}
        </>
      ) : (
        <FullWidth>{description}</FullWidth>
      )}
      <SelectField
        label={t(TEAM_SCREENS.teamLead)}
        options={[{ value: '', label: t(TEAM_SCREENS.leadChoice) }, ...people.leaders]}
        {...field('teamLead')}
      />
      <FormField label={t(TEAM_SCREENS.meetingLink)} type="url" {...field('zoomLink')} />
      <FullWidth>
        <Controller
          control={control}
          name="members"
          render={({ field: members, fieldState }) => (
            <MultiSelectField
              label={t(TEAM_SCREENS.teamMembers)}
              options={people.members}
              selected={members.value}
              onChange={members.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </FullWidth>
      <FullWidth>
        <FormField label={t(TEAM_SCREENS.comments)} {...field('comments')} />
      </FullWidth>
    </SchemaFormView>
  );
}
