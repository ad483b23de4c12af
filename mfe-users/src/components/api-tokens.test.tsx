import { fakeCurrentUser } from '@scheduler/shared-auth/testing';
import { API_TOKEN_MESSAGES } from '@scheduler/shared-domain/api-tokens';
import { answer, Refusal, sentTo } from '@scheduler/shared-ui/mock-network';
import { renderAt, signInAs } from '@scheduler/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiTokens } from './api-tokens';

const REPORT = {
  id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Weekly report',
  created: '2026-11-20T09:00:00.000Z',
  lastUsed: null,
  expires: '2027-02-18T09:00:00.000Z',
};

beforeEach(() => signInAs(fakeCurrentUser('User')));

describe('API tokens on user/get', () => {
  it('lists the tokens with their dates, and says so when there are none', async () => {
    answer('GET', '/tokens', [REPORT, { ...REPORT, id: 'b', name: 'Bot', lastUsed: REPORT.created, expires: null }]);
    renderAt('/user/get', <ApiTokens />);
    const table = await screen.findByRole('table', { name: 'Your API tokens' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'NameCreatedLast usedExpires',
      'Weekly report2026-11-20Not yet2027-02-18Revoke',
      'Bot2026-11-202026-11-20NeverRevoke',
    ]);
  });

  it('creates a token with a name and an expiry, and shows the token once', async () => {
    answer('GET', '/tokens', [], [REPORT]);
    answer('POST', '/tokens', { id: REPORT.id, name: 'Weekly report', token: 'sch_secret', expires: REPORT.expires });
    renderAt('/user/get', <ApiTokens />);
    expect(await screen.findByText('You have no API tokens.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a token' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Weekly report');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Expires' }), 'Never');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('textbox', { name: 'New token: Weekly report' })).toHaveValue('sch_secret');
    expect(screen.getByText('Copy this token now: it is not shown again.')).toBeInTheDocument();
    expect(sentTo('POST', '/tokens')).toEqual([{ name: 'Weekly report', days: null }]);
    expect(await screen.findByRole('table', { name: 'Your API tokens' })).toBeInTheDocument();
  });

  it("shows the server's message when a token cannot be created", async () => {
    answer('GET', '/tokens', []);
    answer('POST', '/tokens', new Refusal(400, API_TOKEN_MESSAGES.nameRequired));
    renderAt('/user/get', <ApiTokens />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a token' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(API_TOKEN_MESSAGES.nameRequired);
  });

  it('revokes a token and lists the rest', async () => {
    answer('GET', '/tokens', [REPORT], []);
    answer('POST', `/tokens/${REPORT.id}/revoke`, { message: API_TOKEN_MESSAGES.tokenRevoked });
    renderAt('/user/get', <ApiTokens />);
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke: Weekly report' }));
    expect(await screen.findByText('You have no API tokens.')).toBeInTheDocument();
    expect(sentTo('POST', `/tokens/${REPORT.id}/revoke`)).toHaveLength(1);
  });
});
