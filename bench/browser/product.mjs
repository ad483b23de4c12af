// The running product as the browser bench needs it: the admin's session through the API, meetings seeded
// through the API, and a page signed in the way the browser keeps a session: shared-auth's localStorage
// 'currentUser', and the session's refresh cookie.
import { signInThroughApi } from '../../tooling/processes/server-process.mjs';

/**
 * Signs the admin in through the API: `user` is what shared-auth stores, `refreshCookie` what the browser keeps. The
 * admin is the server's `admin` when it was started with one (bench/server/seeded-server.mjs), else the first start's.
 */
export function signInAdmin(server) {
  return signInThroughApi(server.url, server.admin ?? { username: 'admin', password: server.adminPassword });
}

/** The refresh cookie as Playwright gives it to a browser: for the refresh route of the server, as sign-in sets it. */
export function browserCookie(server, refreshCookie) {
  const [name, value] = refreshCookie.split('=');
  const domain = new URL(server.url).hostname;
  return { name, value, domain, path: '/api/users/refresh', httpOnly: true, sameSite: 'Strict' };
}

export async function api(server, user, method, route, body) {
  const response = await fetch(`${server.url}/api${route}`, {
    method,
    headers: { authorization: `Bearer ${user.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

const SLOTS_PER_DAY = 12;
const FIRST_DAY = Date.UTC(2027, 5, 1);

/**
 * Adds meetings through the API until there are `total`, each in its own hour (no conflicts), from June 2027 on,
 * with a few parallel requests.
 */
export async function seedMeetings(server, user, total) {
  const [existing, teams, venues] = await Promise.all([
    api(server, user, 'GET', '/meetings'),
    api(server, user, 'GET', '/teams/teams'),
    api(server, user, 'GET', '/venues/venues'),
  ]);
  let next = existing.length;
  const worker = async () => {
    while (next < total) {
      const index = next++;
      const start = new Date(
        FIRST_DAY + Math.floor(index / SLOTS_PER_DAY) * 86_400_000 + ((index % SLOTS_PER_DAY) + 7) * 3_600_000,
      );
      await api(server, user, 'POST', '/meetings/add', {
        _id: `Bench meeting ${index}`,
        team: teams[index % teams.length],
        venue: venues[index % venues.length],
        meetingDate: start.toISOString().slice(0, 10),
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 45 * 60_000).toISOString(),
        comments: `Seeded by the browser bench, number ${index}.`,
        updatedDate: new Date().toISOString(),
      });
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
}

/**
 * The tab's change stream, which the browser figures leave out: an open stream is a request that never ends, so a
 * page with it would never be network-idle. A refused stream is retried after 1 s, 2 s, 4 s …, each quick to fail.
 */
export const CHANGE_STREAM_URL = '**/api/changes/stream';

/**
 * A fresh context whose pages open signed in as the admin, in a session of its own: each refresh replaces the
 * session's cookie, so two contexts cannot share one. `options` are Playwright's context options.
 */
export async function signedInContext(browser, server, options = {}) {
  const context = await signedInContextWithCache(browser, server, options);
  await context.route(CHANGE_STREAM_URL, (route) => route.abort());
  return context;
}

async function signedInContextWithCache(browser, server, options) {
  const { user, refreshCookie } = await signInAdmin(server);
  const context = await browser.newContext({ baseURL: server.url, ...options });
  await context.addCookies([browserCookie(server, refreshCookie)]);
  await context.addInitScript((stored) => {
    if (!localStorage.getItem('currentUser')) localStorage.setItem('currentUser', stored);
  }, JSON.stringify(user));
  return context;
}

/**
 * signedInContext's context and a page of it, whose change stream Chromium itself refuses: Playwright's routing, by
 * which signedInContext refuses it, turns the browser's HTTP cache off, and a second visit must find what the first
 * one cached.
 */
export async function signedInPageWithCache(browser, server, options = {}) {
  const context = await signedInContextWithCache(browser, server, options);
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.setBlockedURLs', { urls: ['*/api/changes/stream*'] });
  return { context, page };
}

/** Opens a nav bar menu and returns its entry's link, as a user would reach it. */
export async function navEntry(page, menu, entry) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: menu }).click();
  return page.getByRole('link', { name: entry, exact: true });
}
