import type { SectionRoute } from '@scheduler/shared-ui/section';
import { VenueListPage } from './pages/venue-list-page';
import './styles.css';

/** The venue screens of SPEC §2, below `/venue`. */
export const routes: readonly SectionRoute[] = [
  { path: '', roles: ['Admin', 'User'], title: 'List Venues', Component: VenueListPage },
];
