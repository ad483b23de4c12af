import { defineMessages, inEnglish, type Message, message } from '@scheduler/shared-domain/i18n';

/**
 * What the server answers about teams beyond the form rules of SPEC §5, in the `server` namespace. A list of meeting
 * ids is one argument, as the ids are written.
 */
export const TEAM_ANSWER_MESSAGES = defineMessages({
  notFound: { id: 'server.team.notFound', defaultMessage: 'Team not found.' },
  deleted: { id: 'server.team.deleted', defaultMessage: 'Team {name} deleted.' },
  leadRefused: { id: 'server.team.leadRefused', defaultMessage: 'Team Lead {username} is not an active Admin.' },
  memberRefused: {
    id: 'server.team.memberRefused',
    defaultMessage: 'Team member {username} is not a user who can be a team member.',
  },
  inUse: {
    id: 'server.team.inUse',
    defaultMessage:
      'Team {name} cannot be deleted while {count, plural, one {# meeting is} other {# meetings are}} scheduled for it: {meetingIds}.',
  },
  leadPlace: { id: 'server.team.leadPlace', defaultMessage: 'lead of team {team}' },
  memberPlace: { id: 'server.team.memberPlace', defaultMessage: 'member of team {team}' },
});
const A = TEAM_ANSWER_MESSAGES;

/** The English texts, for the log and the tests. */
export const TEAM_SERVER_MESSAGES = {
  teamNotFound: inEnglish(A.notFound),
} as const;

export const teamDeleted = (name: string): Message => message(A.deleted, { name });

/** The lead must be an existing, active Admin (SPEC §2, §6: only Admin users are offered as lead). */
export const teamLeadRefused = (username: string): Message => message(A.leadRefused, { username });
export const teamLeadRefusedMessage = (username: string) => inEnglish(A.leadRefused, { username });

/** Every member must be an existing user who is not a Contact (a person without a password). */
export const teamMemberRefused = (username: string): Message => message(A.memberRefused, { username });
export const teamMemberRefusedMessage = (username: string) => inEnglish(A.memberRefused, { username });

/** A team that meetings are scheduled for cannot be deleted; says how many and which. */
export const teamInUse = (name: string, meetingIds: readonly string[]): Message =>
  message(A.inUse, { name, count: meetingIds.length, meetingIds: meetingIds.join(', ') });
export function teamInUseMessage(name: string, meetingIds: readonly string[]): string {
  const { descriptor, values } = teamInUse(name, meetingIds);
  return inEnglish(descriptor, values);
}

/** Where a user is still named, for `userStillReferencedMessage`. */
export const teamLeadPlace = (team: string): Message => message(A.leadPlace, { team });
export const teamMemberPlace = (team: string): Message => message(A.memberPlace, { team });
