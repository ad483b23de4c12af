import type { MenuEntry } from './nav-menu';

interface MenuDefinition {
  label: string;
  entries: readonly (MenuEntry & { show: 'signedOut' | 'signedIn' | 'admin' })[];
}

/** SPEC §2 navigation bar: list entries for signed-in users, Add entries for Admin only. */
const MENUS: readonly MenuDefinition[] = [
  {
    label: 'Users',
    entries: [
      { label: 'Login', to: '/user/login', show: 'signedOut' },
      { label: 'Add User', to: '/user/create', show: 'admin' },
      { label: 'List All Users', to: '/user/get-all', show: 'signedIn' },
      { label: 'List Current User', to: '/user/get', show: 'signedIn' },
      { label: 'Logout', to: '/user/logout', show: 'signedIn' },
    ],
  },
  {
    label: 'Teams',
    entries: [
      { label: 'List Teams', to: '/team', show: 'signedIn' },
      { label: 'Add Team', to: '/team/create', show: 'admin' },
    ],
  },
  {
    label: 'Venues',
    entries: [
      { label: 'List Venues', to: '/venue', show: 'signedIn' },
      { label: 'Add Venue', to: '/venue/create', show: 'admin' },
    ],
  },
  {
    label: 'Meetings',
    entries: [
      { label: 'List All Meetings', to: '/meeting', show: 'signedIn' },
      { label: 'List Team Schedule (3)', to: '/meeting/get/schedule', show: 'signedIn' },
      { label: 'Add Meeting', to: '/meeting/create', show: 'admin' },
    ],
  },
];

/** The menus and entries a visitor, a signed-in user or an admin sees; a menu with no entry is left out. */
export function visibleMenus({ loggedIn, admin }: { loggedIn: boolean; admin: boolean }) {
  const visible = (show: MenuDefinition['entries'][number]['show']) =>
    show === 'signedOut' ? !loggedIn : show === 'signedIn' ? loggedIn : loggedIn && admin;
  return MENUS.map((menu) => ({
    label: menu.label,
    entries: menu.entries.filter((entry) => visible(entry.show)).map(({ label, to }) => ({ label, to })),
  })).filter((menu) => menu.entries.length > 0);
}
