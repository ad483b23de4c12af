import { applyAppConfig } from '@scheduler/shared-auth';
import { fakeCurrentUser } from '@scheduler/shared-auth/testing';
import { STALE_EDIT_CODE } from '@scheduler/shared-domain/stale-edit';
import type { User } from '@scheduler/shared-domain/user';
import { answer, Refusal, sentTo } from '@scheduler/shared-ui/mock-network';
import { lastAnnouncement, renderAt, signInAs, testConfig } from '@scheduler/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddUserPage } from './add-user-page';
import { CurrentUserPage } from './current-user-page';
import { EditCurrentUserPage, EditUserFromListPage } from './edit-user-page';
import { UserListPage } from './user-list-page';

const ADMIN_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const USER_ID = '0b7f5c1e-3d2a-4f7b-9c1d-2e3f4a5b6c7d';
const admin = fakeCurrentUser('Admin', { _id: ADMIN_ID });
const plainUser = fakeCurrentUser('User', { _id: USER_ID });
const asRecord = ({ token: _token, ...user }: typeof admin): User => user;
const location = () => screen.getByTestId('location').textContent;

beforeAll(() => applyAppConfig(testConfig));

beforeEach(() => {
  // Every edit screen reads its record's history.
  answer('GET', '/changes', { items: [], next: null });
  // user/get and an Admin's edit screen show the user's mail preferences.
  answer('GET', `/users/preferences/${USER_ID}`, { mailChanges: true, reminder: '1h' });
  answer('GET', `/users/preferences/${ADMIN_ID}`, { mailChanges: true, reminder: '1h' });
  jest.spyOn(console, 'info').mockImplementation(() => {});
});

describe('List All Users', () => {
  it('shows the SPEC columns, Active as the opposite of inActive, and Edit and Del for an Admin', async () => {
    signInAs(admin);
    answer('GET', '/users', [asRecord(admin), { ...asRecord(plainUser), inActive: true }]);
    renderAt('/user/get-all', <UserListPage />);
    expect(screen.getByText('Loading data. Please wait...')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'User Name',
      'First Name',
      'Last Name',
      'Role',
      'Email',
      'Mobile',
      'Active',
      'Edit',
      'Del',
    ]);
    const [, adminRow, userRow] = within(table).getAllByRole('row');
    expect(within(adminRow as HTMLElement).getByText('Yes')).toBeInTheDocument();
    expect(within(userRow as HTMLElement).getByText('No')).toBeInTheDocument();
    expect(within(userRow as HTMLElement).getByRole('link', { name: 'Edit ada' })).toHaveAttribute(
      'href',
      `/user/get-all/edit/${USER_ID}`,
    );
  });

  it('shows a User no Edit or Del', async () => {
    signInAs(plainUser);
    answer('GET', '/users', [asRecord(plainUser)]);
    renderAt('/user/get-all', <UserListPage />);
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Del/ })).not.toBeInTheDocument();
  });

  it('says when there is no user', async () => {
    signInAs(admin);
    answer('GET', '/users', []);
    renderAt('/user/get-all', <UserListPage />);
    expect(await screen.findByText('No Users to display')).toBeInTheDocument();
  });

  it('deletes only after the M003 confirm, then reloads the list', async () => {
    signInAs(admin);
    answer('GET', '/users', [asRecord(admin), asRecord(plainUser)], [asRecord(admin)]);
    answer('GET', '/users/delete/:id', { message: 'User ada deleted.' });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderAt('/user/get-all', <UserListPage />);
    await screen.findByRole('button', { name: 'Del ada' });

    await userEvent.click(screen.getByRole('button', { name: 'Del ada' }));
    expect(confirm).toHaveBeenLastCalledWith('M003 Select OK to delete, or Cancel to return.');
    expect(sentTo('GET', `/users/delete/${USER_ID}`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Del ada' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Del ada' })).not.toBeInTheDocument());
    expect(sentTo('GET', `/users/delete/${USER_ID}`)).toHaveLength(1);
    // The server's own words are said, and the last row left, the focus goes to the table's caption.
    expect(lastAnnouncement()).toBe('User ada deleted.');
    expect(screen.getByText('A list of all users.')).toHaveFocus();
  });

  it('shows a refused delete in the alert', async () => {
    signInAs(admin);
    answer('GET', '/users', [asRecord(admin)]);
    answer('GET', '/users/delete/:id', new Refusal(409, 'You cannot delete your own account.'));
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderAt('/user/get-all', <UserListPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Del grace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot delete your own account.');
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});

describe('List Current User', () => {
  it('shows the server record of the signed-in user with a link to edit it, then its calendar links', async () => {
    signInAs(plainUser);
    answer('GET', '/users/current', asRecord(plainUser));
    answer('GET', '/calendar/feeds', {
      mine: 'https://rg.example.org/ical/t/mine.ics',
      all: 'https://rg.example.org/ical/t/all.ics',
      teams: {},
      venues: {},
    });
    renderAt('/user/get', <CurrentUserPage />);
    expect(await screen.findByRole('link', { name: 'Edit ada' })).toHaveAttribute('href', `/user/get/edit/${USER_ID}`);
    const subscriptions = screen.getByRole('region', { name: 'Calendar subscriptions' });
    expect(screen.getByRole('table').compareDocumentPosition(subscriptions)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(await within(subscriptions).findByLabelText('My meetings')).toHaveValue(
      'https://rg.example.org/ical/t/mine.ics',
    );
  });
});

describe('navigation (SPEC §2)', () => {
  it('Add goes to the full list after saving, and Cancel too', async () => {
    signInAs(admin);
    answer('POST', '/users/register/', asRecord(plainUser));
    renderAt('/user/create', <AddUserPage />);
    await userEvent.type(screen.getByLabelText('Username'), 'mkay');
    await userEvent.type(screen.getByLabelText('Password'), 'Quiet-Harbour-Lantern-58');
    await userEvent.click(screen.getByLabelText('User'));
    await userEvent.type(screen.getByLabelText('First Name'), 'Mary');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Kay');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(location()).toBe('/user/get-all'));
    expect(lastAnnouncement()).toBe('User mkay added.');
    expect(sentTo('POST', '/users/register/')).toEqual([
      {
        username: 'mkay',
        password: 'Quiet-Harbour-Lantern-58',
        role: 'User',
        firstname: 'Mary',
        lastname: 'Kay',
        email: '',
        mobile: '',
      },
    ]);
  });

  it('Cancel on Add goes to the full list and saves nothing', async () => {
    signInAs(admin);
    renderAt('/user/create', <AddUserPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(location()).toBe('/user/get-all');
    expect(sentTo('POST', '/users/register/')).toEqual([]);
  });

  it('editing from the list returns to the list; editing oneself returns to user/get', async () => {
    signInAs(admin);
    answer('GET', '/users/edit/:id', asRecord(plainUser));
    answer('POST', '/users/update/', asRecord(plainUser));
    renderAt(`/user/get-all/edit/${USER_ID}`, <EditUserFromListPage />, '/user/get-all/edit/:_id');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/user/get-all'));
    expect(sentTo('GET', `/users/edit/${USER_ID}`)).toHaveLength(1);
    expect(sentTo('POST', '/users/update/')).toEqual([
      expect.objectContaining({ _id: USER_ID, username: 'ada', updatedDate: plainUser.updatedDate }),
    ]);
  });

  it('a User editing its own record returns to user/get', async () => {
    signInAs(plainUser);
    answer('GET', '/users/edit/:id', asRecord(plainUser));
    renderAt(`/user/get/edit/${USER_ID}`, <EditCurrentUserPage />, '/user/get/edit/:_id');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(location()).toBe('/user/get');
  });

  it("sends a User opening someone else's record to user/notauthorized, without loading it", async () => {
    signInAs(plainUser);
    renderAt(`/user/get/edit/${ADMIN_ID}`, <EditCurrentUserPage />, '/user/get/edit/:_id');
    await waitFor(() => expect(location()).toBe('/user/notauthorized'));
    expect(sentTo('GET', `/users/edit/${ADMIN_ID}`)).toEqual([]);
  });
});

describe('a change of one’s own password', () => {
  it('sends the current password, and shows the server’s refusal of a wrong one', async () => {
    const wrong = 'Current password is incorrect.';
    signInAs(plainUser);
    answer('GET', '/users/edit/:id', asRecord(plainUser));
    answer('POST', '/users/update/', new Refusal(403, wrong));
    renderAt(`/user/get/edit/${USER_ID}`, <EditCurrentUserPage />, '/user/get/edit/:_id');
    await userEvent.type(await screen.findByLabelText('Current password'), 'not my password');
    await userEvent.type(screen.getByLabelText('Password (blank keeps the current one)'), 'Quiet-Harbour-Lantern-58');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wrong);
    expect(location()).toBe(`/user/get/edit/${USER_ID}`);
    expect(sentTo('POST', '/users/update/')).toEqual([
      expect.objectContaining({ password: 'Quiet-Harbour-Lantern-58', currentPassword: 'not my password' }),
    ]);
  });

  it('is not asked of an Admin editing someone else', async () => {
    signInAs(admin);
    answer('GET', '/users/edit/:id', asRecord(plainUser));
    renderAt(`/user/get-all/edit/${USER_ID}`, <EditUserFromListPage />, '/user/get-all/edit/:_id');
    await screen.findByLabelText('Password (blank keeps the current one)');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });
});

describe('an account of the institute', () => {
  const ssoConfig = { ...testConfig, oidcLabel: 'Sign in with Example ID', directorySignIn: true as const };
  afterEach(() => applyAppConfig(testConfig));

  it('has no password fields; its own edit screen says where it lives', async () => {
    signInAs({ ...plainUser, signIn: 'oidc' });
    answer('GET', '/users/edit/:id', { ...asRecord(plainUser), signIn: 'oidc' });
    renderAt(`/user/get/edit/${USER_ID}`, <EditCurrentUserPage />, '/user/get/edit/:_id');
    expect(
      await screen.findByText(
        'This account signs in through the institute’s single sign-on; its password is managed there.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Password (blank keeps the current one)')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it('an Admin links a local account after the confirm, then returns to the list', async () => {
    applyAppConfig(ssoConfig);
    signInAs(admin);
    answer('GET', '/users/edit/:id', asRecord(plainUser));
    answer('POST', '/users/link', { ...asRecord(plainUser), signIn: 'ldap' });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderAt(`/user/get-all/edit/${USER_ID}`, <EditUserFromListPage />, '/user/get-all/edit/:_id');
    const toDirectory = await screen.findByRole('button', { name: 'Link to the directory' });
    expect(screen.getByRole('button', { name: 'Link to single sign-on' })).toBeInTheDocument();
    await userEvent.click(toDirectory);
    expect(sentTo('POST', '/users/link')).toEqual([]);
    await userEvent.click(toDirectory);
    await waitFor(() => expect(location()).toBe('/user/get-all'));
    expect(confirm).toHaveBeenLastCalledWith(
      'Its password here is removed and its sessions end; its next sign-in through the institute takes it over. Select OK to link, or Cancel to return.',
    );
    expect(sentTo('POST', '/users/link')).toEqual([
      { _id: USER_ID, signIn: 'ldap', updatedDate: plainUser.updatedDate },
    ]);
    expect(lastAnnouncement()).toBe('User ada now signs in through the institute.');
  });

  it('an Admin unlinks an account of the institute after the confirm, even when the server no longer has its sign-in', async () => {
    signInAs(admin);
    const external = { ...asRecord(plainUser), signIn: 'oidc' as const };
    answer('GET', '/users/edit/:id', external);
    answer('POST', '/users/unlink', { ...asRecord(plainUser), email: 'ada@example.org' });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(true);
    renderAt(`/user/get-all/edit/${USER_ID}`, <EditUserFromListPage />, '/user/get-all/edit/:_id');
    await userEvent.click(await screen.findByRole('button', { name: 'Unlink: sign in with a password here' }));
    await waitFor(() => expect(location()).toBe('/user/get-all'));
    expect(confirm).toHaveBeenLastCalledWith(expect.stringContaining('it gets an email with a link to set a password'));
    expect(sentTo('POST', '/users/unlink')).toEqual([{ _id: USER_ID, updatedDate: plainUser.updatedDate }]);
    expect(lastAnnouncement()).toBe('User ada now signs in with a password here; a link to set it is on its way.');
  });

  it('offers no link without single sign-on or directory, for an account already linked, or to a User', async () => {
    signInAs(admin);
    answer('GET', '/users/edit/:id', asRecord(plainUser));
    const { unmount } = renderAt(`/user/get-all/edit/${USER_ID}`, <EditUserFromListPage />, '/user/get-all/edit/:_id');
    await screen.findByRole('button', { name: 'Save' });
    expect(screen.queryByRole('button', { name: /^Link/ })).not.toBeInTheDocument();
    unmount();
    applyAppConfig(ssoConfig);
    answer('GET', '/users/edit/:id', { ...asRecord(plainUser), signIn: 'oidc' });
    renderAt(`/user/get-all/edit/${USER_ID}`, <EditUserFromListPage />, '/user/get-all/edit/:_id');
    await screen.findByRole('button', { name: 'Save' });
    expect(screen.queryByRole('button', { name: /^Link/ })).not.toBeInTheDocument();
  });
});

describe('a stale edit', () => {
  it('shows the 409 with Reload, which starts the form from the user as saved now', async () => {
    const stale = 'Someone else changed user ada after you opened it. Reload to see their changes.';
    const changed = { ...asRecord(plainUser), lastname: 'Byron', updatedDate: '2026-11-22T08:50:00.000Z' };
    signInAs(admin);
    answer('GET', '/users/edit/:id', asRecord(plainUser), changed);
    answer('POST', '/users/update/', new Refusal(409, stale, STALE_EDIT_CODE), changed);
    renderAt(`/user/get-all/edit/${USER_ID}`, <EditUserFromListPage />, '/user/get-all/edit/:_id');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(stale);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Last Name')).toHaveValue('Byron'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/user/get-all'));
    expect(sentTo('POST', '/users/update/')[1]).toEqual(
      expect.objectContaining({ lastname: 'Byron', updatedDate: changed.updatedDate }),
    );
  });
});
