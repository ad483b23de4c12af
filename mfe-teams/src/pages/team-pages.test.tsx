import { fakeCurrentUser } from '@scheduler/shared-auth/testing';
import { renderAt, signInAs } from '@scheduler/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { teamsApi } from '../api/teams-api';
import { dataTeam, people } from '../testing';
import { AddTeamPage, EditTeamPage } from './team-form-pages';
import { TeamListPage } from './team-list-page';

jest.mock('../api/teams-api', () => ({
  teamsApi: { all: jest.fn(), one: jest.fn(), remove: jest.fn(), add: jest.fn(), update: jest.fn(), people: jest.fn() },
}));
const api = jest.mocked(teamsApi);
const location = () => screen.getByTestId('location').textContent;

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
beforeEach(() => {
  jest.resetAllMocks();
  api.people.mockResolvedValue(people);
  jest.spyOn(console, 'info').mockImplementation(() => {});
});

describe('the team list (SPEC §2)', () => {
  it('shows the columns, the meeting link in a new tab, and Edit and Del for an Admin', async () => {
    signInAs(fakeCurrentUser('Admin'));
    api.all.mockResolvedValue([dataTeam]);
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
    expect(within(table).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/team/edit/Data%20Science');
  });

  it('shows a User no Edit or Del, and says when there is no team', async () => {
    signInAs(fakeCurrentUser('User'));
    api.all.mockResolvedValueOnce([dataTeam]).mockResolvedValueOnce([]);
    const { unmount } = renderAt('/team', <TeamListPage />);
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Del' })).not.toBeInTheDocument();
    unmount();
    renderAt('/team', <TeamListPage />);
    expect(await screen.findByText('No teams to display')).toBeInTheDocument();
  });

  it('deletes only after the M005 confirm, then reloads', async () => {
    signInAs(fakeCurrentUser('Admin'));
    api.all.mockResolvedValueOnce([dataTeam]).mockResolvedValueOnce([]);
    api.remove.mockResolvedValue({ message: 'Team Data Science deleted.' });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderAt('/team', <TeamListPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Del' }));
    expect(confirm).toHaveBeenCalledWith('M005 Select OK to delete, or Cancel to return.');
    expect(api.remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Del' }));
    expect(api.remove).toHaveBeenCalledWith('Data Science');
    expect(await screen.findByText('No teams to display')).toBeInTheDocument();
  });
});

describe('Add Team and Edit Team', () => {
  it('shows the empty-leaders error on Add', async () => {
    api.people.mockResolvedValue(people.filter((person) => person.role === 'User'));
    renderAt('/team/create', <AddTeamPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The list of team leaders is empty.');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('Cancel on Add goes to the team list', async () => {
    renderAt('/team/create', <AddTeamPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(location()).toBe('/team');
  });

  it('Edit saves the team of the route and returns to the list', async () => {
    api.one.mockResolvedValue(dataTeam);
    api.update.mockResolvedValue(dataTeam);
    renderAt('/team/edit/Data%20Science', <EditTeamPage />, '/team/edit/:_id');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/team'));
    expect(api.one).toHaveBeenCalledWith('Data Science');
    expect(api.update).toHaveBeenCalledWith(
      expect.objectContaining({ _id: 'Data Science', members: ['lchen', 'mgarcia'] }),
    );
  });
});
