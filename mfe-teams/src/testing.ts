// Test data for this section's tests only.
import type { Team } from '@scheduler/shared-domain/team';
import type { UserSummary } from '@scheduler/shared-domain/user';

export const people: UserSummary[] = [
  { _id: 'u1', username: 'jsmith', firstname: 'Jane', lastname: 'Smith', role: 'Admin', inActive: false },
  { _id: 'u2', username: 'rpatel', firstname: 'Raj', lastname: 'Patel', role: 'Admin', inActive: true },
  { _id: 'u3', username: 'lchen', firstname: 'Li', lastname: 'Chen', role: 'User', inActive: false },
  { _id: 'u4', username: 'mgarcia', firstname: 'Maria', lastname: 'Garcia', role: 'User', inActive: false },
];

export const dataTeam: Team = {
  _id: 'Data Science',
  description: 'Models and data',
  teamLead: 'jsmith',
  members: ['lchen', 'mgarcia'],
  zoomLink: 'https://meet.example.org/ds',
  comments: 'Weekly',
  updatedDate: '2026-11-22T14:05:09.000Z',
};
