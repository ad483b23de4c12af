import { ServiceError } from '@scheduler/shared-domain/errors';
import { TEAM_TEXTS } from '@scheduler/shared-domain/team';
import { personOptionLabel, type UserSummary } from '@scheduler/shared-domain/user';
import type { SelectOption } from '@scheduler/shared-ui/select-field';

export interface TeamPeople {
  leaders: SelectOption[];
  members: SelectOption[];
}

const asOption = (person: UserSummary): SelectOption => ({ value: person.username, label: personOptionLabel(person) });

/** SPEC §8: an empty list is a client-made 404, worded for the screen it happens on. */
function emptyListFailure(message: string): ServiceError {
  return new ServiceError({ error: message, status: 404, url: '/users/list' });
}

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
  const leaders = active.filter((person) => person.role === 'Admin').map(asOption);
  const members = active.map(asOption);
  // Every leader is also a member: no member at all is checked first, so each message has its case.
  if (members.length === 0) {
    throw emptyListFailure(mode === 'create' ? TEAM_TEXTS.membersEmptyOnAdd : TEAM_TEXTS.membersEmptyOnEdit);
  }
  if (leaders.length === 0) {
    throw emptyListFailure(mode === 'create' ? TEAM_TEXTS.leadersEmptyOnAdd : TEAM_TEXTS.leadersEmptyOnEdit);
  }
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
