import { applyAppConfig } from '@scheduler/shared-auth';
import { fakeCurrentUser } from '@scheduler/shared-auth/testing';
import { PENDING_PASSWORD_TEXTS, pendingLinkSentMessage } from '@scheduler/shared-domain/pending-password';
import type { User } from '@scheduler/shared-domain/user';
import { answer, Refusal, requestsTo } from '@scheduler/shared-ui/mock-network';
import { lastAnnouncement, renderAt, signInAs, testConfig } from '@scheduler/shared-ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditUserFromListPage } from '../pages/edit-user-page';

const USER_ID = '0b7f5c1e-3d2a-4f7b-9c1d-2e3f4a5b6c7d';
const { token: _token, ...newcomer } = fakeCurrentUser('User', { _id: USER_ID, email: 'new@example.org' });
const waiting: User = { ...newcomer, passwordPending: true };

beforeAll(() => applyAppConfig(testConfig));
beforeEach(() => {
  signInAs(fakeCurrentUser('Admin'));
  answer('GET', '/changes', { items: [], next: null });
  answer('GET', `/users/preferences/${USER_ID}`, { mailChanges: true, reminder: '1h' });
});

const openEdit = async (user: User) => {
  answer('GET', '/users/edit/:id', user);
  renderAt(`/user/get-all/edit/${USER_ID}`, <EditUserFromListPage />, '/user/get-all/edit/:_id');
  await screen.findByRole('button', { name: 'Save' });
};

describe('Edit User of an account without a password yet', () => {
  it('says it waits for its link, lets the password stay blank, and sends the link again', async () => {
    answer('POST', '/users/password-link/:id', { message: pendingLinkSentMessage('new@example.org') });
    await openEdit(waiting);
    expect(screen.getByText(PENDING_PASSWORD_TEXTS.waiting)).toBeInTheDocument();
    expect(screen.getByLabelText(PENDING_PASSWORD_TEXTS.field)).toHaveValue('');
    const resend = screen.getByRole('button', { name: PENDING_PASSWORD_TEXTS.resend });
    await userEvent.click(resend);
    expect(await screen.findByText(pendingLinkSentMessage('new@example.org'))).toBeInTheDocument();
    expect(lastAnnouncement()).toBe(pendingLinkSentMessage('new@example.org'));
    expect(requestsTo('POST', `/users/password-link/${USER_ID}`)).toHaveLength(1);
    expect(resend).toHaveFocus();
  });

  it('shows a refusal in the alert, with the focus on it', async () => {
    answer('POST', '/users/password-link/:id', new Refusal(429, 'Too many tries. Try again in 15 minutes.'));
    await openEdit(waiting);
    await userEvent.click(screen.getByRole('button', { name: PENDING_PASSWORD_TEXTS.resend }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many tries. Try again in 15 minutes.');
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it.each([
    ['without an address', { email: '' }, PENDING_PASSWORD_TEXTS.noAddress],
    ['while it is inactive', { inActive: true }, PENDING_PASSWORD_TEXTS.inactive],
  ])('offers no link %s, and says why', async (_case, changes, says) => {
    await openEdit({ ...waiting, ...changes });
    expect(screen.getByText(says)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PENDING_PASSWORD_TEXTS.resend })).not.toBeInTheDocument();
  });

  it('says nothing of a link for an account that has a password', async () => {
    await openEdit(newcomer);
    expect(screen.queryByText(PENDING_PASSWORD_TEXTS.waiting)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password (blank keeps the current one)')).toBeInTheDocument();
  });
});
