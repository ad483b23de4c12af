import { personOptionLabel, type UserSummary } from '@scheduler/shared-domain/user';
import { CONTACT_CHOICE_LABEL, DELETE_CONTACT_LABEL, DELETE_CONTACT_VALUE } from '@scheduler/shared-domain/venue';
import type { SelectOption } from '@scheduler/shared-ui/select-field';

const EMPTY_CHOICE: SelectOption = { value: '', label: CONTACT_CHOICE_LABEL };

/**
 * SPEC §4 Edit Venue contacts: a venue without this contact gets an empty first choice and no '<delete>';
 * a venue with one gets '<delete>' first, offered only when the list has entries. Adding starts empty.
 */
export function contactChoices(
  people: readonly UserSummary[],
  current: string,
  mode: 'create' | 'edit',
): SelectOption[] {
  const entries = people.map((person) => ({ value: person.username, label: personOptionLabel(person) }));
  if (mode === 'create' || current === '') return [EMPTY_CHOICE, ...entries];
  const known = entries.some((entry) => entry.value === current)
    ? entries
    : [{ value: current, label: current }, ...entries];
  return people.length > 0 ? [{ value: DELETE_CONTACT_VALUE, label: DELETE_CONTACT_LABEL }, ...known] : known;
}
