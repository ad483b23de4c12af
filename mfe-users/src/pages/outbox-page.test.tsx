/** @jest-environment-options {"timeZone": "Europe/Warsaw"} */
import { USER_PATHS } from '@scheduler/shared-auth';
import { fakeCurrentUser } from '@scheduler/shared-auth/testing';
import type { OutboxMessage } from '@scheduler/shared-domain/mail';
import { answer, requestsTo } from '@scheduler/shared-ui/mock-network';
import { lastAnnouncement, renderAt, signInAs } from '@scheduler/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OutboxPage } from './outbox-page';

const message = (overrides: Partial<OutboxMessage>): OutboxMessage => ({
  id: '7',
  messageId: '<m7@group.test>',
  createdAt: '2026-11-22T09:00:00.000Z',
  recipient: { name: 'Li Chen', email: 'li.chen@example.org' },
  subject: 'Invitation: Data Science meeting on Mon May 06 2030 at 12:00 pm',
  status: 'sent',
  tries: 1,
  lastAnswer: '250 OK',
  sentAt: '2026-11-22T09:00:01.000Z',
  ...overrides,
});
const sent = message({});
const failed = message({
  id: '8',
  subject: 'Cancelled: Outreach meeting on Tue May 07 2030 at 10:00 am',
  status: 'failed',
  tries: 1,
  lastAnswer: '550 No such user here',
  sentAt: null,
});

beforeEach(() => {
  signInAs(fakeCurrentUser('Admin'));
});

describe('the Outbox page', () => {
  it('lists each message with its status, tries and last answer, and retries a failed one', async () => {
    answer(
      'GET',
      '/mail/outbox',
      { items: [failed, sent], next: null },
      { items: [{ ...failed, status: 'queued' }, sent], next: null },
    );
    answer('POST', '/mail/outbox/8/retry', { ...failed, status: 'queued' });
    renderAt(USER_PATHS.outbox.to(), <OutboxPage />);
    const table = await screen.findByRole('table', { name: 'Every message the server sends, newest first.' });
    const failedRow = within(table).getByText('550 No such user here').closest('tr') as HTMLElement;
    expect(within(failedRow).getByText('Failed')).toBeInTheDocument();
    expect(within(failedRow).getByText('Sun Nov 22 2026 10:00 am')).toBeInTheDocument();
    const sentRow = within(table).getByText('250 OK').closest('tr') as HTMLElement;
    expect(within(sentRow).queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();

    await userEvent.click(within(failedRow).getByRole('button', { name: `Retry ${failed.subject}` }));
    await waitFor(() => expect(requestsTo('GET', '/mail/outbox')).toHaveLength(2));
    expect(requestsTo('POST', '/mail/outbox/8/retry')).toHaveLength(1);
    expect(lastAnnouncement()).toBe('Queued again.');
    // The list is read again, the message now queued.
    const reread = await screen.findByRole('table', { name: 'Every message the server sends, newest first.' });
    expect(await within(reread).findByText('Queued')).toBeInTheDocument();
  });

  it('shows a message whole: its text and its invitation', async () => {
    answer('GET', '/mail/outbox', { items: [sent], next: null });
    answer('GET', '/mail/outbox/7', {
      ...sent,
      text: 'You are invited to this meeting.\n\nTeam: Data Science',
      html: '<p>You are invited to this meeting.</p>',
      calendar: 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n',
    });
    renderAt(USER_PATHS.outbox.to(), <OutboxPage />);
    await userEvent.click(await screen.findByRole('button', { name: `View ${sent.subject}` }));
    const heading = await screen.findByRole('heading', { name: `Message: ${sent.subject}` });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/Team: Data Science/)).toBeInTheDocument();
    expect(screen.getByText(/METHOD:REQUEST/)).toBeInTheDocument();
  });

  it('opens a message as a dialog over the list, and Escape or Close takes the focus back to its row', async () => {
    answer('GET', '/mail/outbox', { items: [failed, sent], next: null });
    answer('GET', '/mail/outbox/7', { ...sent, text: 'You are invited.', html: '<p>You are invited.</p>' });
    renderAt(USER_PATHS.outbox.to(), <OutboxPage />);
    const view = await screen.findByRole('button', { name: `View ${sent.subject}` });

    await userEvent.click(view);
    const dialog = await screen.findByRole('dialog', { name: `Message: ${sent.subject}` });
    expect(within(dialog).getByRole('heading', { name: `Message: ${sent.subject}` })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(view).toHaveFocus());

    await userEvent.click(view);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(view).toHaveFocus());
  });
});
