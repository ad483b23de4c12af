import { fakeCurrentUser } from '@scheduler/shared-auth/testing';
import { answer, Refusal, requestsTo } from '@scheduler/shared-ui/mock-network';
import { RemoteTable } from '@scheduler/shared-ui/remote-table';
import { signInAs } from '@scheduler/shared-ui/testing';
import type { RemoteData } from '@scheduler/shared-ui/use-remote-data';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

const user = fakeCurrentUser('User');
const CSV = '\uFEFF_id,description\r\nData Science,Statistics\r\n';

/** A list that loaded one row, as a list page holds it. */
function TeamList() {
  const [failure, setFailure] = useState<unknown>(null);
  const remote = { data: [{ _id: 'Data Science' }], failure, setFailure } as unknown as RemoteData<{ _id: string }[]>;
  return (
    <RemoteTable
      exportAs="teams"
      remote={remote}
      columns={[{ header: 'Team', cell: (team) => team._id }]}
      rowKey={(team) => team._id}
      caption="Teams"
      emptyText="No teams to display"
    />
  );
}

beforeEach(() => signInAs(user));

describe("a list's Export CSV button", () => {
  it('downloads the list’s export with the token and saves it as <kind>.csv', async () => {
    answer('GET', '/export/:file', new Blob([CSV], { type: 'text/csv' }));
    const createObjectURL = jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:teams');
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.getAttribute('href')}`);
    });
    render(<TeamList />);

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['teams.csv blob:teams']));
    expect(requestsTo('GET', '/export/teams.csv')).toEqual([
      expect.objectContaining({ authorization: `Bearer ${user.token}` }),
    ]);
    // Saved as it came, its byte order mark kept.
    const [[savedFile]] = createObjectURL.mock.calls as [[Blob]];
    const bytes = await savedFile.arrayBuffer();
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(CSV);
  });

  it('shows a refused download in the list’s red alert', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    answer('GET', '/export/:file', new Refusal(503, 'The database is unavailable. Please try again shortly.'));
    render(<TeamList />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The database is unavailable. Please try again shortly.',
    );
  });
});
