import { fakeChange, hearChange } from '@scheduler/shared-auth/testing';
import { RemoteTable } from '@scheduler/shared-ui/remote-table';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

interface Team {
  _id: string;
}

/** A live list of teams beside a control the user is on, as a list page under an open menu of the nav bar. */
function LiveTeamList({ load }: { load: () => Promise<Team[]> }) {
  const remote = useRemoteData(load, ['team']);
  return (
    <>
      <button type="button">Teams</button>
      <RemoteTable
        remote={remote}
        columns={[{ header: 'Team', cell: (team) => team._id }]}
        rowKey={(team) => team._id}
        caption="Teams"
        emptyText="No teams to display"
      />
      <button type="button" onClick={() => remote.setFailure(new Error('The server refused the delete.'))}>
        Del
      </button>
    </>
  );
}

describe('a live list whose reload fails', () => {
  it('shows the failure above the rows it had and leaves the focus where the user is', async () => {
    const load = jest
      .fn<Promise<Team[]>, []>()
      .mockResolvedValueOnce([{ _id: 'Data Science' }])
      .mockRejectedValueOnce(new Error('Your session has ended.'));
    render(<LiveTeamList load={load} />);
    await screen.findByRole('cell', { name: 'Data Science' });
    screen.getByRole('button', { name: 'Teams' }).focus();

    act(() => hearChange(fakeChange({ kind: 'team' })));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended.');
    expect(screen.getByRole('button', { name: 'Teams' })).toHaveFocus();
    expect(screen.getByRole('cell', { name: 'Data Science' })).toBeVisible();
  });

  it('takes the focus to the alert when an action of the user failed', async () => {
    render(<LiveTeamList load={async () => [{ _id: 'Data Science' }]} />);
    await screen.findByRole('cell', { name: 'Data Science' });

    await userEvent.click(screen.getByRole('button', { name: 'Del' }));

    expect(screen.getByRole('alert')).toHaveFocus();
  });
});
