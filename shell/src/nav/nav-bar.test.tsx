import { applyAppConfig } from '@scheduler/shared-auth';
import { fakeCurrentUser } from '@scheduler/shared-auth/testing';
import { signInAs, testConfig } from '@scheduler/shared-ui/testing';
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
