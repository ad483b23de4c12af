import { TEAM_MESSAGES as M } from '@scheduler/shared-domain/team-schema';
import { renderAt } from '@scheduler/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dataTeam, people } from '../testing';
import { TeamForm } from './team-form';
import { teamPeople } from './team-people';

function renderCreate() {
  const onSave = jest.fn(async () => undefined);
  renderAt(
    '/team/create',
    <TeamForm
      mode="create"
      people={teamPeople(people, 'create')}
      save={onSave}
      savedPath="/team"
      onCancel={jest.fn()}
    />,
  );
  return onSave;
}

describe('teamPeople (SPEC §2, §6, §8)', () => {
  it('offers only active Admins as lead and every active user as a member', () => {
    const { leaders, members } = teamPeople(people, 'create');
    expect(leaders.map((option) => option.label)).toEqual(['jsmith: Jane Smith']);
    expect(members.map((option) => option.value)).toEqual(['jsmith', 'lchen', 'mgarcia']);
  });

  it('keeps a team’s current lead and members listed on edit', () => {
    const { leaders, members } = teamPeople(people, 'edit', { teamLead: 'rpatel', members: ['rpatel', 'lchen'] });
    expect(leaders.map((option) => option.value)).toEqual(['rpatel', 'jsmith']);
    expect(members.map((option) => option.value)).toContain('rpatel');
  });

  const adminsOnly = people.filter((person) => person.role === 'Admin');
  const usersOnly = people.filter((person) => person.role === 'User');
  it.each([
    ['create', [], 'The list of team members is empty.'],
    ['edit', [], 'The list of available team members is empty.'],
    ['create', usersOnly, 'The list of team leaders is empty.'],
    ['edit', usersOnly, 'The list of available team leaders is empty.'],
    ['create', adminsOnly.map((admin) => ({ ...admin, inActive: true })), 'The list of team members is empty.'],
  ] as const)('on %s, turns an empty list into a client-made 404: %#', (mode, list, message) => {
    expect(() => teamPeople(list, mode)).toThrow(expect.objectContaining({ status: 404, error: message }));
  });
});

describe('TeamForm', () => {
  it('runs the checks of SPEC §5 in order and sends nothing on a failure', async () => {
    const onSave = renderCreate();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Team Name is required.');
    await userEvent.type(screen.getByLabelText('Team Name'), 'Data Science');
    await userEvent.type(screen.getByLabelText('Description'), 'Models');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Team Lead is required.'));
    await userEvent.selectOptions(screen.getByLabelText('Team Lead'), 'jsmith');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(M.membersRequired));
    // The members list's message is where the focus goes, and what the focused filter is described by.
    const filter = screen.getByLabelText('Filter team members');
    expect(filter).toHaveFocus();
    expect(filter).toHaveAccessibleDescription(M.membersRequired);
    await userEvent.type(screen.getByLabelText('Meeting Link'), 'zoom.us/j/1');
    await userEvent.click(screen.getByLabelText('lchen: Li Chen'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Meeting Link URL format is invalid,'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a lead and members picked from the lists', async () => {
    const onSave = renderCreate();
    await userEvent.type(screen.getByLabelText('Team Name'), 'Data Science');
    await userEvent.type(screen.getByLabelText('Description'), 'Models');
    await userEvent.selectOptions(screen.getByLabelText('Team Lead'), 'jsmith');
    await userEvent.type(screen.getByLabelText('Filter team members'), 'garcia');
    await userEvent.keyboard('{Enter}');
    await userEvent.clear(screen.getByLabelText('Filter team members'));
    await userEvent.click(screen.getByLabelText('lchen: Li Chen'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({ _id: 'Data Science', teamLead: 'jsmith', members: ['mgarcia', 'lchen'] }),
      ),
    );
  });

  it('has no name field on edit and starts from the saved team', async () => {
    const onSave = jest.fn(async () => undefined);
    renderAt(
      '/team/edit/x',
      <TeamForm
        mode="edit"
        initial={dataTeam}
        people={teamPeople(people, 'edit', dataTeam)}
        save={onSave}
        savedPath="/team"
        onCancel={jest.fn()}
      />,
    );
    expect(screen.queryByLabelText('Team Name')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Team Lead')).toHaveValue('jsmith');
    expect(within(screen.getByRole('group', { name: /Team Members/ })).getByLabelText('lchen: Li Chen')).toBeChecked();
    await userEvent.click(screen.getByLabelText('lchen: Li Chen'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ _id: 'Data Science', members: ['mgarcia'] })),
    );
  });
});
