import { chooseLanguage, currentLanguage } from '@scheduler/shared-auth';
import { fakeCurrentUser } from '@scheduler/shared-auth/testing';
import { answer, sentTo } from '@scheduler/shared-ui/mock-network';
import { renderAt, signInAs } from '@scheduler/shared-ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MailPreferences } from './mail-preferences';

const USER_ID = '0b7f5c1e-3d2a-4f7b-9c1d-2e3f4a5b6c7d';

beforeEach(() => {
  signInAs(fakeCurrentUser('User', { _id: USER_ID }));
  answer('GET', `/users/preferences/${USER_ID}`, { mailChanges: true, reminder: '1h', language: null });
});

afterEach(() => chooseLanguage('en'));

describe('Email preferences', () => {
  it('shows the user’s choices and saves what the user changed', async () => {
    answer('POST', '/users/preferences', { mailChanges: false, reminder: '1d', language: null });
    renderAt('/user/get', <MailPreferences userId={USER_ID} readOnly={false} />);
    const mailChanges = await screen.findByRole('checkbox', { name: 'Email me invitations and changes' });
    const reminder = screen.getByRole('combobox', { name: 'Reminder' });
    expect(mailChanges).toBeChecked();
    expect(reminder).toHaveDisplayValue('1 hour before');
    expect(Array.from((reminder as HTMLSelectElement).options).map((option) => option.textContent)).toEqual([
      'None',
      '10 minutes before',
      '1 hour before',
      '1 day before',
    ]);

    await userEvent.selectOptions(reminder, '1 day before');
    await userEvent.click(mailChanges);
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Preferences saved')).toBeInTheDocument();
    expect(sentTo('POST', '/users/preferences')).toEqual([{ mailChanges: false, reminder: '1d', language: null }]);
  });

  it('offers the language, each named in itself, and leaves it to the browser until one is chosen', async () => {
    answer('POST', '/users/preferences', { mailChanges: true, reminder: '1h', language: 'pl' });
    renderAt('/user/get', <MailPreferences userId={USER_ID} readOnly={false} />);
    const language = await screen.findByRole('combobox', { name: 'Language of screens and email' });
    expect(language).toHaveDisplayValue("My browser's language");
    expect(Array.from((language as HTMLSelectElement).options).map((option) => option.textContent)).toEqual([
      "My browser's language",
      'English',
      'Deutsch',
      'Français',
      'Polski',
    ]);
    await userEvent.selectOptions(language, 'Polski');
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Preferences saved')).toBeInTheDocument();
    expect(sentTo('POST', '/users/preferences')).toEqual([{ mailChanges: true, reminder: '1h', language: 'pl' }]);
    expect(language).toHaveDisplayValue('Polski');
    expect(currentLanguage()).toBe('pl');
  });

  it('shows them read-only, without Save, to an Admin looking at another user', async () => {
    renderAt('/user/get-all/edit', <MailPreferences userId={USER_ID} readOnly />);
    expect(await screen.findByRole('checkbox', { name: 'Email me invitations and changes' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Reminder' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Language of screens and email' })).toBeDisabled();
    expect(screen.getByText('Only the user can change these.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save preferences' })).not.toBeInTheDocument();
  });

  it('turns the reminder choice off while mail is off, and says no reminder comes either', async () => {
    renderAt('/user/get', <MailPreferences userId={USER_ID} readOnly={false} />);
    const mailChanges = await screen.findByRole('checkbox', { name: 'Email me invitations and changes' });
    const reminder = screen.getByRole('combobox', { name: 'Reminder' });
    expect(reminder).toBeEnabled();
    await userEvent.click(mailChanges);
    expect(reminder).toBeDisabled();
    expect(reminder).toHaveAccessibleDescription('No reminders come either while invitations and changes are off.');
    // The choice is kept for when mail is on again.
    expect(reminder).toHaveDisplayValue('1 hour before');
    await userEvent.click(mailChanges);
    expect(reminder).toBeEnabled();
    expect(screen.queryByText(/No reminders come/)).not.toBeInTheDocument();
  });
});
