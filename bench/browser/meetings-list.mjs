import { navEntry, signedInContext, signedInPageWithCache } from './product.mjs';

const ROW_HEIGHT_PX = 37; // shared-ui DataTable's fixed row height once it virtualizes

/** How long a person's pointer takes from a menu's button to one of its links (Fitts' law, a short move). */
const POINTING_MS = 300;

/**
 * Signed in on home, with the meetings remote not yet loaded: ms from the click on 'List All Meetings' to the
 * table holding `count` meetings: its first row painted and its scroll box as tall as `count` rows (the list
 * virtualizes, so only the rows in view are in the DOM). With a count of 1, when the first rows show. The click comes
 * as a person's does: the Meetings menu opened, and the pointer on the link for POINTING_MS before it presses, time
 * in which the shell fetches the code ahead. With `codeCached`, the list was opened once before in another page load,
 * so the browser's cache holds the section's code, as on any later day for the same build.
 */
export async function clickToTableMs(browser, server, count, { codeCached = false } = {}) {
  const { context, page } = codeCached
    ? await signedInPageWithCache(browser, server)
    : await freshPage(browser, server);
  if (codeCached) await openMeetingList(page);
  await page.goto('/home');
  await page.getByRole('heading', { name: 'Home' }).waitFor();
  await page.waitForLoadState('networkidle');
  const link = await navEntry(page, 'Meetings', 'List All Meetings');
  await link.evaluate((element, minHeight) => {
    element.addEventListener('click', () => {
      const clickedAt = performance.now();
      const check = () => {
        const box = document.querySelector('main table')?.parentElement;
        const painted = box?.querySelector('tbody tr td');
        if (painted && box.scrollHeight >= minHeight) window.__fullTableMs = performance.now() - clickedAt;
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  }, count * ROW_HEIGHT_PX);
  await link.hover();
  await page.waitForTimeout(POINTING_MS);
  await link.click();
  const ms = await (await page.waitForFunction(() => window.__fullTableMs, null, { timeout: 120_000 })).jsonValue();
  await context.close();
  return ms;
}

async function freshPage(browser, server) {
  const context = await signedInContext(browser, server);
  return { context, page: await context.newPage() };
}

/** Opens the list of all meetings and waits for its first row. */
async function openMeetingList(page) {
  await page.goto('/meeting');
  await page.locator('main table tbody tr td').first().waitFor({ timeout: 60_000 });
}

/**
 * The longest task (ms, 0 when none over 50 ms) while the meetings table is scrolled from top to bottom and back
 * in small wheel steps, as a user drags through it.
 */
export async function longestScrollTaskMs(browser, server) {
  const { context, page } = await freshPage(browser, server);
  await openMeetingList(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  const box = page.locator('main table').locator('..');
  await box.hover();
  for (const direction of [1, -1]) {
    for (let step = 0; step < 125; step++) {
      await page.mouse.wheel(0, direction * 3_000);
      await page.waitForTimeout(16);
    }
  }
  await box.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  await page.waitForTimeout(500);
  const tasks = await page.evaluate(() => window.__longTasks);
  await context.close();
  return Math.max(0, ...tasks);
}
