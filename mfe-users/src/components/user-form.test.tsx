import { ServiceError } from '@scheduler/shared-domain/errors';
import { PASSWORD_MESSAGES, passwordTooEasyMessage } from '@scheduler/shared-domain/password-rules';
import type { User } from '@scheduler/shared-domain/user';
import { USER_MESSAGES as M } from '@scheduler/shared-domain/user-schema';
import { renderAt } from '@scheduler/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { UserForm } from './user-form';

const STRONG_PASSWORD = 'Quiet-Harbour-Lantern-58';

/** The form on a screen of its own, saving to `save`. */
function renderForm(
  props: { isAdmin: boolean } & ({ mode: 'create' } | { mode: 'edit'; initial: User; ownRecord?: boolean }),
  save: (user: unknown) => Promise<unknown> = jest.fn(async () => undefined),
) {
  const form = { ...props, save, savedPath: '/user/get-all', onCancel: jest.fn() } as ComponentProps<typeof UserForm>;
  renderAt('/user/form', <UserForm {...form} />);
  return save;
}

const existing: User = {
  _id: '0b7f5c1e-3d2a-4f7b-9c1d-2e3f4a5b6c7d',
  username: 'lchen',
  firstname: 'Li',
  lastname: 'Chen',
  role: 'User',
  email: 'li.chen@example.org',
  mobile: '555-201-3303',
  inActive: false,
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: '2026-01-01T00:00:00.000Z',
};

async function fillNewUser(
  fields: Partial<Record<'Username' | 'Password' | 'First Name' | 'Last Name' | 'Email' | 'Mobile', string>>,
  role = 'User',
) {
  const values = {
    Username: 'ada_l',
    Password: STRONG_PASSWORD,
    'First Name': 'Ada',
    'Last Name': 'Lovelace',
    Email: '',
    Mobile: '',
    ...fields,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value) await userEvent.type(screen.getByLabelText(label), value);
  }
  if (role) await userEvent.click(screen.getByLabelText(role));
}

describe('UserForm, create', () => {
  const renderCreate = () => renderForm({ mode: 'create', isAdmin: true });

  it('shows the field-level messages of SPEC §5 once a field is touched', async () => {
    renderCreate();
    for (const label of ['Username', 'Password', 'First Name', 'Last Name']) {
      await userEvent.click(screen.getByLabelText(label));
    }
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.type(screen.getByLabelText('Mobile'), 'abc');
    await userEvent.tab();
    for (const message of [
      M.usernameRequired,
      M.passwordRequired,
      M.firstNameRequired,
      M.lastNameRequired,
      'Email is invalid',
      'Mobile entry must be a number',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('asks for a role on submit', async () => {
    const onSave = renderCreate();
    await fillNewUser({}, '');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Role is required');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks for a role when the keyboard passed the Role radios without choosing one', async () => {
    const onSave = renderCreate();
    await fillNewUser({}, '');
    screen.getByLabelText('Password').focus();
    await userEvent.tab();
    expect(screen.getAllByRole('radio')[0]).toHaveFocus();
    await userEvent.tab();
    expect(await screen.findByText('Role is required', { selector: 'fieldset span' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Role is required');
    expect(screen.getAllByRole('radio')[0]).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it.each([
    [{ Username: 'ada-l' }, 'Username must consist only of a-z A-Z 0-9 space and underscore characters'],
    [{ Username: 'a'.repeat(36) }, 'Username field exceeds max length of 35 characters'],
    [{ Password: 'p'.repeat(49) }, 'Password field exceeds max length of 48 characters'],
    [{ 'First Name': 'Ada!' }, "First Name must consist only of a-z A-Z 0-9 - ' and space characters"],
    [{ 'Last Name': 'L'.repeat(36) }, 'Last Name field exceeds max length of 35 characters'],
    [{ Email: 'ada@' }, 'Invalid email entry.'],
    [{ Mobile: '12345' }, M.mobileInvalid],
  ])('refuses %j at submit with its message and sends nothing', async (fields, message) => {
    const onSave = renderCreate();
    await fillNewUser(fields);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a valid user with trimmed values', async () => {
    const onSave = renderCreate();
    await fillNewUser({ Password: ` ${STRONG_PASSWORD} `, Mobile: '(123) 456-7890' }, 'Admin');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        username: 'ada_l',
        password: STRONG_PASSWORD,
        role: 'Admin',
        mobile: '(123) 456-7890',
      }),
    );
  });

  it.each([
    ['too short', 'x', PASSWORD_MESSAGES.tooShort],
    ['common', 'password123', passwordTooEasyMessage('This is a commonly used password.')],
    ['made of the user’s own names', 'AdaLovelace1815', PASSWORD_MESSAGES.madeOfOwnNames],
  ])(
    'refuses a password that is %s at submit, after the SPEC checks, and sends nothing',
    async (_case, password, message) => {
      const onSave = renderCreate();
      await fillNewUser({ Password: password });
      await userEvent.click(screen.getByRole('button', { name: 'Add' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(onSave).not.toHaveBeenCalled();
    },
  );

  it('needs no password for a Contact and disables the field', async () => {
    const onSave = renderCreate();
    await fillNewUser({ Password: '' }, 'Contact');
    expect(screen.getByLabelText('Password')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ role: 'Contact', password: '' })),
    );
  });

  it('needs no password for an account with an email address, which the server sends a link to set one', async () => {
    const onSave = renderCreate();
    await fillNewUser({ Password: '', Email: 'ada@example.org' });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ email: 'ada@example.org', password: '' })),
    );
  });

  it('asks for a password when there is no email address to send a link to', async () => {
    const onSave = renderCreate();
    await fillNewUser({ Password: '' });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findAllByText(M.passwordRequired)).length).toBeGreaterThan(0);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server refusal after the first colon', async () => {
    renderForm({ mode: 'create', isAdmin: true }, async () => {
      throw new ServiceError({
        error: 'Duplicate key error - users ada_l already exists',
        status: 403,
        url: '/api/users/register/',
      });
    });
    await fillNewUser({});
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Duplicate key error - users ada_l already exists$/);
  });
});

describe('UserForm, edit', () => {
  it('locks the role and Active for a User, and keeps the stored ones', async () => {
    const onSave = renderForm({ mode: 'edit', initial: existing, isAdmin: false });
    for (const role of ['Admin', 'User', 'Contact']) expect(screen.getByLabelText(role)).toBeDisabled();
    expect(screen.getByLabelText('Active')).toBeDisabled();

    await userEvent.clear(screen.getByLabelText('First Name'));
    await userEvent.type(screen.getByLabelText('First Name'), 'Lily');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({ _id: existing._id, firstname: 'Lily', role: 'User', inActive: false, password: '' }),
      ),
    );
  });

  it('lets an Admin change the role and deactivate', async () => {
    const onSave = renderForm({ mode: 'edit', initial: existing, isAdmin: true });
    await userEvent.click(screen.getByLabelText('Admin'));
    await userEvent.click(screen.getByLabelText('Active'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ role: 'Admin', inActive: true })),
    );
  });

  it('asks users editing themselves for the current password before a new one is sent', async () => {
    const onSave = renderForm({ mode: 'edit', initial: existing, isAdmin: false, ownRecord: true });
    await userEvent.type(screen.getByLabelText('Password (blank keeps the current one)'), STRONG_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_MESSAGES.currentRequired);
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Current password'), 'the old passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({ password: STRONG_PASSWORD, currentPassword: 'the old passphrase' }),
      ),
    );
  });

  it('refuses a weak new password on edit too', async () => {
    const onSave = renderForm({ mode: 'edit', initial: existing, isAdmin: true });
    await userEvent.type(screen.getByLabelText('Password (blank keeps the current one)'), 'LiChen-lchen');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_MESSAGES.madeOfOwnNames);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("lets an Admin set someone else's password without a current one, and keeps a blank one", async () => {
    const onSave = renderForm({ mode: 'edit', initial: existing, isAdmin: true });
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password (blank keeps the current one)'), STRONG_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ password: STRONG_PASSWORD, currentPassword: '' })),
    );
  });

  it('says Invalid Email entry. with a capital E on edit', async () => {
    const onSave = renderForm({ mode: 'edit', initial: { ...existing, email: 'li@' }, isAdmin: true });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Email entry.');
    expect(onSave).not.toHaveBeenCalled();
  });
});
