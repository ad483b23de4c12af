import { MEETING_PATHS, TEAM_PATHS, USER_PATHS, VENUE_PATHS } from '@scheduler/shared-auth';
import { NAV_MESSAGES } from '@scheduler/shared-domain/nav-messages';
import type { MessageDescriptor } from 'react-intl';
import type { MenuEntry } from './nav-menu';

interface MenuDefinition {
  label: MessageDescriptor;
  entries: readonly (MenuEntry & { show: 'signedOut' | 'signedIn' | 'admin' })[];
}

/** SPEC §2 navigation bar: list entries (and the meetings calendar) for signed-in users, Add entries for Admin only. */
const MENUS: readonly MenuDefinition[] = [
  {
    label: NAV_MESSAGES.users,
    entries: [
      { label: NAV_MESSAGES.login, to: USER_PATHS.login.to(), show: 'signedOut' },
      { label: NAV_MESSAGES.addUser, to: USER_PATHS.create.to(), show: 'admin' },
      { label: NAV_MESSAGES.listAllUsers, to: USER_PATHS.list.to(), show: 'signedIn' },
      { label: NAV_MESSAGES.listCurrentUser, to: USER_PATHS.current.to(), show: 'signedIn' },
      { label: NAV_MESSAGES.activity, to: USER_PATHS.activity.to(), show: 'admin' },
      { label: NAV_MESSAGES.outbox, to: USER_PATHS.outbox.to(), show: 'admin' },
      { label: NAV_MESSAGES.import, to: USER_PATHS.import.to(), show: 'admin' },
      { label: NAV_MESSAGES.logout, to: USER_PATHS.logout.to(), show: 'signedIn' },
    ],
  },
  {
    label: NAV_MESSAGES.teams,
    entries: [
      { label: NAV_MESSAGES.listTeams, to: TEAM_PATHS.list.to(), show: 'signedIn' },
      { label: NAV_MESSAGES.addTeam, to: TEAM_PATHS.create.to(), show: 'admin' },
    ],
  },
  {
    label: NAV_MESSAGES.venues,
    entries: [
      { label: NAV_MESSAGES.listVenues, to: VENUE_PATHS.list.to(), show: 'signedIn' },
      { label: NAV_MESSAGES.addVenue, to: VENUE_PATHS.create.to(), show: 'admin' },
    ],
  },
  {
    label: NAV_MESSAGES.meetings,
    entries: [
      { label: NAV_MESSAGES.listAllMeetings, to: MEETING_PATHS.list.to(), show: 'signedIn' },
      { label: NAV_MESSAGES.listTeamSchedule, to: MEETING_PATHS.pickSchedule.to(), show: 'signedIn' },
      { label: NAV_MESSAGES.calendar, to: MEETING_PATHS.calendar.to(), show: 'signedIn' },
      { label: NAV_MESSAGES.addMeeting, to: MEETING_PATHS.create.to(), show: 'admin' },
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
