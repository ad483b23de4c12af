import { navigationStateAtStart, navigationStateForRole } from './navigation-state';
import { fakeCurrentUser, fakeToken } from './testing';

describe('navigation state (SPEC §4)', () => {
  it('after authentication compares the role case-insensitively', () => {
    expect(navigationStateForRole('ADMIN')).toEqual({ loggedIn: true, admin: true });
    expect(navigationStateForRole('user')).toEqual({ loggedIn: true, admin: false });
    expect(navigationStateForRole('Contact')).toEqual({ loggedIn: false, admin: false });
    expect(navigationStateForRole(null)).toEqual({ loggedIn: false, admin: false });
  });

  it('at start is logged in only with an unexpired token', () => {
    const admin = fakeCurrentUser('Admin');
    expect(navigationStateAtStart(admin)).toEqual({ loggedIn: true, admin: true });
    expect(navigationStateAtStart(null)).toEqual({ loggedIn: false, admin: false });
    const expired = fakeCurrentUser('Admin', { token: fakeToken({ exp: 1 }) });
    expect(navigationStateAtStart(expired)).toEqual({ loggedIn: false, admin: false });
    expect(navigationStateAtStart(fakeCurrentUser('User', { token: '' }))).toEqual({ loggedIn: false, admin: false });
  });
});
