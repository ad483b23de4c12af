import { http } from '@scheduler/shared-auth';
import type { UserSummary } from '@scheduler/shared-domain/user';
import type { Venue } from '@scheduler/shared-domain/venue';
import type { EditStamp } from '@scheduler/shared-ui/schema-form';

/** A venue as the form sends it: the wire shape, with the `updatedDate` an edit started from. */
export type VenueWire = Omit<Venue, 'updatedDate'> & EditStamp;

/** The calls of SPEC §7 Venues this section makes, and the two people lists its dropdowns need. */
export const venuesApi = {
  all: () => http.get<Venue[]>('/venues'),
  one: (name: string) => http.get<Venue>(`/venues/edit/${encodeURIComponent(name)}`),
  remove: (name: string) => http.get<{ message: string }>(`/venues/delete/${encodeURIComponent(name)}`),
  add: (venue: VenueWire) => http.post<Venue>('/venues/add', venue),
  update: (venue: VenueWire) => http.post<Venue>('/venues/update/', venue),
  uploadImage: (file: File) => http.upload<{ path: string }>('/venues/images', file),
  internalContacts: () => http.get<UserSummary[]>('/users/list'),
  venueContacts: () => http.get<UserSummary[]>('/users/contacts'),
};
