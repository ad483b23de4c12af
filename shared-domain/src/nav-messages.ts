/** The navigation bar's texts (SPEC §2), in the `shell` namespace: it is on every page, the login page's too. */
import { defineMessage, defineMessages } from '@scheduler/shared-domain/i18n';

export const NAV_MESSAGES = defineMessages({
  main: { id: 'shell.nav.main', defaultMessage: 'Main' },
  brand: defineMessage<{ group: string }>({ id: 'shell.nav.brand', defaultMessage: '{group} Scheduler' }),
  /** The titles of the shell's own guarded pages, which the route table names before any page's code is in. */
  homeTitle: { id: 'shell.home.title', defaultMessage: 'Home' },
  redirectTitle: { id: 'shell.redirect.title', defaultMessage: 'Redirect' },
  menu: { id: 'shell.nav.menu', defaultMessage: 'Menu' },
  groupWebsite: { id: 'shell.nav.groupWebsite', defaultMessage: 'Group website' },
  users: { id: 'shell.nav.users', defaultMessage: 'Users' },
  login: { id: 'shell.nav.login', defaultMessage: 'Login' },
  addUser: { id: 'shell.nav.addUser', defaultMessage: 'Add User' },
  listAllUsers: { id: 'shell.nav.listAllUsers', defaultMessage: 'List All Users' },
  listCurrentUser: { id: 'shell.nav.listCurrentUser', defaultMessage: 'List Current User' },
  activity: { id: 'shell.nav.activity', defaultMessage: 'Activity' },
  outbox: { id: 'shell.nav.outbox', defaultMessage: 'Outbox' },
  import: { id: 'shell.nav.import', defaultMessage: 'Import' },
  logout: { id: 'shell.nav.logout', defaultMessage: 'Logout' },
  teams: { id: 'shell.nav.teams', defaultMessage: 'Teams' },
  listTeams: { id: 'shell.nav.listTeams', defaultMessage: 'List Teams' },
  addTeam: { id: 'shell.nav.addTeam', defaultMessage: 'Add Team' },
  venues: { id: 'shell.nav.venues', defaultMessage: 'Venues' },
  listVenues: { id: 'shell.nav.listVenues', defaultMessage: 'List Venues' },
  addVenue: { id: 'shell.nav.addVenue', defaultMessage: 'Add Venue' },
  meetings: { id: 'shell.nav.meetings', defaultMessage: 'Meetings' },
  listAllMeetings: { id: 'shell.nav.listAllMeetings', defaultMessage: 'List All Meetings' },
  listTeamSchedule: { id: 'shell.nav.listTeamSchedule', defaultMessage: 'List Team Schedule (3)' },
  calendar: { id: 'shell.nav.calendar', defaultMessage: 'Calendar' },
  addMeeting: { id: 'shell.nav.addMeeting', defaultMessage: 'Add Meeting' },
});
