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
