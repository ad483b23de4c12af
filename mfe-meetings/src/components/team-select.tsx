import { useTranslate } from '@scheduler/shared-auth';
import { MEETING_CHOICE_SCREENS as C } from '@scheduler/shared-domain/meeting-choice-screens';
import { MEETING_SCREENS as S } from '@scheduler/shared-domain/meeting-screens';
import { SelectField } from '@scheduler/shared-ui/select-field';

/** A choice of one team by name, starting at 'Choose a team' (value ''), outside a meeting's form. */
export function TeamSelect({
  teams,
  value,
  onChange,
}: {
  teams: readonly string[];
  value: string;
  onChange: (team: string) => void;
}) {
  const t = useTranslate();
  return (
    <SelectField
      label={t(S.team)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={[{ value: '', label: t(C.teamChoice) }, ...teams.map((name) => ({ value: name, label: name }))]}
    />
  );
}
