import type { Page } from '@playwright/test';
import { expect, settled, test } from './a11y';
import { admin, signIn } from './session';

interface Fetched {
  path: string;
  transferSize: number;
  encodedBodySize: number;
  decodedBodySize: number;
}

/** What the page has fetched from its own origin so far, from the browser's resource timing. */
function fetchedByPage(page: Page): Promise<Fetched[]> {
  return page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => new URL(entry.name).origin === location.origin)
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        transferSize: entry.transferSize,
        encodedBodySize: entry.encodedBodySize,
        decodedBodySize: entry.decodedBodySize,
      })),
  );
}

const CALENDAR = '/meeting/calendar';

/** A section deployed again in place must be seen on the next visit: these are asked again every time. */
const REVALIDATED = [CALENDAR, '/config.json', '/remotes/meetings/mf-manifest.json'];

test('a first visit gets the code compressed, and a second one asks the server only for what a deploy may change and the data', async ({
  page,
}) => {
  await page.goto('/user/login');
  await signIn(page, admin);
  await expect(page).toHaveURL('/home');

  await page.goto(CALENDAR);
  await expect(page.getByRole('heading', { name: 'Calendar', exact: true })).toBeVisible();
  await settled(page);
  const code = (await fetchedByPage(page)).filter(({ path }) => /\.(js|css)$/.test(path));
  // The section's entry is named by its build, like its chunks: kept by the browser, found through the manifest.
  expect(code.map(({ path }) => path)).toContainEqual(
    expect.stringMatching(/^\/remotes\/meetings\/remoteEntry\.[0-9a-f]{10}\.js$/),
  );
  for (const file of code.filter(({ decodedBodySize }) => decodedBodySize > 4096)) {
    expect(file.encodedBodySize, `${file.path} sent compressed`).toBeLessThan(file.decodedBodySize / 2);
  }

  await page.goto(CALENDAR);
  await expect(page.getByRole('heading', { name: 'Calendar', exact: true })).toBeVisible();
  await settled(page);
  const again = await fetchedByPage(page);
  const fromServer = again.filter(({ path, transferSize }) => transferSize > 0 && !path.startsWith('/api/'));
  expect(fromServer.map(({ path }) => path).sort()).toEqual([...REVALIDATED].sort());
  // Each of them a 304: headers only, its body from the cache.
  for (const { path, transferSize } of fromServer) expect(transferSize, `${path} revalidated`).toBeLessThan(1024);
  const fromCache = again.filter(({ transferSize }) => transferSize === 0).map(({ path }) => path);
  expect(fromCache).toEqual(
    expect.arrayContaining(code.map(({ path }) => path).filter((path) => !REVALIDATED.includes(path))),
  );
});

test("a first visit to the calendar asks for its meetings while the calendar's code is still downloading", async ({
  page,
}) => {
  await page.goto('/user/login');
  await signIn(page, admin);
  await expect(page).toHaveURL('/home');

  await page.goto(`${CALENDAR}?view=week&date=2026-11-23`);
  await expect(page.getByRole('heading', { name: 'Calendar', exact: true })).toBeVisible();
  await settled(page);
  const timeline = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const { pathname, search } = new URL(entry.name);
      return {
        path: `${pathname}${search}`,
        start: entry.startTime,
        end: (entry as PerformanceResourceTiming).responseEnd,
      };
    }),
  );
  const meetings = timeline.find(({ path }) => path.startsWith('/api/meetings?from=2026-11-22&to=2026-11-30'));
  const lastCode = Math.max(
    ...timeline.filter(({ path }) => /^\/remotes\/meetings\/.*\.js$/.test(path)).map(({ end }) => end),
  );
  expect(meetings, 'the week of the address asked for').toBeDefined();
  expect(meetings?.start).toBeLessThan(lastCode);
});
