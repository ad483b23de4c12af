import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { applyAppConfig, authStore } from '@scheduler/shared-auth';
import { fakeCurrentUser, fakeToken, jsonResponse } from '@scheduler/shared-auth/testing';
import { PASSWORD_LINK_TEXTS } from '@scheduler/shared-domain/password-links';
import type { CurrentUser } from '@scheduler/shared-domain/user';
import { USER_SCREENS } from '@scheduler/shared-domain/user-screens';
import { VENUE_SCREENS } from '@scheduler/shared-domain/venue-screens';
import { lazyPage, type SectionModule } from '@scheduler/shared-ui/section';
import { renderAt, signInAs as signInToStore, testConfig } from '@scheduler/shared-ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { App, startFirstRoute } from './app';
import { sectionLoadingPlugin } from './federation/section-loading-plugin';
import { setSectionRemotes } from './federation/sections';
import { startFederation } from './federation/shell-federation';
import { EARLY_REFRESH_MS } from './routing/guarded-route';

// The runtime instance and what it provides have their own test (shell-federation.test.ts).
jest.mock('./federation/shell-federation', () => ({ startFederation: jest.fn() }));
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  getInstance: () => ({
    version: '2.9.2',
    // Home reads every section's manifest; here none can be read.
    snapshotHandler: { loadRemoteSnapshotInfo: () => Promise.reject(new Error('offline')) },
  }),
}));
const loadRemoteMock = loadRemote as jest.Mock;
const registerRemotesMock = registerRemotes as jest.Mock;
const fetchMock = jest.fn();

const VenueList = () => <h1>Venue list</h1>;
const AddVenueForm = () => <h1>Add venue form</h1>;
const CurrentUserHeading = () => (
  <main>
    <h1>Me</h1>
  </main>
);
const Broken = () => {
  throw new Error('render failure');
};

const venuesSection: SectionModule = {
  routes: [
    { path: '', roles: ['Admin', 'User'], title: VENUE_SCREENS.listTitle, Component: VenueList },
    { path: 'create', roles: ['Admin'], title: VENUE_SCREENS.addTitle, Component: AddVenueForm },
  ],
};
const usersSection: SectionModule = {
  routes: [{ path: 'get', roles: ['Admin', 'User'], title: USER_SCREENS.currentTitle, Component: CurrentUserHeading }],
};

function signInAs(user: CurrentUser | null) {
  signInToStore(user);
  if (user) localStorage.setItem('currentUser', JSON.stringify(user));
}

function answerRefreshWith(user: CurrentUser | null) {
  fetchMock.mockImplementation(async (url: string) => {
    if (url === '/api/users/refresh')
      return user ? jsonResponse(200, user) : jsonResponse(401, { message: 'Your session has ended.' });
    if (url === '/api/system/versions')
      return jsonResponse(200, { database: 'PostgreSQL 18', schema: '1', backend: '0.1.0' });
    if (url === '/api/client-errors') return new Response(null, { status: 204 });
    return jsonResponse(200, { message: 'Logged out.' });
  });
}

const location = () => screen.getByTestId('location').textContent;

/** A signed-in User, and a venue list whose code downloads until `finishDownload`, with a `prefetch` to watch. */
function signedInWithSlowVenueList() {
  const user = fakeCurrentUser('User');
  signInAs(user);
  answerRefreshWith(user);
  let finish: (page: typeof VenueList) => void = () => {};
  const LazyList = lazyPage(() => new Promise<typeof VenueList>((resolve) => (finish = resolve)));
  return { LazyList, finishDownload: (page: typeof VenueList) => finish(page), prefetch: jest.fn() };
}

beforeAll(() => {
  globalThis.fetch = fetchMock;
  applyAppConfig(testConfig);
  setSectionRemotes(testConfig.remotes);
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  signInAs(null);
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'info').mockImplementation(() => {});
});

describe('the route guard in the shell', () => {
  it('sends a visitor to login with returnUrl and notLoggedIn, before starting federation or loading the section', async () => {
    renderAt('/venue/create', <App />);
    await waitFor(() => expect(location()).toBe('/user/login?returnUrl=%2Fvenue%2Fcreate&loginStatus=notLoggedIn'));
    expect(screen.getByText('You are not logged in. A login is required..')).toBeInTheDocument();
    expect(startFederation).not.toHaveBeenCalled();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('signs out an expired token and says so', async () => {
    signInAs(fakeCurrentUser('User', { token: fakeToken({ exp: 1 }) }));
    renderAt('/home', <App />);
    await waitFor(() => expect(location()).toBe('/user/login?returnUrl=%2Fhome&loginStatus=accessJWTExp'));
    expect(localStorage.getItem('currentUser')).toBeNull();
    expect(
      screen.getByText('Your access JWT has expired. You have been automatically logged out.'),
    ).toBeInTheDocument();
  });

  it('signs out when the refresh is refused', async () => {
    signInAs(fakeCurrentUser('User'));
    answerRefreshWith(null);
    renderAt('/home', <App />);
    await waitFor(() => expect(location()).toBe('/user/login?returnUrl=%2Fhome&loginStatus=refreshJWTExp'));
    expect(authStore.getState().currentUser).toBeNull();
  });

  it('shows home with the user and versions, and sets the page title', async () => {
    const admin = fakeCurrentUser('Admin');
    signInAs(admin);
    answerRefreshWith(admin);
    renderAt('/home', <App />);
    expect(await screen.findByText('PostgreSQL 18')).toBeInTheDocument();
    expect(screen.getByText('Grace')).toBeInTheDocument();
    expect(document.title).toBe('RG Home');
  });

  it('redirects an unknown path to home, which says the page was not found', async () => {
    const user = fakeCurrentUser('User');
    signInAs(user);
    answerRefreshWith(user);
    renderAt('/no/such/page', <App />);
    expect(await screen.findByText('The page you are looking for was not found!')).toBeInTheDocument();
    expect(location()).toBe('/home');
  });
});

/** Counts its own clicks (state a remount would lose), each a new query of the address. */
function QueryPage() {
  const [clicks, setClicks] = useState(0);
  const navigate = useNavigate();
  return (
    <main>
      <h1>Query page</h1>
      <p>Clicked {clicks}</p>
      <button
        type="button"
        onClick={() => {
          setClicks(clicks + 1);
          navigate({ search: `?clicks=${clicks + 1}` });
        }}
      >
        Next
      </button>
    </main>
  );
}

describe('a page that changes only its query', () => {
  it('stays on screen, with its state and focus, while the guard runs again', async () => {
    const user = fakeCurrentUser('User');
    signInAs(user);
    answerRefreshWith(user);
    loadRemoteMock.mockResolvedValue({
      routes: [{ path: '', roles: ['Admin', 'User'], title: VENUE_SCREENS.listTitle, Component: QueryPage }],
    });
    renderAt('/venue', <App />);
    const next = await screen.findByRole('button', { name: 'Next' });
    const refreshes = () => fetchMock.mock.calls.filter(([url]) => url === '/api/users/refresh').length;
    const before = refreshes();
    await userEvent.click(next);
    expect(location()).toBe('/venue?clicks=1');
    expect(screen.getByText('Clicked 1')).toBeInTheDocument();
    expect(next).toHaveFocus();
    await waitFor(() => expect(refreshes()).toBe(before + 1));
    expect(screen.getByText('Clicked 1')).toBeInTheDocument();
  });
});

describe('federated sections', () => {
  it('loads the section on first use and shows the route with its page title', async () => {
    const user = fakeCurrentUser('User');
    signInAs(user);
    answerRefreshWith(user);
    loadRemoteMock.mockResolvedValue(venuesSection);
    renderAt('/venue', <App />);
    expect(await screen.findByRole('heading', { name: 'Venue list' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('venues/routes');
    expect(document.title).toBe('RG List Venues');
  });

  it('shows no page while a lazy page downloads (so index.html says it is loading), then the page', async () => {
    const user = fakeCurrentUser('User');
    signInAs(user);
    answerRefreshWith(user);
    let finishDownload: (page: typeof VenueList) => void = () => {};
    let downloading = false;
    const LazyList = lazyPage(
      () =>
        new Promise<typeof VenueList>((resolve) => {
          downloading = true;
          finishDownload = resolve;
        }),
    );
    loadRemoteMock.mockResolvedValue({ routes: [{ ...venuesSection.routes[0], Component: LazyList }] });
    renderAt('/venue', <App />);
    await waitFor(() => expect(downloading).toBe(true));
    // index.html's loading text shows for as long as the root holds no <main> (base.css, e2e loading.spec.ts).
    expect(document.querySelector('main')).toBeNull();
    finishDownload(VenueList);
    expect(await screen.findByRole('heading', { name: 'Venue list' })).toBeInTheDocument();
  });

  it("starts the first page's section, its code and the guard's refresh before React renders, each once", async () => {
    const user = fakeCurrentUser('User');
    signInAs(user);
    answerRefreshWith(user);
    let pageDownloads = 0;
    const LazyList = lazyPage(async () => {
      pageDownloads += 1;
      return VenueList;
    });
    loadRemoteMock.mockResolvedValue({ routes: [{ ...venuesSection.routes[0], Component: LazyList }] });
    const fetched = (url: string) => fetchMock.mock.calls.filter(([called]) => called === url);
    await startFirstRoute({ pathname: '/venue', search: '?sort=town' }, Promise.resolve());
    await waitFor(() => expect(pageDownloads).toBe(1));
    expect(fetched('/api/users/refresh')).toHaveLength(1);

    renderAt('/venue?sort=town', <App />);
    expect(await screen.findByRole('heading', { name: 'Venue list' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(fetched('/api/users/refresh')).toHaveLength(1);
    expect(pageDownloads).toBe(1);
  });

  it("asks for the first page's data while its code downloads, once the session is known valid", async () => {
    const { LazyList, finishDownload, prefetch } = signedInWithSlowVenueList();
    loadRemoteMock.mockResolvedValue({ routes: [{ ...venuesSection.routes[0], Component: LazyList, prefetch }] });
    const started = startFirstRoute({ pathname: '/venue', search: '?sort=town' }, Promise.resolve());

    await waitFor(() => expect(prefetch).toHaveBeenCalledWith({ pathname: '/venue', search: '?sort=town' }));
    finishDownload(VenueList);
    await started;
    renderAt('/venue?sort=town', <App />);
    expect(await screen.findByRole('heading', { name: 'Venue list' })).toBeInTheDocument();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('asks for no data of the first page when the session has ended', async () => {
    signInAs(fakeCurrentUser('User'));
    answerRefreshWith(null);
    const prefetch = jest.fn();
    loadRemoteMock.mockResolvedValue({ routes: venuesSection.routes.map((route) => ({ ...route, prefetch })) });
    await startFirstRoute({ pathname: '/venue', search: '' }, Promise.resolve());
    renderAt('/venue', <App />);
    await waitFor(() => expect(location()).toMatch(/^\/user\/login/));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("refreshes the session for a section's page and asks for its data while the section downloads, once", async () => {
    const { LazyList, finishDownload, prefetch } = signedInWithSlowVenueList();
    loadRemoteMock.mockImplementation(async (id: string) =>
      id === 'users/routes'
        ? usersSection
        : { routes: [{ ...venuesSection.routes[0], Component: LazyList, prefetch }] },
    );
    renderAt('/user/get', <App />);
    await screen.findByRole('heading', { name: 'Me' });
    const refreshes = () => fetchMock.mock.calls.filter(([url]) => url === '/api/users/refresh').length;
    const refreshesBefore = refreshes();

    await userEvent.click(screen.getByRole('button', { name: 'Venues' }));
    await userEvent.click(screen.getByRole('link', { name: 'List Venues' }));
    await waitFor(() => expect(prefetch).toHaveBeenCalledWith({ pathname: '/venue', search: '' }));
    expect(refreshes()).toBe(refreshesBefore + 1);
    finishDownload(VenueList);
    expect(await screen.findByRole('heading', { name: 'Venue list' })).toBeInTheDocument();
    expect(refreshes()).toBe(refreshesBefore + 1);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('refreshes the session again for a page whose refresh started early is older than it may stand in for', async () => {
    const user = fakeCurrentUser('User');
    signInAs(user);
    answerRefreshWith(user);
    const refreshes = () => fetchMock.mock.calls.filter(([url]) => url === '/api/users/refresh').length;
    const startedAt = Date.now();
    await startFirstRoute({ pathname: '/home', search: '' }, Promise.resolve());
    expect(refreshes()).toBe(1);

    const clock = jest.spyOn(Date, 'now').mockReturnValue(startedAt + EARLY_REFRESH_MS);
    renderAt('/home', <App />);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    clock.mockRestore();
    expect(refreshes()).toBe(2);
  });

  it('sends a User from an Admin route to user/notauthorized', async () => {
    const user = fakeCurrentUser('User');
    signInAs(user);
    answerRefreshWith(user);
    loadRemoteMock.mockResolvedValue(venuesSection);
    renderAt('/venue/create', <App />);
    expect(await screen.findByText('User is not authorized for this request.')).toBeInTheDocument();
    expect(location()).toBe('/user/notauthorized');
    expect(screen.queryByText('Add venue form')).not.toBeInTheDocument();
  });

  async function failedLoad(error: unknown) {
    return sectionLoadingPlugin().errorLoadRemote?.({
      id: 'venues/routes',
      error,
      from: 'runtime',
      lifecycle: 'onLoad',
      origin: {} as never,
    });
  }

  const reportsSent = () =>
    fetchMock.mock.calls
      .filter(([url]) => url === '/api/client-errors')
      .map(([, init]) => JSON.parse((init as RequestInit).body as string));

  it('shows a failed section with a retry that registers the remote again, and keeps the nav bar', async () => {
    const admin = fakeCurrentUser('Admin');
    signInAs(admin);
    answerRefreshWith(admin);
    loadRemoteMock.mockResolvedValueOnce(await failedLoad(new Error('404'))).mockResolvedValueOnce(venuesSection);
    renderAt('/venue', <App />);

    expect(await screen.findByText('The Venues section could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Venue list' })).toBeInTheDocument();
    expect(registerRemotesMock).toHaveBeenLastCalledWith(
      [{ name: 'venues', entry: '/remotes/venues/mf-manifest.json' }],
      { force: true },
    );
    expect(reportsSent()).toEqual([]);
  });

  it('refuses a section built for another shared-auth: names both versions, offers no retry, reports it', async () => {
    const admin = fakeCurrentUser('Admin');
    signInAs(admin);
    answerRefreshWith(admin);
    const plugin = sectionLoadingPlugin();
    const manifest = {
      metaData: { pluginVersion: '2.9.2', buildInfo: { buildVersion: '0.2.0+cfeed' } },
      shared: [
        { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
        { name: '@scheduler/shared-auth', version: '1.1.0+cbeef', requiredVersion: '^1.1.0' },
      ],
    };
    const shellOptions = {
      name: 'shell',
      shared: {
        react: [{ version: '19.3.1', from: 'shell', shareConfig: { singleton: true } }],
        '@scheduler/shared-auth': [{ version: '1.0.0+c1234', from: 'shell', shareConfig: { singleton: true } }],
      },
    };
    const refusal = await Promise.resolve(
      plugin.loadRemoteSnapshot?.({
        manifestJson: manifest,
        moduleInfo: { name: 'venues' },
        options: shellOptions,
      } as never),
    ).catch((error: unknown) => error);
    loadRemoteMock.mockResolvedValueOnce(await failedLoad(refusal));
    renderAt('/venue', <App />);

    expect(await screen.findByText('The Venues section cannot run in this version of the app.')).toBeInTheDocument();
    expect(screen.getByText('It needs @scheduler/shared-auth ^1.1.0, and the app provides 1.0.0+c1234.')).toBeVisible();
    expect(screen.getByText(/Please contact the administrator/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(reportsSent()).toEqual([
      expect.objectContaining({ section: 'venues', version: '0.2.0+cfeed', kind: 'incompatible' }),
    ]);

    // Home shows each section's version as this page loaded it.
    await userEvent.click(screen.getByRole('link', { name: 'RG Scheduler' }));
    expect(await screen.findByText('0.2.0+cfeed (cannot run in this app)')).toBeInTheDocument();
    expect(await screen.findAllByText('unreachable')).toHaveLength(3);
  });

  it('says a section stopped with an error, never showing the error, reports it, and reloads the section', async () => {
    const admin = fakeCurrentUser('Admin');
    signInAs(admin);
    answerRefreshWith(admin);
    loadRemoteMock
      .mockResolvedValueOnce({ routes: [{ path: '', roles: [], title: VENUE_SCREENS.listTitle, Component: Broken }] })
      .mockResolvedValueOnce(venuesSection);
    renderAt('/venue', <App />);

    expect(await screen.findByText('The Venues section stopped with an error.')).toBeInTheDocument();
    expect(screen.queryByText(/render failure/)).not.toBeInTheDocument();
    expect(reportsSent()).toEqual([
      expect.objectContaining({
        section: 'venues',
        kind: 'crashed',
        message: 'Error: render failure',
        stack: expect.stringContaining('Broken'),
        url: 'http://localhost/',
      }),
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Reload section' }));
    expect(await screen.findByRole('heading', { name: 'Venue list' })).toBeInTheDocument();
    expect(reportsSent()).toHaveLength(1);
  });

  it('offers Retry when a page chunk could not be downloaded, and reports nothing', async () => {
    const admin = fakeCurrentUser('Admin');
    signInAs(admin);
    answerRefreshWith(admin);
    const chunkFailure = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    const UnreachablePage = lazyPage(() => Promise.reject(chunkFailure));
    loadRemoteMock
      .mockResolvedValueOnce({
        routes: [{ path: '', roles: [], title: VENUE_SCREENS.listTitle, Component: UnreachablePage }],
      })
      .mockResolvedValueOnce(venuesSection);
    renderAt('/venue', <App />);

    expect(await screen.findByText('The Venues section could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Venue list' })).toBeInTheDocument();
    expect(reportsSent()).toEqual([]);
  });
});

describe('login', () => {
  it('signs in and returns to the returnUrl', async () => {
    const admin = fakeCurrentUser('Admin');
    answerRefreshWith(admin);
    fetchMock.mockImplementationOnce(async () => jsonResponse(200, admin));
    renderAt('/user/login?returnUrl=%2Fhome', <App />);
    await userEvent.type(screen.getByLabelText('Username'), 'grace');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    // The form's rules load on first focus; until then Login stays disabled, as a user would see it.
    const login = screen.getByRole('button', { name: 'Login' });
    await waitFor(() => expect(login).toBeEnabled());
    await userEvent.click(login);
    await waitFor(() => expect(location()).toBe('/home'));
    expect(authStore.getState()).toMatchObject({ loggedIn: true, admin: true });
  });

  it("opens the tab's change stream with the token once signed in, never on the login page", async () => {
    const admin = fakeCurrentUser('Admin');
    answerRefreshWith(admin);
    fetchMock.mockImplementationOnce(async () => jsonResponse(200, admin));
    const streamRequests = () => fetchMock.mock.calls.filter(([url]) => url === '/api/changes/stream');
    renderAt('/user/login?returnUrl=%2Fhome', <App />);
    await userEvent.type(screen.getByLabelText('Username'), 'grace');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    expect(streamRequests()).toHaveLength(0);
    const login = screen.getByRole('button', { name: 'Login' });
    await waitFor(() => expect(login).toBeEnabled());
    await userEvent.click(login);
    await waitFor(() => expect(streamRequests()).toHaveLength(1));
    expect(streamRequests()[0][1].headers.Authorization).toBe(`Bearer ${admin.token}`);
  });

  it('sends a signed-in user straight on, but never off-site', async () => {
    const user = fakeCurrentUser('User');
    signInAs(user);
    answerRefreshWith(user);
    renderAt('/user/login?returnUrl=%2F%2Fevil.example.com', <App />);
    await waitFor(() => expect(location()).toBe('/home'));
  });

  it.each(['%2F%09%2Fevil.example.com', '%2F%0A%2Fevil.example.com', '%2Fhome%0D'])(
    'treats a returnUrl with a tab or line break (%s) as absent, as the browser would drop it and leave the page',
    async (returnUrl) => {
      const user = fakeCurrentUser('User');
      signInAs(user);
      answerRefreshWith(user);
      renderAt(`/user/login?returnUrl=${returnUrl}`, <App />);
      await waitFor(() => expect(location()).toBe('/home'));
    },
  );

  describe('single sign-on', () => {
    afterEach(() => applyAppConfig(testConfig));

    it('shows no button without OIDC_ISSUER, and the labelled one with it, starting at the server with returnUrl', async () => {
      renderAt('/user/login?returnUrl=%2Fteam', <App />);
      expect(screen.queryByRole('link', { name: 'Sign in with Example ID' })).not.toBeInTheDocument();
      act(() => applyAppConfig({ ...testConfig, oidcLabel: 'Sign in with Example ID' }));
      expect(await screen.findByRole('link', { name: 'Sign in with Example ID' })).toHaveAttribute(
        'href',
        '/api/auth/oidc/start?returnUrl=%2Fteam',
      );
    });

    it("stores the user the server's callback signed in, as a password sign-in does, and goes on to returnUrl", async () => {
      const admin = fakeCurrentUser('Admin');
      answerRefreshWith(admin);
      fetchMock.mockImplementationOnce(async (url: string) =>
        url === '/api/auth/oidc/complete' ? jsonResponse(200, admin) : jsonResponse(404, { message: 'no' }),
      );
      renderAt('/user/login?returnUrl=%2Fhome&sso=complete', <App />);
      await waitFor(() => expect(location()).toBe('/home'));
      expect(authStore.getState()).toMatchObject({ loggedIn: true, admin: true, currentUser: admin });
      expect(JSON.parse(localStorage.getItem('currentUser') ?? 'null')).toEqual(admin);
    });

    it('says how long a held-back sign-in waits, as a password sign-in would', async () => {
      renderAt('/user/login?returnUrl=%2Fteam&sso=tooManyAttempts&minutes=15', <App />);
      expect(await screen.findByText('Too many sign-in attempts. Try again in 15 minutes.')).toBeInTheDocument();
    });

    it('says so when there is no sign-in to complete', async () => {
      fetchMock.mockImplementation(async () =>
        jsonResponse(404, { message: 'The page you are looking for was not found!' }),
      );
      renderAt('/user/login?returnUrl=%2Fteam&sso=complete', <App />);
      expect(await screen.findByText('Single sign-on did not sign you in. Please try again.')).toBeInTheDocument();
      expect(location()).toBe('/user/login?returnUrl=%2Fteam&sso=failed');
      expect(authStore.getState().loggedIn).toBe(false);
    });
  });

  it('shows the refreshJWTExp status message', () => {
    renderAt('/user/login?loginStatus=refreshJWTExp', <App />);
    expect(
      screen.getByText('Your refresh JWT has expired. You have been automatically logged out.'),
    ).toBeInTheDocument();
  });

  it('logout signs out and goes to login', async () => {
    const user = fakeCurrentUser('User', { token: fakeToken({ alt_jti: 'session-5' }) });
    signInAs(user);
    answerRefreshWith(user);
    renderAt('/user/logout', <App />);
    await waitFor(() => expect(location()).toBe('/user/login'));
    expect(fetchMock).toHaveBeenCalledWith('/api/users/logout/session-5', expect.anything());
    expect(localStorage.getItem('currentUser')).toBeNull();
  });
});

describe('moving between sections', () => {
  it('renders the new section with its own routes, never the previous one', async () => {
    const admin = fakeCurrentUser('Admin');
    signInAs(admin);
    answerRefreshWith(admin);
    loadRemoteMock.mockImplementation(async (id: string) => (id === 'users/routes' ? usersSection : venuesSection));
    renderAt('/venue', <App />);
    expect(await screen.findByRole('heading', { name: 'Venue list' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Users' }));
    await userEvent.click(screen.getByRole('link', { name: 'List Current User' }));
    expect(await screen.findByRole('heading', { name: 'Me' })).toBeInTheDocument();
    expect(location()).toBe('/user/get');
  });
});

const VenueListPage = () => (
  <main id="main">
    <h1>Venue list</h1>
  </main>
);

describe('keyboard and screen reader', () => {
  it('starts the Tab order with a skip link to the main content', async () => {
    const user = fakeCurrentUser('User');
    signInAs(user);
    answerRefreshWith(user);
    loadRemoteMock.mockResolvedValue({ routes: [{ ...venuesSection.routes[0], Component: VenueListPage }] });
    renderAt('/venue', <App />);
    await screen.findByRole('heading', { name: 'Venue list' });
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(location()).toBe('/venue');
  });

  it('moves the focus to the new page after a nav entry', async () => {
    const admin = fakeCurrentUser('Admin');
    signInAs(admin);
    answerRefreshWith(admin);
    loadRemoteMock.mockImplementation(async (id: string) =>
      id === 'users/routes' ? usersSection : { routes: [{ ...venuesSection.routes[0], Component: VenueListPage }] },
    );
    renderAt('/user/get', <App />);
    await screen.findByRole('heading', { name: 'Me' });

    await userEvent.click(screen.getByRole('button', { name: 'Venues' }));
    await userEvent.click(screen.getByRole('link', { name: 'List Venues' }));
    expect(await screen.findByRole('heading', { name: 'Venue list' })).toHaveFocus();
  });
});

describe('a forgotten password', () => {
  const bodiesSentTo = (path: string) =>
    fetchMock.mock.calls
      .filter(([url]) => url === path)
      .map(([, init]) => JSON.parse((init as RequestInit).body as string));

  it("leads from the login page's 'Forgot password?' to a form that asks for a link", async () => {
    answerRefreshWith(null);
    renderAt('/user/login', <App />);
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(location()).toBe('/user/forgot-password'));
    // The page takes the focus, and after sending, its answer does: never the page's body.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse(202, { message: 'If it matches an account, a link is on its way.' }),
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username or email' }), 'grace');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('If it matches an account, a link is on its way.')).toHaveFocus();
    expect(bodiesSentTo('/api/users/password-reset')).toEqual([{ login: 'grace' }]);
  });

  /** The server's answers as the default ones, with what `POST /api/users/password-reset/check` answers. */
  const answerLinkCheckWith = (status: number, body: object) => {
    answerRefreshWith(null);
    const fallback = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      url === '/api/users/password-reset/check' ? jsonResponse(status, body) : fallback?.(url, init),
    );
  };
  const GRACE = { purpose: 'reset', username: 'grace', firstname: 'Grace', lastname: 'Hopper', email: 'grace@x.org' };
  const rule = (text: string) => screen.getByText(text, { exact: false }).closest('li');

  it("checks the link as it opens, ticks each rule while the password is typed, and sets it with the fragment's token", async () => {
    answerLinkCheckWith(200, GRACE);
    renderAt('/user/set-password#token=abc123', <App />);
    const password = await screen.findByLabelText('New password');
    // The token leaves the address bar at once.
    expect(location()).toBe('/user/set-password');
    expect(screen.getByText('grace')).toBeInTheDocument();
    expect(bodiesSentTo('/api/users/password-reset/check')).toEqual([{ token: 'abc123' }]);

    await userEvent.type(password, 'grace hopper');
    await waitFor(() => expect(rule('10 to 48 characters')).toHaveTextContent('(met)'));
    expect(rule('not made of your username, names or email')).toHaveTextContent('(not met yet)');
    await userEvent.clear(password);
    await userEvent.type(password, 'Quiet-Harbour-Lantern-58');
    for (const text of ['10 to 48 characters', 'not made of your username', 'not easy to guess']) {
      expect(rule(text)).toHaveTextContent('(met)');
    }

    fetchMock.mockImplementationOnce(async () => jsonResponse(400, { message: 'Password is too easy to guess.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Password is too easy to guess.');

    fetchMock.mockImplementationOnce(async () => jsonResponse(200, { message: 'Your password is set.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Your password is set.')).toHaveFocus();
    expect(bodiesSentTo('/api/users/password-reset/confirm')).toEqual([
      { token: 'abc123', password: 'Quiet-Harbour-Lantern-58' },
      { token: 'abc123', password: 'Quiet-Harbour-Lantern-58' },
    ]);
  });

  it('says at once that a used or expired link does not work, and how to get a new one', async () => {
    answerLinkCheckWith(400, { message: PASSWORD_LINK_TEXTS.invalidLink });
    renderAt('/user/set-password?token=used', <App />);
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_LINK_TEXTS.invalidLink);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByText(PASSWORD_LINK_TEXTS.askAdmin)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    await waitFor(() => expect(location()).toBe('/user/forgot-password'));
  });
});
