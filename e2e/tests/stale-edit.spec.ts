import type { Page } from '@playwright/test';
import { expect, test } from './a11y';
import { admin, signIn } from './session';

const VENUE = 'Library Room 2.14';
const EDIT_URL = `/venue/edit/${encodeURIComponent(VENUE)}`;

async function openEditAsAdmin(page: Page) {
  await page.goto(`/user/login?returnUrl=${encodeURIComponent(EDIT_URL)}`);
  await signIn(page, admin);
  await expect(page.getByLabel('Venue Name (cannot be changed)')).toHaveValue(VENUE);
}

test('a save from a stale copy of a venue is refused, and Reload shows the other change', async ({ browser }) => {
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await openEditAsAdmin(first);
  await openEditAsAdmin(second);

  await first.getByLabel('Description').fill('Booked through the library desk');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first).toHaveURL('/venue');

  await second.getByLabel('Town').fill('Cambridge');
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(second.getByRole('alert')).toContainText(
    `Someone else changed venue ${VENUE} after you opened it. Reload to see their changes.`,
  );
  await expect(second).toHaveURL(EDIT_URL);

  await second.getByRole('button', { name: 'Reload' }).click();
  await expect(second.getByLabel('Description')).toHaveValue('Booked through the library desk');
  await expect(second.getByRole('alert')).toHaveCount(0);

  await second.getByLabel('Town').fill('Cambridge');
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(second).toHaveURL('/venue');
  const row = second.getByRole('row', { name: new RegExp(`^${VENUE.replaceAll('.', '\\.')} `) });
  await expect(row).toContainText('Booked through the library desk');
  await expect(row).toContainText('Cambridge');
});
