import { MEETING_TEXTS } from '@scheduler/shared-domain/meeting';
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
  return (
    <SelectField
      label="Team"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={[{ value: '', label: MEETING_TEXTS.teamChoice }, ...teams.map((name) => ({ value: name, label: name }))]}
    />
  );
}
