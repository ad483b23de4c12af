import { applyAppConfig, chooseLanguage } from '@scheduler/shared-auth';
import { fakeCurrentUser } from '@scheduler/shared-auth/testing';
import { LanguageProvider } from '@scheduler/shared-ui/language-provider';
import { InEnglish, signInAs, testConfig } from '@scheduler/shared-ui/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { NavBar } from './nav-bar';

beforeAll(() => applyAppConfig(testConfig));

describe('the narrow screen’s menu', () => {
  it('folds on Escape, an open menu first, and gives the focus back to the toggle', async () => {
    signInAs(fakeCurrentUser('User'));
    render(
      <MemoryRouter>
        <NavBar />
      </MemoryRouter>,
      { wrapper: InEnglish },
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const teams = screen.getByRole('button', { name: /Teams/ });
    await userEvent.click(teams);
    await userEvent.tab();

    await userEvent.keyboard('{Escape}');
    expect(teams).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('the navigation bar in the reader’s language', () => {
  afterEach(() => {
    localStorage.clear();
    chooseLanguage('en');
  });

  it('names its menus and entries in German once German is chosen', async () => {
    applyAppConfig(testConfig);
    signInAs(fakeCurrentUser('Admin'));
    chooseLanguage('de');
    render(
      <MemoryRouter>
        <LanguageProvider namespaces={['shell']}>
          <NavBar />
        </LanguageProvider>
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /Termine/ }));
    expect(screen.getByRole('link', { name: 'Termin hinzufügen' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Hauptmenü' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Website der Gruppe' })).toBeInTheDocument();
  });
});
