import { inEnglish } from '@scheduler/shared-domain/i18n';
import { visibleMenus } from './nav-entries';

const labels = (state: { loggedIn: boolean; admin: boolean }) =>
  visibleMenus(state).map(
    (menu) => `${inEnglish(menu.label)}: ${menu.entries.map((entry) => inEnglish(entry.label)).join(', ')}`,
  );

describe('visibleMenus (SPEC §2 navigation bar)', () => {
  it('offers a visitor only Login', () => {
    expect(labels({ loggedIn: false, admin: false })).toEqual(['Users: Login']);
  });

  it('shows a User the list entries and no Add entry', () => {
    expect(labels({ loggedIn: true, admin: false })).toEqual([
      'Users: List All Users, List Current User, Logout',
      'Teams: List Teams',
      'Venues: List Venues',
      'Meetings: List All Meetings, List Team Schedule (3), Calendar',
    ]);
  });

  it('adds the Add entries, Activity, Outbox and Import for an Admin', () => {
    expect(labels({ loggedIn: true, admin: true })).toEqual([
      'Users: Add User, List All Users, List Current User, Activity, Outbox, Import, Logout',
      'Teams: List Teams, Add Team',
      'Venues: List Venues, Add Venue',
      'Meetings: List All Meetings, List Team Schedule (3), Calendar, Add Meeting',
    ]);
  });
});
