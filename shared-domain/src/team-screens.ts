import type { MessageDescriptor } from '@scheduler/shared-domain/i18n';

/**
 * The teams section's screens (SPEC §2), in the `teams` namespace of the catalogs. Plain descriptors rather than
 * `defineMessages`, which returns them as they are: a section's first chunk then waits for no shared module.
 */
export const TEAM_SCREENS = {
  listTitle: { id: 'teams.listTitle', defaultMessage: 'List Teams' },
  addTitle: { id: 'teams.addTitle', defaultMessage: 'Add Team' },
  editTitle: { id: 'teams.editTitle', defaultMessage: 'Edit Team' },
  listHeading: { id: 'teams.listHeading', defaultMessage: 'List Teams' },
  addHeading: { id: 'teams.addHeading', defaultMessage: 'Add New Team' },
  editHeading: { id: 'teams.editHeading', defaultMessage: 'Edit Team {name}' },
  team: { id: 'teams.team', defaultMessage: 'Team' },
  teamName: { id: 'teams.teamName', defaultMessage: 'Team Name' },
  description: { id: 'teams.description', defaultMessage: 'Description' },
  teamLead: { id: 'teams.teamLead', defaultMessage: 'Team Lead' },
  teamMembers: { id: 'teams.teamMembers', defaultMessage: 'Team Members' },
  meetingLink: { id: 'teams.meetingLink', defaultMessage: 'Meeting Link' },
  join: { id: 'teams.join', defaultMessage: 'Join' },
  comments: { id: 'teams.comments', defaultMessage: 'Comments' },
  deleteConfirm: { id: 'teams.deleteConfirm', defaultMessage: 'M005 Select OK to delete, or Cancel to return.' },
  listEmpty: { id: 'teams.listEmpty', defaultMessage: 'No teams to display' },
  listCaption: { id: 'teams.listCaption', defaultMessage: 'A list of all teams.' },
  /** The empty first choice of the Team Lead select, named (it still means none). */
  leadChoice: { id: 'teams.leadChoice', defaultMessage: 'Choose a team lead' },
  leadersEmptyOnAdd: { id: 'teams.leadersEmptyOnAdd', defaultMessage: 'The list of team leaders is empty.' },
  membersEmptyOnAdd: { id: 'teams.membersEmptyOnAdd', defaultMessage: 'The list of team members is empty.' },
  leadersEmptyOnEdit: {
    id: 'teams.leadersEmptyOnEdit',
    defaultMessage: 'The list of available team leaders is empty.',
  },
  membersEmptyOnEdit: {
    id: 'teams.membersEmptyOnEdit',
    defaultMessage: 'The list of available team members is empty.',
  },
  /** Said in the live region after a save: the browser's words, beside the server's answer to a delete. */
  added: { id: 'teams.added', defaultMessage: 'Team {name} added.' },
  saved: { id: 'teams.saved', defaultMessage: 'Team {name} saved.' },
} satisfies Record<string, MessageDescriptor>;
