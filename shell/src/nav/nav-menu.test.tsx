import { NAV_MESSAGES } from '@scheduler/shared-domain/nav-messages';
import { InEnglish } from '@scheduler/shared-ui/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { NavMenu } from './nav-menu';

function renderMenus() {
  render(
    <MemoryRouter>
      <NavMenu label={NAV_MESSAGES.teams} entries={[{ label: NAV_MESSAGES.listTeams, to: '/team' }]} />
      <NavMenu label={NAV_MESSAGES.venues} entries={[{ label: NAV_MESSAGES.listVenues, to: '/venue' }]} />
    </MemoryRouter>,
    { wrapper: InEnglish },
  );
}

describe('NavMenu', () => {
  it('opens one menu at a time: a click on another menu opens it and closes the first', async () => {
    renderMenus();
    await userEvent.click(screen.getByRole('button', { name: /Teams/ }));
    expect(screen.getByRole('link', { name: 'List Teams' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: /Venues/ }));
    expect(screen.getByRole('button', { name: /Venues/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Teams/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and after following an entry', async () => {
    renderMenus();
    await userEvent.click(screen.getByRole('button', { name: /Teams/ }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /Teams/ })).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(screen.getByRole('button', { name: /Venues/ }));
    await userEvent.click(screen.getByRole('link', { name: 'List Venues' }));
    expect(screen.getByRole('button', { name: /Venues/ })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('NavMenu by keyboard', () => {
  it('Escape on an entry closes the menu and returns the focus to its button', async () => {
    renderMenus();
    const teams = screen.getByRole('button', { name: /Teams/ });
    await userEvent.click(teams);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'List Teams' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(teams).toHaveAttribute('aria-expanded', 'false');
    expect(teams).toHaveFocus();
  });

  it('closes when the focus leaves it', async () => {
    renderMenus();
    const teams = screen.getByRole('button', { name: /Teams/ });
    await userEvent.click(teams);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Venues/ })).toHaveFocus();
    expect(teams).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'List Teams' })).not.toBeInTheDocument();
  });
});

describe('NavMenu stacked on a narrow screen', () => {
  it('stays open while a press on the next menu moves the focus, so the menus do not move under the press', async () => {
    renderMenus();
    const teams = screen.getByRole('button', { name: /Teams/ });
    const venues = screen.getByRole('button', { name: /Venues/ });
    await userEvent.click(teams);
    await userEvent.pointer({ keys: '[MouseLeft>]', target: venues });
    expect(venues).toHaveFocus();
    expect(teams).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('NavMenu announcing where the user may go next', () => {
  function renderWithIntent() {
    const intents: [readonly string[], string][] = [];
    render(
      <MemoryRouter>
        <NavMenu
          label={NAV_MESSAGES.meetings}
          entries={[
            { label: NAV_MESSAGES.listAllMeetings, to: '/meeting' },
            { label: NAV_MESSAGES.calendar, to: '/meeting/calendar' },
          ]}
          onIntent={(paths, what) => intents.push([paths, what])}
        />
      </MemoryRouter>,
      { wrapper: InEnglish },
    );
    return intents;
  }

  it("names every entry's section when the menu opens, and nothing when it closes", async () => {
    const intents = renderWithIntent();
    const button = screen.getByRole('button', { name: /Meetings/ });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(intents).toEqual([[['/meeting', '/meeting/calendar'], 'sections']]);
  });

  it('names the page of the entry a pointer rests on or the focus reaches', async () => {
    const intents = renderWithIntent();
    await userEvent.click(screen.getByRole('button', { name: /Meetings/ }));
    intents.length = 0;
    await userEvent.hover(screen.getByRole('link', { name: 'Calendar' }));
    await userEvent.tab();
    expect(intents).toEqual([
      [['/meeting/calendar'], 'pages'],
      [['/meeting'], 'pages'],
    ]);
  });
});
