// Test data for this section's tests only.
import type { Meeting } from '@scheduler/shared-domain/meeting';
import type { Team } from '@scheduler/shared-domain/team';
import type { Venue } from '@scheduler/shared-domain/venue';

export const weeklySync: Meeting = {
  _id: 'Weekly sync',
  team: 'Data Science',
  venue: 'Main Hall',
  meetingDate: '2026-11-23',
  startTime: '2026-11-23T14:30:00.000Z',
  endTime: '2026-11-23T15:30:00.000Z',
  comments: 'Bring laptops',
  updatedDate: '2026-11-20T09:00:00.000Z',
};

export const earlierReview: Meeting = {
  ...weeklySync,
  _id: 'Review',
  meetingDate: '2026-11-21',
  startTime: '2026-11-21T09:00:00.000Z',
  endTime: '2026-11-21T10:00:00.000Z',
};

/** An Ops meeting on the same Monday, at another venue. */
export const opsStandup: Meeting = {
  ...weeklySync,
  _id: 'Ops standup',
  team: 'Ops',
  venue: 'Annex',
  startTime: '2026-11-23T09:00:00.000Z',
  endTime: '2026-11-23T09:30:00.000Z',
  comments: '',
};

const teamOf = (name: string, teamLead: string, members: string[], zoomLink: string): Team => ({
  _id: name,
  description: `The ${name} team`,
  teamLead,
  members,
  zoomLink,
  comments: '',
  updatedDate: '2026-11-01T09:00:00.000Z',
});

/** fakeCurrentUser('User') is 'ada', a member of Data Science only. */
export const teams: Team[] = [
  teamOf('Data Science', 'grace', ['ada'], 'https://meet.example.org/ds'),
  teamOf('Ops', 'grace', ['bob'], ''),
];

const venueOf = (name: string, address: string, location: string): Venue => ({
  _id: name,
  description: '',
  RG_contact: '',
  contact: '',
  website: '',
  calendar: '',
  address,
  town: 'Springfield',
  location,
  iconimage: '',
  photoimage: '',
  updatedDate: '2026-11-01T09:00:00.000Z',
});

export const venues: Venue[] = [
  venueOf('Main Hall', '12 High St', 'https://maps.example.org/?q=hall'),
  venueOf('Annex', '14 High St', ''),
];
