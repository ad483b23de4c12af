import { applyAppConfig } from '@scheduler/shared-auth';
import { fakeChange, fakeCurrentUser, hearChange } from '@scheduler/shared-auth/testing';
import { STALE_EDIT_CODE } from '@scheduler/shared-domain/stale-edit';
import { answer, Refusal, requestsTo, sentTo } from '@scheduler/shared-ui/mock-network';
import { lastAnnouncement, renderAt, signInAs, testConfig } from '@scheduler/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerVenuePeople, mainHall } from '../testing';
import { AddVenuePage, EditVenuePage } from './venue-form-pages';
import { VenueListPage } from './venue-list-page';

const location = () => screen.getByTestId('location').textContent;

beforeAll(() => {
  applyAppConfig(testConfig);
});
beforeEach(() => {
  // Every edit screen reads its record's history.
  answer('GET', '/changes', { items: [], next: null });
  answerVenuePeople();
  jest.spyOn(console, 'info').mockImplementation(() => {});
});

describe('List All Venues (SPEC §2)', () => {
  it('shows the caption, the columns, links in new tabs, the images, and Edit and Del for an Admin', async () => {
    signInAs(fakeCurrentUser('Admin'));
    answer('GET', '/venues', [mainHall]);
    renderAt('/venue', <VenueListPage />);
    expect(screen.getByText('Loading data. Please wait...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'A list of all venues currently in the database.' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Venue',
      'Description',
      'Internal Contact',
      'Venue Contact',
      'Website',
      'Calendar',
      'Address',
      'Town',
      'Location',
      'Icon Image',
      'Photo Image',
      'Edit',
      'Del',
    ]);
    // The header the eye sees is a copy that sticks to the window, 90px down; the table keeps the real one.
    expect(document.querySelector('[data-sticky-header]')).toHaveStyle({ top: '90px' });
    expect(within(table).getByText('jsmith')).toBeInTheDocument();
    for (const name of ['Website', 'Calendar']) {
      const link = within(table).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    expect(within(table).getByAltText('Main Hall icon')).toHaveAttribute('src', '/uploads/venues/icon.png');
    expect(within(table).getByAltText('Main Hall photo')).toHaveAttribute('src', '/images/hall.jpg');
    // Each row action is named for its venue, after the visible word.
    expect(within(table).getByRole('link', { name: 'Edit Main Hall' })).toHaveAttribute(
      'href',
      '/venue/edit/Main%20Hall',
    );
    expect(within(table).getByRole('button', { name: 'Del Main Hall' })).toBeInTheDocument();
  });

  it('shows a User no Edit or Del, and says when there is no venue', async () => {
    signInAs(fakeCurrentUser('User'));
    answer('GET', '/venues', [mainHall], []);
    const { unmount } = renderAt('/venue', <VenueListPage />);
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Del/ })).not.toBeInTheDocument();
    unmount();
    renderAt('/venue', <VenueListPage />);
    expect(await screen.findByText('No venues to display')).toBeInTheDocument();
  });

  it('deletes only after the M004 confirm, then reloads the list, says so and keeps the focus in the list', async () => {
    signInAs(fakeCurrentUser('Admin'));
    const annex = { ...mainHall, _id: 'Annex' };
    answer('GET', '/venues', [annex, mainHall], [mainHall], []);
    answer('GET', '/venues/delete/:id', { message: 'Venue Annex deleted.' }, { message: 'Venue Main Hall deleted.' });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    renderAt('/venue', <VenueListPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Del Annex' }));
    expect(confirm).toHaveBeenCalledWith('M004 Select OK to delete, or Cancel to return.');
    expect(sentTo('GET', '/venues/delete/Annex')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Del Annex' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Del Main Hall' })).toHaveFocus());
    expect(lastAnnouncement()).toBe('Venue Annex deleted.');

    await userEvent.click(screen.getByRole('button', { name: 'Del Main Hall' }));
    await waitFor(() => expect(screen.getByText('No venues to display')).toHaveFocus());
    expect(lastAnnouncement()).toBe('Venue Main Hall deleted.');
    expect(sentTo('GET', '/venues/delete/Main%20Hall')).toHaveLength(1);
  });

  it("shows another user's add within a second, keeping the table and its sort, and ignores other kinds", async () => {
    signInAs(fakeCurrentUser('User'));
    const annex = { ...mainHall, _id: 'Annex' };
    answer('GET', '/venues', [mainHall], [mainHall, annex]);
    renderAt('/venue', <VenueListPage />);
    const table = await screen.findByRole('table');
    act(() => hearChange(fakeChange({ kind: 'team', recordId: 'Ops' })));
    act(() => hearChange(fakeChange({ action: 'create', recordId: 'Annex' })));
    act(() => hearChange(fakeChange({ action: 'update', recordId: 'Annex' })));
    expect(await within(table).findByText('Annex', {}, { timeout: 1_000 })).toBeInTheDocument();
    expect(screen.getByRole('table')).toBe(table);
    expect(requestsTo('GET', '/venues')).toHaveLength(2);
  });

  it('takes the focus to the alert when the server refuses a delete', async () => {
    signInAs(fakeCurrentUser('Admin'));
    answer('GET', '/venues', [mainHall]);
    answer(
      'GET',
      '/venues/delete/:id',
      new Refusal(409, 'Venue Main Hall cannot be deleted while 1 meeting uses it: m1.'),
    );
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderAt('/venue', <VenueListPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Del Main Hall' }));
    expect(await screen.findByRole('alert')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Del Main Hall' })).toBeInTheDocument();
  });
});

describe('navigation (SPEC §2)', () => {
  it('Add goes to the venue list and says the venue was added', async () => {
    answer('POST', '/venues/add', mainHall);
    renderAt('/venue/create', <AddVenuePage />);
    await userEvent.type(await screen.findByLabelText('Venue Name'), 'Annex');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(location()).toBe('/venue'));
    expect(lastAnnouncement()).toBe('Venue Annex added.');
    expect(sentTo('POST', '/venues/add')).toEqual([expect.objectContaining({ _id: 'Annex', RG_contact: '' })]);
  });

  it('keeps the form and takes the focus to the alert when the server refuses an Add', async () => {
    answer('POST', '/venues/add', new Refusal(403, 'Duplicate key error - venues Annex already exists'));
    renderAt('/venue/create', <AddVenuePage />);
    await userEvent.type(await screen.findByLabelText('Venue Name'), 'Annex');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveFocus();
    expect(screen.getByLabelText('Venue Name')).toHaveValue('Annex');
    expect(location()).toBe('/venue/create');
  });

  it("Cancel on Add goes to '/' and adds nothing", async () => {
    renderAt('/venue/create', <AddVenuePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(location()).toBe('/');
    expect(sentTo('POST', '/venues/add')).toEqual([]);
  });

  it('Edit loads the venue of the route; Save sends it back with its updatedDate and returns to the list', async () => {
    answer('GET', '/venues/edit/:id', mainHall);
    answer('POST', '/venues/update/', mainHall);
    renderAt('/venue/edit/Main%20Hall', <EditVenuePage />, '/venue/edit/:_id');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/venue'));
    expect(lastAnnouncement()).toBe('Venue Main Hall saved.');
    expect(sentTo('GET', '/venues/edit/Main%20Hall')).toHaveLength(1);
    expect(sentTo('POST', '/venues/update/')).toEqual([
      expect.objectContaining({ _id: 'Main Hall', RG_contact: 'jsmith', updatedDate: mainHall.updatedDate }),
    ]);
  });

  it('Cancel on Edit returns to the list', async () => {
    answer('GET', '/venues/edit/:id', mainHall);
    renderAt('/venue/edit/Main%20Hall', <EditVenuePage />, '/venue/edit/:_id');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(location()).toBe('/venue');
  });
});

describe('a stale edit', () => {
  it('shows the 409 with Reload, which loads the venue again; the next save carries the new updatedDate', async () => {
    const stale = 'Someone else changed venue Main Hall after you opened it. Reload to see their changes.';
    const changed = { ...mainHall, description: 'Bigger room', updatedDate: '2026-11-22T08:30:00.000Z' };
    answer('GET', '/venues/edit/:id', mainHall, changed);
    answer('POST', '/venues/update/', new Refusal(409, stale, STALE_EDIT_CODE), changed);
    renderAt('/venue/edit/Main%20Hall', <EditVenuePage />, '/venue/edit/:_id');
    await userEvent.type(await screen.findByLabelText('Town'), 'ville');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(stale);

    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByDisplayValue('Bigger room')).toBeInTheDocument();
    expect(screen.getByLabelText('Town')).toHaveValue('Springfield');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/venue'));
    expect(sentTo('POST', '/venues/update/')).toEqual([
      expect.objectContaining({ town: 'Springfieldville', updatedDate: mainHall.updatedDate }),
      expect.objectContaining({ description: 'Bigger room', updatedDate: changed.updatedDate }),
    ]);
  });
});
