import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { holdFocusBetweenPages, RouteFocus } from './route-focus';

function Screen({ title }: { title: string }) {
  return (
    <RouteFocus>
      <main>
        <h1>{title}</h1>
        <Link to="/venue/create">Add Venue</Link>
      </main>
    </RouteFocus>
  );
}

/** A menu's toggle that opens it, while (as a slow page may) a navigation started earlier shows its page. */
function MenuOpenedWhilePageArrives() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <button
      type="button"
      aria-expanded={open}
      onClick={() => {
        setOpen(true);
        navigate('/venue/create');
      }}
    >
      Users
    </button>
  );
}

function renderApp(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <nav>
        <Link to="/venue">List Venues</Link>
        <Link to="/meeting/calendar?view=week">Week</Link>
        <MenuOpenedWhilePageArrives />
      </nav>
      <Routes>
        <Route path="/venue" element={<Screen title="List All Venues" />} />
        <Route path="/venue/create" element={<Screen title="Add New Venue" />} />
        <Route path="/meeting/calendar" element={<Screen title="Meeting Calendar" />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RouteFocus', () => {
  it('leaves the first page of a visit alone, then focuses each new page’s heading', async () => {
    renderApp('/venue');
    expect(document.body).toHaveFocus();

    await userEvent.click(screen.getByRole('link', { name: 'Add Venue' }));
    expect(screen.getByRole('heading', { name: 'Add New Venue' })).toHaveFocus();

    await userEvent.click(screen.getByRole('link', { name: 'List Venues' }));
    expect(screen.getByRole('heading', { name: 'List All Venues' })).toHaveFocus();
  });

  it('focuses the page again when its own address is opened again', async () => {
    renderApp('/venue');
    await userEvent.click(screen.getByRole('link', { name: 'List Venues' }));
    expect(screen.getByRole('heading', { name: 'List All Venues' })).toHaveFocus();
  });

  it('keeps the focus where it is when only the query changes', async () => {
    renderApp('/meeting/calendar?view=month');
    const week = screen.getByRole('link', { name: 'Week' });
    await userEvent.click(week);
    expect(week).toHaveFocus();
  });

  it('leaves the focus in an open menu of the nav bar, which taking it would close under the user', async () => {
    renderApp('/venue');
    const toggle = screen.getByRole('button', { name: 'Users' });
    await userEvent.click(toggle);
    expect(screen.getByRole('heading', { name: 'Add New Venue' })).toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });
});

describe('holdFocusBetweenPages', () => {
  /** The document as index.html lays it out: the app's root, then the status shown while it holds no page. */
  function documentWithPage() {
    document.body.innerHTML =
      '<div id="root"><nav></nav><main><h1>Login</h1><button>Login</button></main></div><p id="page-loading" role="status">Loading data. Please wait...</p>';
    const root = document.getElementById('root') as HTMLElement;
    const holder = document.getElementById('page-loading') as HTMLElement;
    return { root, holder, stop: holdFocusBetweenPages(root, holder) };
  }
  const settled = () => new Promise((resolve) => setTimeout(resolve));

  it('gives the focus to the loading status while the next page is on its way (after signing in)', async () => {
    const { root, holder, stop } = documentWithPage();
    screen.getByRole('button', { name: 'Login' }).focus();
    root.querySelector('main')?.remove();
    await settled();
    expect(holder).toHaveFocus();
    stop();
  });

  it('leaves a focus that is still somewhere, and the first page of a visit, alone', async () => {
    const { root, stop } = documentWithPage();
    const nav = root.querySelector('nav') as HTMLElement;
    nav.innerHTML = '<a href="/home">Home</a>';
    screen.getByRole('link', { name: 'Home' }).focus();
    root.querySelector('main')?.remove();
    await settled();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    stop();

    document.body.innerHTML = '<div id="root"></div><p id="page-loading" role="status">Loading</p>';
    const emptyRoot = document.getElementById('root') as HTMLElement;
    const stopAgain = holdFocusBetweenPages(emptyRoot, document.getElementById('page-loading') as HTMLElement);
    emptyRoot.append(document.createElement('nav'));
    await settled();
    expect(document.body).toHaveFocus();
    stopAgain();
  });
});
