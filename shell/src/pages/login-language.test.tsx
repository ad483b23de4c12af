import { applyAppConfig, chooseLanguage, currentLanguage } from '@scheduler/shared-auth';
import { LanguageProvider } from '@scheduler/shared-ui/language-provider';
import { renderAt, testConfig } from '@scheduler/shared-ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from './login-page';

const renderLogin = () =>
  renderAt(
    '/user/login?loginStatus=notLoggedIn',
    <LanguageProvider namespaces={['shell']}>
      <LoginPage />
    </LanguageProvider>,
  );

describe('the login page in the reader’s language', () => {
  beforeEach(() => applyAppConfig(testConfig));
  afterEach(() => {
    localStorage.clear();
    chooseLanguage('en');
  });

  it('speaks English as the SPEC words it until another language is chosen', async () => {
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('You are not logged in. A login is required..')).toHaveAttribute('role', 'status');
    expect(document.documentElement.lang).toBe('en');
  });

  it('offers every language, named in itself, and speaks the one chosen, which the browser keeps', async () => {
    // The document's status between two pages, as the build writes it.
    const pageLoading = document.body.appendChild(document.createElement('p'));
    pageLoading.id = 'page-loading';
    pageLoading.textContent = 'Loading data. Please wait...';
    renderLogin();
    await userEvent.selectOptions(await screen.findByLabelText('Language'), 'Polski');
    expect(await screen.findByRole('heading', { name: 'Logowanie' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nazwa użytkownika')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zaloguj się' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Nie pamiętasz hasła?' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'Deutsch',
      'Français',
      'Polski',
    ]);
    expect(document.documentElement.lang).toBe('pl');
    expect(localStorage.getItem('language')).toBe('pl');
    expect(currentLanguage()).toBe('pl');
    expect(pageLoading).toHaveTextContent(/^Wczytywanie/);
    pageLoading.remove();
  });
});
