import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test as base } from './api-answers';

/**
 * axe-core on every screen the suites visit. Each spec imports `test` from here: after each test, every address its
 * pages went to (in any browser context the test opened) is visited again by the same page, signed in as it was,
 * at a desktop and a phone width, and checked. A screen is checked once per run, whatever its ids and query values.
 */

export const WIDTHS = [1280, 375] as const;
const PAGE_LOADING = 'Loading data. Please wait...';
/** Addresses that act rather than show: visiting them again would sign out or leave the app. */
const NOT_SCREENS = ['/user/logout', '/externalRedirect'];

/** Waits until the screen shows its content: a page is on screen and nothing says it is still loading. */
export async function settled(page: Page) {
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.getByText(PAGE_LOADING).filter({ visible: true })).toHaveCount(0);
}

/** What is wrong with the screen on show: an axe-core violation, or a page wider than the window. */
export async function screenProblems(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  const [pageWidth, windowWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  if ((pageWidth ?? 0) > (windowWidth ?? 0))
    problems.push(`${label}: the page scrolls sideways (${pageWidth} > ${windowWidth})`);
  // With the one experimental rule that speech input depends on: a control's name starts with what it shows.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  for (const violation of violations) {
    const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
    problems.push(`${label}: ${violation.id} (${violation.help}) at ${targets}`);
  }
  return problems;
}

/** One screen, whatever the record or the query's values: its path with ids as they came, and its query's names. */
export function screenKey(address: URL): string {
  const names = [...new Set(address.searchParams.keys())].sort().join('&');
  return `${address.pathname}${names ? `?${names}` : ''}`;
}

interface Visit {
  page: Page;
  address: string;
}

export const test = base.extend<{ everyScreenPassesAxe: undefined }, { checkedScreens: Set<string> }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; it needs none.
  checkedScreens: [async ({}, use) => use(new Set()), { scope: 'worker' }],
  everyScreenPassesAxe: [
    async ({ browser, context, page: firstPage, checkedScreens }, use) => {
      const visits = new Map<string, Visit>();
      const follow = (page: Page) =>
        page.on('framenavigated', (frame) => {
          if (frame !== page.mainFrame() || !frame.url().startsWith('http')) return;
          const address = new URL(frame.url());
          // Only this app's screens: single sign-on passes through the OpenID provider's own pages.
          if (address.origin !== new URL(process.env.E2E_BASE_URL ?? address.href).origin) return;
          const key = screenKey(address);
          if (!NOT_SCREENS.includes(address.pathname) && !checkedScreens.has(key) && !visits.has(key))
            visits.set(key, { page, address: `${address.pathname}${address.search}` });
        });
      const followContext = (opened: typeof context) => opened.on('page', follow);
      follow(firstPage);
      followContext(context);
      browser.on('context', followContext);
      await use(undefined);
      browser.off('context', followContext);

      const problems: string[] = [];
      for (const [key, { page, address }] of visits) {
        // A suite may have checked the screen itself meanwhile (every-screen.spec.ts).
        if (page.isClosed() || checkedScreens.has(key)) continue;
        checkedScreens.add(key);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(address);
          await settled(page);
          problems.push(...(await screenProblems(page, `${address} at ${width}px`)));
        }
      }
      expect(problems).toEqual([]);
    },
    // Visiting the test's screens again takes longer than a test may: the check has a time of its own.
    { auto: true, timeout: 300_000 },
  ],
});

export { expect };
