import type { SectionRoute } from '@scheduler/shared-ui/section';
import { AddVenuePage, EditVenuePage } from './pages/venue-form-pages';
import { VenueListPage } from './pages/venue-list-page';
import './styles.css';

/** The venue screens of SPEC §2, below `/venue`. */
export const routes: readonly SectionRoute[] = [
  { path: '', roles: ['Admin', 'User'], title: 'List Venues', Component: VenueListPage },
  { path: 'create', roles: ['Admin'], title: 'Add Venue', Component: AddVenuePage },
  { path: 'edit/:_id', roles: ['Admin'], title: 'Edit Venue', Component: EditVenuePage },
];
