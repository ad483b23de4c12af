/** A team as the API sends it (SPEC §3); the lead and members are usernames. */
export interface Team {
  _id: string;
  description: string;
  teamLead: string;
  members: string[];
  /** The meeting link. */
  zoomLink: string;
  comments: string;
  updatedDate: string;
}

/** SPEC §2, §8: the team screens' own texts. */
export const TEAM_TEXTS = {
  deleteConfirm: 'M005 Select OK to delete, or Cancel to return.',
  listEmpty: 'No teams to display',
  listCaption: 'A list of all teams.',
  /** The empty first choice of the Team Lead select, named (it still means none). */
  leadChoice: 'Choose a team lead',
  leadersEmptyOnAdd: 'The list of team leaders is empty.',
  membersEmptyOnAdd: 'The list of team members is empty.',
  leadersEmptyOnEdit: 'The list of available team leaders is empty.',
  membersEmptyOnEdit: 'The list of available team members is empty.',
} as const;
