import { applyAppConfig } from '@scheduler/shared-auth';
import { answer, Refusal, sentTo } from '@scheduler/shared-ui/mock-network';
import { renderAt, testConfig } from '@scheduler/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { internalPeople, mainHall, venuePeople } from '../testing';
import { VenueForm } from './venue-form';

beforeAll(() => {
  applyAppConfig(testConfig);
});

function renderCreate() {
  const onSave = jest.fn(async () => undefined);
  renderAt(
    '/venue/create',
    <VenueForm
      mode="create"
      internalPeople={internalPeople}
      venuePeople={venuePeople}
      save={onSave}
      savedPath="/venue"
      onCancel={jest.fn()}
    />,
  );
  return onSave;
}

function renderEdit(venue = mainHall, people = { internalPeople, venuePeople }) {
  const onSave = jest.fn(async () => undefined);
  renderAt(
    '/venue/edit/x',
    <VenueForm mode="edit" initial={venue} {...people} save={onSave} savedPath="/venue" onCancel={jest.fn()} />,
  );
  return onSave;
}

const optionLabels = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('VenueForm, add', () => {
  it("says 'Venue Name is required' once the name was touched and left blank", async () => {
    renderCreate();
    await userEvent.click(screen.getByLabelText('Venue Name'));
    await userEvent.tab();
    expect(await screen.findByText('Venue Name is required')).toBeInTheDocument();
  });

  it('runs the checks of SPEC §5 in order and sends nothing on a failure', async () => {
    const onSave = renderCreate();
    await userEvent.type(screen.getByLabelText('Description'), 'a < b');
    await userEvent.type(screen.getByLabelText('Website URL'), 'not a url');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Venue Name is required.');

    await userEvent.type(screen.getByLabelText('Venue Name'), 'Annex');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Description must consist only of/));
    expect(onSave).not.toHaveBeenCalled();
  });

  it("offers people as 'username: firstname lastname' after a named empty choice, and sends the internal contact as RG_contact", async () => {
    const onSave = renderCreate();
    expect(optionLabels('Contact')).toEqual(['Choose a contact', 'jsmith: Jane Smith', 'lchen: Li Chen']);
    expect(optionLabels('Venue Contact')).toEqual(['Choose a contact', 'akowalski: Anna Kowalski']);
    await userEvent.type(screen.getByLabelText('Venue Name'), 'Annex');
    await userEvent.selectOptions(screen.getByLabelText('Contact'), 'lchen');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ _id: 'Annex', RG_contact: 'lchen', contact: '' })),
    );
  });

  it('puts an uploaded file’s path in the image field, and shows a refused upload', async () => {
    renderCreate();
    answer(
      'POST',
      '/venues/images',
      { path: '/uploads/venues/new.png' },
      new Refusal(415, 'The file is not a PNG, JPEG or WebP image.'),
    );
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'icon.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Upload venue icon image file'), file);
    expect(await screen.findByDisplayValue('/uploads/venues/new.png')).toBeInTheDocument();
    expect(await screen.findByAltText('Venue Icon Image preview', {}, { timeout: 2000 })).toHaveAttribute(
      'src',
      '/uploads/venues/new.png',
    );
    const [sentFile] = sentTo('POST', '/venues/images') as Blob[];
    expect(sentFile?.type).toBe('image/png');
    expect(sentFile?.size).toBe(4);

    await userEvent.upload(screen.getByLabelText('Upload venue photo image file'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is not a PNG, JPEG or WebP image.');
  });
});

describe('VenueForm, edit (SPEC §2, §4)', () => {
  it('shows the name disabled and the last update as a US medium date with a long time', () => {
    renderEdit();
    expect(screen.getByLabelText('Venue Name (cannot be changed)')).toBeDisabled();
    expect(screen.getByLabelText('Venue Name (cannot be changed)')).toHaveValue('Main Hall');
    expect(screen.getByLabelText('Last Updated on')).toBeDisabled();
    expect((screen.getByLabelText('Last Updated on') as HTMLInputElement).value).toMatch(
      /^Nov 22, 2026, \d{1,2}:05:09 [AP]M /,
    );
  });

  it("offers '<delete>' first for a set contact and sends a single space to clear it", async () => {
    const onSave = renderEdit();
    expect(optionLabels('Venue Contact')).toEqual(['<delete>', 'akowalski: Anna Kowalski']);
    expect(screen.getByLabelText('Venue Contact')).toHaveValue('akowalski');
    const venueContact = screen.getByLabelText('Venue Contact');
    await userEvent.selectOptions(venueContact, within(venueContact).getByRole('option', { name: '<delete>' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ contact: ' ', RG_contact: 'jsmith' })),
    );
  });

  it("puts a named empty choice first, without '<delete>', where the venue has no such contact", () => {
    renderEdit({ ...mainHall, contact: '' });
    expect(optionLabels('Venue Contact')).toEqual(['Choose a contact', 'akowalski: Anna Kowalski']);
  });

  it("offers no '<delete>' when the list has no entries", () => {
    renderEdit(mainHall, { internalPeople, venuePeople: [] });
    expect(optionLabels('Venue Contact')).toEqual(['akowalski']);
  });

  it('checks the description characters first on edit', async () => {
    const onSave = renderEdit({ ...mainHall, website: 'bad' });
    await userEvent.type(screen.getByLabelText('Description'), ' <');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Description must consist only of/);
    expect(onSave).not.toHaveBeenCalled();
  });
});
