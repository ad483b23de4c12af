import { VENUE_PATHS } from '@scheduler/shared-auth';
import { VENUE_SCREENS } from '@scheduler/shared-domain/venue-screens';
import { lazyPage, type SectionRoute } from '@scheduler/shared-ui/section';
import { VenueListPage } from './pages/venue-list-page';
import './styles.css';

const formPages = () => import('./pages/venue-form-pages');

/**
 * The venue screens of SPEC §2, below `/venue`: the list, opened most, comes with the routes; every other page's
 * code is downloaded when it is first opened.
 */
export const routes: readonly SectionRoute[] = [
  {
    path: VENUE_PATHS.list.pattern,
    roles: ['Admin', 'User'],
    title: VENUE_SCREENS.listTitle,
    Component: VenueListPage,
  },
  {
    path: VENUE_PATHS.create.pattern,
    roles: ['Admin'],
    title: VENUE_SCREENS.addTitle,
    Component: lazyPage(() => formPages().then((page) => page.AddVenuePage)),
  },
  {
    path: VENUE_PATHS.edit.pattern,
    roles: ['Admin'],
    title: VENUE_SCREENS.editTitle,
    Component: lazyPage(() => formPages().then((page) => page.EditVenuePage)),
  },
];
