import { applyAppConfig } from '@scheduler/shared-auth';
import { fakeCurrentUser } from '@scheduler/shared-auth/testing';
import { renderAt, signInAs, testConfig } from '@scheduler/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { venuesApi } from '../api/venues-api';
import { internalPeople, mainHall, venuePeople } from '../testing';
import { AddVenuePage, EditVenuePage } from './venue-form-pages';
import { VenueListPage } from './venue-list-page';

jest.mock('../api/venues-api', () => ({
  venuesApi: {
    all: jest.fn(),
    one: jest.fn(),
    remove: jest.fn(),
    add: jest.fn(),
    update: jest.fn(),
    uploadImage: jest.fn(),
    internalContacts: jest.fn(),
    venueContacts: jest.fn(),
  },
}));
const api = jest.mocked(venuesApi);
const location = () => screen.getByTestId('location').textContent;

beforeAll(() => {
  applyAppConfig(testConfig);
  Element.prototype.scrollIntoView = jest.fn();
});
beforeEach(() => {
  jest.resetAllMocks();
  api.internalContacts.mockResolvedValue(internalPeople);
  api.venueContacts.mockResolvedValue(venuePeople);
  jest.spyOn(console, 'info').mockImplementation(() => {});
});

describe('List All Venues (SPEC §2)', () => {
  it('shows the caption, the columns, links in new tabs, the images, and Edit and Del for an Admin', async () => {
    signInAs(fakeCurrentUser('Admin'));
    api.all.mockResolvedValue([mainHall]);
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
    expect(within(table).getByRole('columnheader', { name: 'Venue' })).toHaveStyle({ position: 'sticky', top: '90px' });
    expect(within(table).getByText('jsmith')).toBeInTheDocument();
    for (const name of ['Website', 'Calendar']) {
      const link = within(table).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    expect(within(table).getByAltText('Main Hall icon')).toHaveAttribute('src', '/uploads/venues/icon.png');
    expect(within(table).getByAltText('Main Hall photo')).toHaveAttribute('src', '/images/hall.jpg');
    expect(within(table).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/venue/edit/Main%20Hall');
  });

  it('shows a User no Edit or Del, and says when there is no venue', async () => {
    signInAs(fakeCurrentUser('User'));
    api.all.mockResolvedValueOnce([mainHall]).mockResolvedValueOnce([]);
    const { unmount } = renderAt('/venue', <VenueListPage />);
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Del' })).not.toBeInTheDocument();
    unmount();
    renderAt('/venue', <VenueListPage />);
    expect(await screen.findByText('No venues to display')).toBeInTheDocument();
  });

  it('deletes only after the M004 confirm, then reloads the list', async () => {
    signInAs(fakeCurrentUser('Admin'));
    api.all.mockResolvedValueOnce([mainHall]).mockResolvedValueOnce([]);
    api.remove.mockResolvedValue({ message: 'Venue Main Hall deleted.' });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderAt('/venue', <VenueListPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Del' }));
    expect(confirm).toHaveBeenCalledWith('M004 Select OK to delete, or Cancel to return.');
    expect(api.remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Del' }));
    expect(api.remove).toHaveBeenCalledWith('Main Hall');
    expect(await screen.findByText('No venues to display')).toBeInTheDocument();
  });
});

describe('navigation (SPEC §2)', () => {
  it('Add goes to the venue list', async () => {
    api.add.mockResolvedValue(mainHall);
    renderAt('/venue/create', <AddVenuePage />);
    await userEvent.type(await screen.findByLabelText('Venue Name'), 'Annex');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(location()).toBe('/venue'));
    expect(api.add).toHaveBeenCalledWith(expect.objectContaining({ _id: 'Annex' }));
  });

  it("Cancel on Add goes to '/' and adds nothing", async () => {
    renderAt('/venue/create', <AddVenuePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(location()).toBe('/');
    expect(api.add).not.toHaveBeenCalled();
  });

  it('Edit loads the venue of the route; Save and Cancel both return to the list', async () => {
    api.one.mockResolvedValue(mainHall);
    api.update.mockResolvedValue(mainHall);
    renderAt('/venue/edit/Main%20Hall', <EditVenuePage />, '/venue/edit/:_id');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/venue'));
    expect(api.one).toHaveBeenCalledWith('Main Hall');
    expect(api.update).toHaveBeenCalledWith(expect.objectContaining({ _id: 'Main Hall', RG_contact: 'jsmith' }));
  });
});
