// Test data for this section's tests only.
import type { UserSummary } from '@scheduler/shared-domain/user';
import type { Venue } from '@scheduler/shared-domain/venue';
import { answer } from '@scheduler/shared-ui/mock-network';

export const internalPeople: UserSummary[] = [
  { _id: 'u1', username: 'jsmith', firstname: 'Jane', lastname: 'Smith', role: 'Admin', inActive: false },
  { _id: 'u2', username: 'lchen', firstname: 'Li', lastname: 'Chen', role: 'User', inActive: false },
];
export const venuePeople: UserSummary[] = [
  { _id: 'c1', username: 'akowalski', firstname: 'Anna', lastname: 'Kowalski', role: 'Contact', inActive: false },
];

export const mainHall: Venue = {
  _id: 'Main Hall',
  description: 'Big room',
  RG_contact: 'jsmith',
  contact: 'akowalski',
  website: 'https://example.org/hall',
  calendar: 'https://calendar.example.org/hall',
  address: '12 High St',
  town: 'Springfield',
  location: 'https://maps.example.org/?q=hall',
  iconimage: '/uploads/venues/icon.png',
  photoimage: 'images/hall.jpg',
  updatedDate: '2026-11-22T14:05:09.000Z',
};

/** The mock network's answers to the people lists both venue forms load. */
export function answerVenuePeople(): void {
  answer('GET', '/users/list', internalPeople);
  answer('GET', '/users/contacts', venuePeople);
}
