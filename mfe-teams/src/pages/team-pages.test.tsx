import { fakeCurrentUser } from '@scheduler/shared-auth/testing';
import { STALE_EDIT_CODE } from '@scheduler/shared-domain/stale-edit';
import { answer, Refusal, sentTo } from '@scheduler/shared-ui/mock-network';
import { renderAt, signInAs } from '@scheduler/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dataTeam, people } from '../testing';
import { AddTeamPage, EditTeamPage } from './team-form-pages';
import { TeamListPage } from './team-list-page';

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  // Every edit screen reads its record's history.
  answer('GET', '/changes', { items: [], next: null });
  answer('GET', '/users/list', people);
  jest.spyOn(console, 'info').mockImplementation(() => {});
});

describe('the team list (SPEC §2)', () => {
  it('shows the columns, the meeting link in a new tab, and Edit and Del for an Admin', async () => {
    signInAs(fakeCurrentUser('Admin'));
    answer('GET', '/teams', [dataTeam]);
    renderAt('/team', <TeamListPage />);
    expect(screen.getByText('Loading data. Please wait...')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Team', 'Description', 'Team Lead', 'Team Members', 'Meeting Link', 'Comments', 'Edit', 'Del']);
    expect(within(table).getByText('lchen, mgarcia')).toBeInTheDocument();
    const link = within(table).getByRole('link', { name: 'Join' });
    expect(link).toHaveAttribute('href', 'https://meet.example.org/ds');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(table).getByRole('link', { name: 'Edit Data Science' })).toHaveAttribute(
      'href',
      '/team/edit/Data%20Science',
    );
  });

  it('shows a User no Edit or Del, and says when there is no team', async () => {
    signInAs(fakeCurrentUser('User'));
    answer('GET', '/teams', [dataTeam], []);
    const { unmount } = renderAt('/team', <TeamListPage />);
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Del/ })).not.toBeInTheDocument();
    unmount();
    renderAt('/team', <TeamListPage />);
    expect(await screen.findByText('No teams to display')).toBeInTheDocument();
  });

  it('deletes only after the M005 confirm, then reloads', async () => {
    signInAs(fakeCurrentUser('Admin'));
    answer('GET', '/teams', [dataTeam], []);
    answer('GET', '/teams/delete/:id', { message: 'Team Data Science deleted.' });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderAt('/team', <TeamListPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Del Data Science' }));
    expect(confirm).toHaveBeenCalledWith('M005 Select OK to delete, or Cancel to return.');
    expect(sentTo('GET', '/teams/delete/Data%20Science')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Del Data Science' }));
    expect(await screen.findByText('No teams to display')).toBeInTheDocument();
    expect(sentTo('GET', '/teams/delete/Data%20Science')).toHaveLength(1);
  });
});

describe('Add Team and Edit Team', () => {
  it('shows the empty-leaders error on Add', async () => {
    answer(
      'GET',
      '/users/list',
      people.filter((person) => person.role === 'User'),
    );
    renderAt('/team/create', <AddTeamPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The list of team leaders is empty.');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('Cancel on Add goes to the team list', async () => {
    renderAt('/team/create', <AddTeamPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(location()).toBe('/team');
  });

  it('Add sends the new team and returns to the list', async () => {
    answer('POST', '/teams/add', dataTeam);
    renderAt('/team/create', <AddTeamPage />);
    await userEvent.type(await screen.findByLabelText('Team Name'), 'Data Science');
    await userEvent.type(screen.getByLabelText('Description'), 'Models');
    await userEvent.selectOptions(screen.getByLabelText('Team Lead'), 'jsmith');
    await userEvent.click(screen.getByLabelText('lchen: Li Chen'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/team'));
    expect(sentTo('POST', '/teams/add')).toEqual([
      {
        _id: 'Data Science',
        description: 'Models',
        teamLead: 'jsmith',
        members: ['lchen'],
        zoomLink: '',
        comments: '',
      },
    ]);
  });

  it('Edit saves the team of the route with its updatedDate and returns to the list', async () => {
    answer('GET', '/teams/edit/:id', dataTeam);
    answer('POST', '/teams/update/', dataTeam);
    renderAt('/team/edit/Data%20Science', <EditTeamPage />, '/team/edit/:_id');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/team'));
    expect(sentTo('GET', '/teams/edit/Data%20Science')).toHaveLength(1);
    expect(sentTo('POST', '/teams/update/')).toEqual([
      expect.objectContaining({
        _id: 'Data Science',
        members: ['lchen', 'mgarcia'],
        updatedDate: dataTeam.updatedDate,
      }),
    ]);
  });

  it('offers Reload after a stale save, and then saves from the team as it is now', async () => {
    const stale = 'Someone else changed team Data Science after you opened it. Reload to see their changes.';
    const changed = { ...dataTeam, members: ['mgarcia'], updatedDate: '2026-11-22T08:45:00.000Z' };
    answer('GET', '/teams/edit/:id', dataTeam, changed);
    answer('POST', '/teams/update/', new Refusal(409, stale, STALE_EDIT_CODE), changed);
    renderAt('/team/edit/Data%20Science', <EditTeamPage />, '/team/edit/:_id');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('lchen: Li Chen')).not.toBeChecked());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/team'));
    expect(sentTo('POST', '/teams/update/')[1]).toEqual(
      expect.objectContaining({ members: ['mgarcia'], updatedDate: changed.updatedDate }),
    );
  });
});
