import { inScreenLanguage as t } from '@scheduler/shared-auth';
import { personOptionLabel, type UserSummary } from '@scheduler/shared-domain/user';
import { DELETE_CONTACT_VALUE } from '@scheduler/shared-domain/venue';
import { VENUE_SCREENS } from '@scheduler/shared-domain/venue-screens';
import type { SelectOption } from '@scheduler/shared-ui/select-field';

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
  if (mode === 'create' || current === '') return [{ value: '', label: t(VENUE_SCREENS.contactChoice) }, ...entries];
  const known = entries.some((entry) => entry.value === current)
    ? entries
    : [{ value: current, label: current }, ...entries];
  return people.length > 0 ? [{ value: DELETE_CONTACT_VALUE, label: t(VENUE_SCREENS.deleteContact) }, ...known] : known;
}
