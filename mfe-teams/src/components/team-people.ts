import { inScreenLanguage } from '@scheduler/shared-auth';
import { TEAM_SCREENS } from '@scheduler/shared-domain/team-screens';
import { personOptionLabel, type UserSummary } from '@scheduler/shared-domain/user';
import { requireEntries } from '@scheduler/shared-ui/required-entries';
import type { SelectOption } from '@scheduler/shared-ui/select-field';

export interface TeamPeople {
  leaders: SelectOption[];
  members: SelectOption[];
}

/** The call the people come from, named by an empty list's client-made 404 (SPEC §8). */
const PEOPLE_URL = '/users/list';

const asOption = (person: UserSummary): SelectOption => ({ value: person.username, label: personOptionLabel(person) });

/**
 * SPEC §2, §6: only active Admins are offered as lead; every active user (not a Contact) as a member. On edit the
 * team's current lead and members stay listed even if they no longer qualify, so the form shows what is saved.
 */
export function teamPeople(
  people: readonly UserSummary[],
  mode: 'create' | 'edit',
  current?: { teamLead: string; members: string[] },
): TeamPeople {
  const active = people.filter((person) => !person.inActive);
  // Every leader is also a member: no member at all is checked first, so each message has its case.
  const members = requireEntries(
    active.map(asOption),
    inScreenLanguage(mode === 'create' ? TEAM_SCREENS.membersEmptyOnAdd : TEAM_SCREENS.membersEmptyOnEdit),
    PEOPLE_URL,
  );
  const leaders = requireEntries(
    active.filter((person) => person.role === 'Admin').map(asOption),
    inScreenLanguage(mode === 'create' ? TEAM_SCREENS.leadersEmptyOnAdd : TEAM_SCREENS.leadersEmptyOnEdit),
    PEOPLE_URL,
  );
  const keep = (options: SelectOption[], usernames: string[]) => [
    ...usernames
      .filter((name) => name && !options.some((option) => option.value === name))
      .map((name) => ({ value: name, label: name })),
    ...options,
  ];
  return {
    leaders: keep(leaders, current ? [current.teamLead] : []),
    members: keep(members, current?.members ?? []),
  };
}
