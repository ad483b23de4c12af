import type { Locator, Page } from '@playwright/test';
import { expect, test } from './a11y';
import { admin, signIn } from './session';

/** The lists at a phone's and a desktop's width: every field and every row action within sight. */

async function signedInAt(page: Page, width: number, path: string) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto('/user/login');
  await signIn(page, admin);
  await expect(page).toHaveURL('/home');
  await page.goto(path);
  await expect(page.getByRole('table')).toBeVisible();
}

/** Whether the element lies within the window's width. */
async function withinWidth(element: Locator) {
  const box = await element.boundingBox();
  const width = await element.evaluate(() => window.innerWidth);
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

test('at 375px each meeting shows its date, start and end within the width, and nothing scrolls sideways', async ({
  page,
}) => {
  await signedInAt(page, 375, '/meeting');
  const box = page.getByRole('table').locator('..');
  expect(await box.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const firstMeeting = page.getByRole('row').nth(1);
  const [, , , date, start, end] = await firstMeeting.getByRole('cell').all();
  for (const cell of [date, start, end] as Locator[]) {
    await expect(cell).toBeVisible();
    expect(await withinWidth(cell)).toBe(true);
  }
  await expect(date as Locator).toHaveText(/^\w{3} \w{3} \d\d \d{4}$/);
  await expect(date as Locator).toHaveAttribute('data-label', 'Date');
  // Sorting stays within reach: the header row shows its sort button.
  await expect(page.getByRole('button', { name: /^Date/ })).toBeVisible();
});

test('at 375px the current user shows every field, the role too, within the width', async ({ page }) => {
  await signedInAt(page, 375, '/user/get');
  const role = page.getByRole('row').nth(1).getByRole('cell').nth(3);
  await expect(role).toHaveText('Admin');
  expect(await withinWidth(role)).toBe(true);
  expect(await withinWidth(page.getByRole('link', { name: /^Edit / }))).toBe(true);
});

test('at 1280px the venue list keeps every row’s Edit and Del in view, however far the table scrolls', async ({
  page,
}) => {
  await signedInAt(page, 1280, '/venue');
  const box = page.getByRole('region', { name: 'A list of all venues currently in the database.' });
  const actions = [
    ...(await page.getByRole('link', { name: /^Edit / }).all()),
    ...(await page.getByRole('button', { name: /^Del / }).all()),
  ];
  expect(actions.length).toBeGreaterThan(2);
  for (const scrollLeft of [0, 10_000]) {
    await box.evaluate((element, left) => element.scrollTo({ left }), scrollLeft);
    const { x, width } = (await box.boundingBox()) ?? { x: 0, width: 0 };
    for (const action of actions) {
      const actionBox = await action.boundingBox();
      expect(actionBox?.x ?? -1).toBeGreaterThanOrEqual(x);
      expect((actionBox?.x ?? 0) + (actionBox?.width ?? 0)).toBeLessThanOrEqual(x + width);
    }
  }
});
