import { fakeCurrentUser } from '@scheduler/shared-auth/testing';
import { API_TOKEN_MESSAGES } from '@scheduler/shared-domain/api-tokens';
import { LIVE_REGION_ID } from '@scheduler/shared-ui/announce';
import { answer, Refusal, sentTo } from '@scheduler/shared-ui/mock-network';
import { renderAt, signInAs } from '@scheduler/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiTokens } from './api-tokens';

const REPORT = {
  id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Weekly report',
  created: '2026-11-20T09:00:00.000Z',
  lastUsed: null,
  expires: '2027-02-18T09:00:00.000Z',
};
const BOT = { ...REPORT, id: 'b', name: 'Bot', lastUsed: REPORT.created, expires: '2027-11-20T09:00:00.000Z' };

const said = () => document.getElementById(LIVE_REGION_ID)?.textContent;

beforeEach(() => signInAs(fakeCurrentUser('User')));

describe('API tokens on user/get', () => {
  it('lists the tokens with their dates, and says so when there are none', async () => {
    answer('GET', '/tokens', [REPORT, BOT]);
    renderAt('/user/get', <ApiTokens />);
    const table = await screen.findByRole('table', { name: 'Your API tokens' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Weekly report', '2026-11-20', 'Not yet', '2027-02-18', 'Revoke Weekly report'],
      ['Bot', '2026-11-20', '2026-11-20', '2027-11-20', 'Revoke Bot'],
    ]);
  });

  it('creates a token with a name, an expiry and the password, shows it once with Copy, and says so', async () => {
    answer('GET', '/tokens', [], [REPORT]);
    answer('POST', '/tokens', { id: REPORT.id, name: 'Weekly report', token: 'sch_secret', expires: REPORT.expires });
    const writeText = jest.fn(async () => {});
    Object.assign(navigator, { clipboard: { writeText } });
    renderAt('/user/get', <ApiTokens />);
    expect(await screen.findByText('You have no API tokens.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a token' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Weekly report');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'In 30 days',
      'In 90 days',
      'In 365 days',
    ]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Expires' }), 'In 365 days');
    await userEvent.type(screen.getByLabelText('Your password'), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));

    const token = await screen.findByRole('textbox', { name: 'New token: Weekly report' });
    expect(token).toHaveValue('sch_secret');
    expect(token).toHaveFocus();
    expect(said()).toBe('Token Weekly report created. Copy it now: it is not shown again.');
    expect(sentTo('POST', '/tokens')).toEqual([
      { name: 'Weekly report', days: 365, currentPassword: 'correct horse battery' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Copy: New token: Weekly report' }));
    expect(writeText).toHaveBeenCalledWith('sch_secret');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Your API tokens' })).toBeInTheDocument();
  });

  it('asks an account of the institute, which has no password here, for none', async () => {
    signInAs(fakeCurrentUser('User', { signIn: 'oidc' }));
    answer('GET', '/tokens', []);
    renderAt('/user/get', <ApiTokens />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a token' }));
    await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.queryByLabelText('Your password')).not.toBeInTheDocument();
  });

  it("shows the server's message when a token cannot be created, with the focus on it", async () => {
    answer('GET', '/tokens', []);
    answer('POST', '/tokens', new Refusal(409, API_TOKEN_MESSAGES.tooMany));
    renderAt('/user/get', <ApiTokens />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a token' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create token' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(API_TOKEN_MESSAGES.tooMany);
    expect(alert).toHaveFocus();
  });

  it('revokes a token only after a confirm, says so, and keeps the focus in the list', async () => {
    answer('GET', '/tokens', [REPORT, BOT], [BOT], []);
    answer('POST', `/tokens/${REPORT.id}/revoke`, { message: API_TOKEN_MESSAGES.tokenRevoked });
    answer('POST', `/tokens/${BOT.id}/revoke`, { message: API_TOKEN_MESSAGES.tokenRevoked });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    jest.spyOn(console, 'info').mockImplementation(() => {});
    renderAt('/user/get', <ApiTokens />);
    const revokeReport = await screen.findByRole('button', { name: 'Revoke Weekly report' });
    await userEvent.click(revokeReport);
    expect(confirm).toHaveBeenLastCalledWith(
      'Revoke the token Weekly report? Scripts that use it stop working at once. Select OK to revoke, or Cancel to return.',
    );
    expect(sentTo('POST', `/tokens/${REPORT.id}/revoke`)).toEqual([]);

    await userEvent.click(revokeReport);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Revoke Bot' })).toHaveFocus());
    expect(said()).toBe('Token Weekly report revoked.');
    await userEvent.click(screen.getByRole('button', { name: 'Revoke Bot' }));
    await waitFor(() => expect(screen.getByText('You have no API tokens.')).toHaveFocus());
    expect(said()).toBe('Token Bot revoked.');
  });
});
