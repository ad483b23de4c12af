import { MEETING_PATHS, TEAM_PATHS, USER_PATHS, VENUE_PATHS } from '@scheduler/shared-auth';
import type { MenuEntry } from './nav-menu';

interface MenuDefinition {
  label: string;
  entries: readonly (MenuEntry & { show: 'signedOut' | 'signedIn' | 'admin' })[];
}

/** SPEC §2 navigation bar: list entries (and the meetings calendar) for signed-in users, Add entries for Admin only. */
const MENUS: readonly MenuDefinition[] = [
  {
    label: 'Users',
    entries: [
      { label: 'Login', to: USER_PATHS.login.to(), show: 'signedOut' },
      { label: 'Add User', to: USER_PATHS.create.to(), show: 'admin' },
      { label: 'List All Users', to: USER_PATHS.list.to(), show: 'signedIn' },
      { label: 'List Current User', to: USER_PATHS.current.to(), show: 'signedIn' },
      { label: 'Activity', to: USER_PATHS.activity.to(), show: 'admin' },
      { label: 'Outbox', to: USER_PATHS.outbox.to(), show: 'admin' },
      { label: 'Import', to: USER_PATHS.import.to(), show: 'admin' },
      { label: 'Logout', to: USER_PATHS.logout.to(), show: 'signedIn' },
    ],
  },
  {
    label: 'Teams',
    entries: [
      { label: 'List Teams', to: TEAM_PATHS.list.to(), show: 'signedIn' },
      { label: 'Add Team', to: TEAM_PATHS.create.to(), show: 'admin' },
    ],
  },
  {
    label: 'Venues',
    entries: [
      { label: 'List Venues', to: VENUE_PATHS.list.to(), show: 'signedIn' },
      { label: 'Add Venue', to: VENUE_PATHS.create.to(), show: 'admin' },
    ],
  },
  {
    label: 'Meetings',
    entries: [
      { label: 'List All Meetings', to: MEETING_PATHS.list.to(), show: 'signedIn' },
      { label: 'List Team Schedule (3)', to: MEETING_PATHS.pickSchedule.to(), show: 'signedIn' },
      { label: 'Calendar', to: MEETING_PATHS.calendar.to(), show: 'signedIn' },
      { label: 'Add Meeting', to: MEETING_PATHS.create.to(), show: 'admin' },
    ],
  },
];

/** The menus and entries a visitor, a signed-in user or an admin sees; a menu with no entry is left out. */
export function visibleMenus({ loggedIn, admin }: { loggedIn: boolean; admin: boolean }) {
  const visible = (show: MenuDefinition['entries'][number]['show']) =>
    show === 'signedOut' ? !loggedIn : show === 'signedIn' ? loggedIn : loggedIn && admin;
  return MENUS.map((menu) => ({
    label: menu.label,
    entries: menu.entries.filter((entry) => visible(entry.show)),
  })).filter((menu) => menu.entries.length > 0);
}
