import type { Page } from '@playwright/test';
import { expect, test } from './a11y';
import { admin, expectSignedInAs, openFromNav, plainUser, signIn } from './session';

const SECTIONS = [
  { menu: 'Venues', entry: 'List Venues', heading: 'List All Venues', path: '/venue' },
  { menu: 'Teams', entry: 'List Teams', heading: 'List Teams', path: '/team' },
  { menu: 'Meetings', entry: 'List All Meetings', heading: 'List All Meetings', path: '/meeting' },
  { menu: 'Users', entry: 'List Current User', heading: 'Current User', path: '/user/get' },
];

/** The URLs of react-dom's code in the shell and in every remote, read from their federation manifests. */
async function reactDomAssetUrls(page: Page): Promise<string[]> {
  const config = await (await page.request.get('/config.json')).json();
  const manifestUrls: string[] = ['/mf-manifest.json', ...Object.values<string>(config.remotes)];
  const urls: string[] = [];
  for (const manifestUrl of manifestUrls) {
    const manifest = await (await page.request.get(manifestUrl)).json();
    const base = new URL('./', new URL(manifestUrl, page.url())).href;
    for (const shared of manifest.shared) {
      if (shared.name !== 'react-dom') continue;
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) urls.push(new URL(file, base).href);
    }
  }
  return urls;
}

test('the first admin signs in, sees home, walks the four sections once and signs out', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url().split('?')[0] ?? ''));

  await page.goto('/user/login');
  await signIn(page, admin);
  await expect(page).toHaveURL('/home');
  await expect(page).toHaveTitle('RG Home');
  const home = page.getByRole('main');
  await expect(home.getByText('Administrator')).toBeVisible();
  await expect(home.locator('dd').first()).toHaveText('admin');
  await expect(home.getByText(/^PostgreSQL \d+/)).toBeVisible();
  await expect(home.getByText(/^React \d+\.\d+\.\d+$/)).toBeVisible();
  await expect(home.getByText(/^schema \d+$/)).toBeVisible();

  for (const section of SECTIONS) {
    await openFromNav(page, section.menu, section.entry);
    await expect(page).toHaveURL(section.path);
    await expect(page.getByRole('heading', { name: section.heading })).toBeVisible();
    await expectSignedInAs(page, admin, 'Admin');
  }

  const reactDomUrls = await reactDomAssetUrls(page);
  const reactDomDownloads = requested.filter((url) => reactDomUrls.includes(url));
  expect(reactDomDownloads.length).toBeGreaterThan(0);
  expect(new Set(reactDomDownloads).size).toBe(reactDomDownloads.length);
  expect(reactDomDownloads.every((url) => !url.includes('/remotes/'))).toBe(true);

  await openFromNav(page, 'Users', 'Logout');
  await expect(page).toHaveURL('/user/login');
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/user\/login\?returnUrl=%2Fhome&loginStatus=notLoggedIn$/);
});

test('a User sees no Add entries, also behind the narrow-screen toggle', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/user/login');
  await signIn(page, plainUser);
  await expect(page).toHaveURL('/home');
  // Home takes the focus once shown, which folds a menu opened before it (the focus left the nav bar).
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeFocused();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Venues' })).toBeHidden();
  await nav.getByRole('button', { name: 'Menu' }).click();
  for (const menu of ['Users', 'Teams', 'Venues', 'Meetings']) {
    await nav.getByRole('button', { name: menu }).click();
    await expect(nav.getByRole('link', { name: /^List / }).first()).toBeVisible();
    await expect(nav.getByRole('link', { name: /^Add / })).toHaveCount(0);
  }

  await page.goto('/venue');
  await expectSignedInAs(page, plainUser, 'User');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('a protected route sends a visitor to login, and signing in returns there', async ({ page }) => {
  await page.goto('/meeting');
  await expect(page).toHaveURL('/user/login?returnUrl=%2Fmeeting&loginStatus=notLoggedIn');
  await expect(page.getByText('You are not logged in. A login is required..')).toBeVisible();
  await signIn(page, plainUser);
  await expect(page).toHaveURL('/meeting');
  await expect(page.getByRole('heading', { name: 'List All Meetings' })).toBeVisible();
});

test('a failed sign-in shows the server text and stays on login', async ({ page }) => {
  await page.goto('/user/login');
  await signIn(page, { username: 'admin', password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText('Incorrect username/password.');
  await expect(page).toHaveURL('/user/login');
});

test('an unreachable remote shows its failure with a retry while the other sections work', async ({ page }) => {
  await page.route('**/remotes/teams/**', (route) => route.abort());
  await page.goto('/user/login');
  await signIn(page, admin);
  await expect(page).toHaveURL('/home');

  await openFromNav(page, 'Teams', 'List Teams');
  await expect(page.getByRole('heading', { name: 'The Teams section could not be loaded.' })).toBeVisible();

  for (const section of SECTIONS.filter(({ menu }) => menu !== 'Teams')) {
    await openFromNav(page, section.menu, section.entry);
    await expect(page.getByRole('heading', { name: section.heading })).toBeVisible();
  }

  await openFromNav(page, 'Teams', 'List Teams');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'The Teams section could not be loaded.' })).toBeVisible();
  await page.unroute('**/remotes/teams/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'List Teams' })).toBeVisible();
  await expectSignedInAs(page, admin, 'Admin');
});

test("opening a menu downloads its pages' code before the click, and only for a signed-in user", async ({ page }) => {
  // A User's Teams menu holds only its list, at the section's base path.
  // Section code: Home reads every section's manifest for its versions, but none of its code.
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/') && pathname.endsWith('.js')) remoteRequests.push(pathname);
  });
  const navButton = (menu: string) =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: menu });

  // A visitor's Users menu leads to the login page: no section is downloaded for it.
  await page.goto('/user/login');
  await navButton('Users').click();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await signIn(page, plainUser);
  await expect(page).toHaveURL('/home');
  expect(remoteRequests).toEqual([]);

  // The downloads ahead are done when no new one starts for half a second.
  const settled = () =>
    expect
      .poll(async () => {
        const before = remoteRequests.length;
        await page.waitForTimeout(500);
        return remoteRequests.length === before;
      })
      .toBe(true);

  // Nothing yet points at Teams. Opening its menu fetches the section, pointing at a link its page, still on Home.
  const teamsCode = page.waitForRequest((request) =>
    /^\/remotes\/teams\/.+\.js$/.test(new URL(request.url()).pathname),
  );
  await navButton('Teams').click();
  await teamsCode;
  await settled();
  expect(remoteRequests.filter((url) => !url.startsWith('/remotes/teams/'))).toEqual([]);
  await page.getByRole('link', { name: 'List Teams', exact: true }).hover();
  await settled();
  expect(remoteRequests.filter((url) => !url.startsWith('/remotes/teams/'))).toEqual([]);
  await expect(page).toHaveURL('/home');

  const downloadedAhead = remoteRequests.length;
  await page.getByRole('link', { name: 'List Teams', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'List Teams' })).toBeVisible();
  expect(remoteRequests.slice(downloadedAhead)).toEqual([]);
});
