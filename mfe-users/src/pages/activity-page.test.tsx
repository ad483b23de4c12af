/** @jest-environment-options {"timeZone": "Europe/Warsaw"} */
import { USER_PATHS } from '@scheduler/shared-auth';
import { fakeChange, fakeCurrentUser, hearChange } from '@scheduler/shared-auth/testing';
import { answer, Refusal, requestsTo, sentTo } from '@scheduler/shared-ui/mock-network';
import { lastAnnouncement, renderAt, signInAs } from '@scheduler/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivityPage } from './activity-page';

const hallDeleted = fakeChange({
  id: '43',
  action: 'delete',
  fields: { _id: { old: 'Main Hall' }, town: { old: 'Springfield' } },
});
const annexChanged = fakeChange({ id: '42', recordId: 'Annex' });
const userAdded = fakeChange({
  id: '41',
  kind: 'user',
  action: 'create',
  recordId: 'u7',
  fields: { username: { new: 'lchen' }, password: { secret: true } },
});

beforeEach(() => {
  signInAs(fakeCurrentUser('Admin'));
  answer('GET', '/users', [
    { _id: 'u7', username: 'lchen' },
    { _id: 'u8', username: 'mgarcia' },
  ]);
  answer('GET', '/venues/venues', ['Annex']);
  answer('GET', '/teams/teams', []);
  answer('GET', '/meetings', []);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;

describe('the Activity page', () => {
  it('lists every change newest first, links to the records that exist, and reads older pages with More', async () => {
    const passwordChanged = fakeChange({
      id: '40',
      kind: 'user',
      action: 'password-change',
      recordId: 'u8',
      fields: { password: { secret: true } },
    });
    answer(
      'GET',
      '/changes',
      { items: [hallDeleted, annexChanged], next: '42' },
      { items: [userAdded, passwordChanged], next: null },
    );
    renderAt(USER_PATHS.activity.to(), <ActivityPage />);
    const table = await screen.findByRole('table', { name: 'Every change on record, newest first.' });
    const hall = rowOf(table, 'Venue: Main Hall; Town: Springfield');
    // 09:02 UTC is 10:02 am in Warsaw.
    expect(within(hall).getByText('Sun Nov 22 2026 10:02 am')).toBeInTheDocument();
    expect(within(hall).getByText('Deleted')).toBeInTheDocument();
    expect(within(hall).queryByRole('link')).not.toBeInTheDocument();
    expect(await within(table).findByRole('link', { name: 'Annex' })).toHaveAttribute('href', '/venue/edit/Annex');

    const more = screen.getByRole('button', { name: 'More' });
    await userEvent.click(more);
    expect(await within(table).findByRole('link', { name: 'lchen' })).toHaveAttribute('href', '/user/get-all/edit/u7');
    expect(lastAnnouncement()).toBe('2 more rows shown.');
    // The last page is in and More is gone: the table keeps the focus.
    await waitFor(() => expect(within(table).getByText('Every change on record, newest first.')).toHaveFocus());
    expect(within(table).getByText('User Name: lchen; Password changed')).toBeInTheDocument();
    // A user is named by its username as it is now, where the entry does not name it.
    expect(within(table).getByRole('link', { name: 'mgarcia' })).toHaveAttribute('href', '/user/get-all/edit/u8');
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    expect(requestsTo('GET', '/changes').map((request) => request.search)).toEqual(['', '?cursor=42']);
  });

  it('maps its filters to the activity query and keeps them in the address, the focus on Show', async () => {
    answer('GET', '/changes', { items: [annexChanged], next: null });
    renderAt(USER_PATHS.activity.to(), <ActivityPage />);
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'venue');
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Changed');
    await userEvent.type(screen.getByLabelText('Changed by'), 'jsmith');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-22');
    const show = screen.getByRole('button', { name: 'Show' });
    await userEvent.click(show);
    await waitFor(() => expect(requestsTo('GET', '/changes')).toHaveLength(2));
    expect(requestsTo('GET', '/changes')[1]?.search).toBe(
      '?kind=venue&action=update&actor=jsmith&from=2026-11-01&to=2026-11-22',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/user/activity?kind=venue&action=update&actor=jsmith&from=2026-11-01&to=2026-11-22',
    );
    expect(screen.getByLabelText('Kind')).toHaveValue('venue');
    expect(show).toHaveFocus();
  });

  it('offers every action by its name, and lets only entries of the chosen one in live', async () => {
    answer('GET', '/changes', { items: [], next: null });
    renderAt(`${USER_PATHS.activity.to()}?action=sign-in`, <ActivityPage />);
    expect(await screen.findByText('No changes to display')).toBeInTheDocument();
    const action = screen.getByLabelText('Action');
    expect(action).toHaveValue('sign-in');
    expect(within(action).getByRole('option', { name: 'API token revoked' })).toHaveValue('api-token-revoke');
    act(() => hearChange(annexChanged));
    act(() => hearChange(fakeChange({ id: '60', kind: 'user', action: 'sign-in', recordId: 'u8', fields: {} })));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Signed in')).toBeInTheDocument();
    expect(within(table).queryByText('Changed')).not.toBeInTheDocument();
  });

  it('puts a new entry the filters let through on top, once', async () => {
    answer('GET', '/changes', { items: [annexChanged], next: null });
    renderAt(`${USER_PATHS.activity.to()}?kind=venue`, <ActivityPage />);
    const table = await screen.findByRole('table');
    const restoredHall = fakeChange({ id: '50', action: 'restore', fields: { _id: { new: 'Main Hall' } } });
    act(() => hearChange(fakeChange({ id: '49', kind: 'team', recordId: 'Ops' })));
    act(() => {
      hearChange(restoredHall);
      hearChange(restoredHall);
    });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(within(table).getAllByRole('row')[1] as HTMLElement).getByText('Restored')).toBeInTheDocument();
    expect(within(table).queryByText('Ops')).not.toBeInTheDocument();
  });

  it('restores a deleted record, says so with a link to it, and shows a refusal in the red alert', async () => {
    answer('GET', '/changes', { items: [hallDeleted], next: null });
    answer('POST', '/changes/:id/restore', new Refusal(409, 'Duplicate key error - venues Main Hall already exists'), {
      _id: 'Main Hall',
    });
    renderAt(USER_PATHS.activity.to(), <ActivityPage />);
    const restore = await screen.findByRole('button', { name: 'Restore Main Hall' });
    await userEvent.click(restore);
    expect(await screen.findByRole('alert')).toHaveTextContent('Duplicate key error - venues Main Hall already exists');
    expect(screen.getByRole('alert')).toHaveFocus();

    answer('GET', '/venues/venues', ['Annex', 'Main Hall']);
    await userEvent.click(screen.getByRole('button', { name: 'Restore Main Hall' }));
    expect(await screen.findByText('Venue Main Hall restored.')).toBeInTheDocument();
    // Restore is gone with the record back: its outcome takes the focus.
    await waitFor(() => expect(screen.getByText('Venue Main Hall restored.').closest('p')).toHaveFocus());
    expect(lastAnnouncement()).toBe('Venue Main Hall restored.');
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/venue/edit/Main%20Hall');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sentTo('POST', '/changes/43/restore')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Restore Main Hall' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Main Hall' })).toHaveAttribute('href', '/venue/edit/Main%20Hall');
  });
});
