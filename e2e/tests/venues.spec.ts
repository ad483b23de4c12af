import { expect, test } from './a11y';
import { admin, openFromNav, plainUser, signIn } from './session';

/** A 1×1 PNG, so the upload is a real image checked by its content. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwAEAQH/2m5dIwAAAABJRU5ErkJggg==',
  'base64',
);

test('an Admin adds a venue with both contacts and an uploaded icon, then clears its venue contact', async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/user/login');
  await signIn(page, admin);
  await expect(page).toHaveURL('/home');

  await openFromNav(page, 'Venues', 'Add Venue');
  await expect(page).toHaveTitle('RG Add Venue');
  await expect(page.getByRole('heading', { name: 'Add New Venue' })).toBeVisible();
  await page.getByLabel('Venue Name').fill('E2E Studio');
  await page.getByLabel('Description').fill('Small studio, 8 seats');
  await page.getByLabel('Contact', { exact: true }).selectOption({ label: 'jsmith: Jane Smith' });
  await page.getByLabel('Venue Contact').selectOption({ label: 'akowalski: Anna Kowalski' });
  await page.getByLabel('Website URL').fill('https://example.org/studio');
  await page
    .getByLabel('Upload venue icon image file')
    .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(page.getByLabel('Venue Icon Image (path or URL)')).toHaveValue(/^\/uploads\/venues\/[0-9a-f-]+\.png$/);
  await page.getByRole('button', { name: 'Add' }).click();

  await expect(page).toHaveURL('/venue');
  await expect(page).toHaveTitle('RG List Venues');
  const row = page.getByRole('row', { name: /^E2E Studio / });
  await expect(row).toContainText('jsmith');
  await expect(row).toContainText('akowalski');
  const icon = row.getByAltText('E2E Studio icon');
  await expect(icon).toBeVisible();
  expect(await icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);

  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveTitle('RG Edit Venue');
  await expect(page.getByLabel('Venue Name (cannot be changed)')).toBeDisabled();
  await page.getByLabel('Venue Contact').selectOption({ label: '<delete>' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/venue');
  await expect(page.getByRole('row', { name: /^E2E Studio / })).not.toContainText('akowalski');
  await expect(page.getByRole('row', { name: /^E2E Studio / })).toContainText('jsmith');
});

test('a User sees the venue list without Edit or Del', async ({ page }) => {
  await page.goto('/user/login');
  await signIn(page, plainUser);
  await openFromNav(page, 'Venues', 'List Venues');
  await expect(page.getByRole('table', { name: 'A list of all venues currently in the database.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Del' })).toHaveCount(0);
});
