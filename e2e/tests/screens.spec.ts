import type { Page } from '@playwright/test';
import { expect, test } from './a11y';
import { admin, openFromNav, signIn } from './session';

/** What a new user found trying every screen: each test guards one fix. */

const LOADING = 'Loading data. Please wait...';

async function signedInAsAdmin(page: Page, path: string) {
  await page.goto('/user/login');
  await signIn(page, admin);
  await expect(page).toHaveURL('/home');
  await page.goto(path);
}

/** A date in the next month, so the test never depends on today's date. */
function nextMonthDate(): string {
  const date = new Date(Date.now());
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + 1);
  date.setUTCDate(15);
  return date.toISOString().slice(0, 10);
}

test('the venue list header sticks 90px from the top of a table, over a strip the rows do not show through', async ({
  page,
}) => {
  await signedInAsAdmin(page, '/venue');
  const header = page.locator('[data-sticky-header]');
  const table = page.getByRole('table', { name: 'A list of all venues currently in the database.' });
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 420 });
    await page.evaluate(() => window.scrollTo(0, 0));
    // At rest the header lies over the table's own header, not over the first venue.
    const firstRow = table.getByRole('row').nth(1);
    const [headerBox, rowBox] = [await header.boundingBox(), await firstRow.boundingBox()];
    expect((headerBox?.y ?? 0) + (headerBox?.height ?? 0)).toBeLessThanOrEqual((rowBox?.y ?? 0) + 1);

    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(90);
    const above = await page.evaluate(() => document.elementFromPoint(200, 70)?.closest('td, th') ?? null);
    expect(above).toBeNull();

    // The table scrolls sideways inside its card, the page never does, and the header follows the table.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await table.evaluate((element) => {
      (element.parentElement as HTMLElement).scrollLeft = 120;
    });
    const realTown = await table.getByRole('columnheader', { name: 'Town' }).boundingBox();
    await expect.poll(async () => (await header.getByText('Town').boundingBox())?.x).toBeCloseTo(realTown?.x ?? 0, 0);
    // A pinned column's copy stays over the real one, at the right edge.
    const realDel = await table.getByRole('columnheader', { name: 'Del' }).boundingBox();
    await expect.poll(async () => (await header.getByText('Del').boundingBox())?.x).toBeCloseTo(realDel?.x ?? 0, 0);
  }

  // A phone shows each venue as a card of labelled lines: no header row to stick, nothing to scroll sideways.
  await page.setViewportSize({ width: 375, height: 420 });
  await expect(header).toBeHidden();
  expect(
    await table.evaluate((element) => element.parentElement?.scrollWidth === element.parentElement?.clientWidth),
  ).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('a message appearing on blur moves nothing, so the click that caused the blur lands', async ({ page }) => {
  await signedInAsAdmin(page, '/user/create');
  await page.getByLabel('Password').focus();
  await page.getByLabel('User', { exact: true }).click();
  await expect(page.getByLabel('User', { exact: true })).toBeChecked();
  await expect(page.getByText('Password is required', { exact: true })).toBeVisible();

  await page.goto('/meeting/create');
  await page.getByLabel('Meeting Id').focus();
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('alert')).toHaveText('Meeting Id is required.');
});

test('forms share one grid and one control height; pages share one left edge; read-only fields look alike', async ({
  page,
}) => {
  await signedInAsAdmin(page, '/meeting/create');
  await expect(page.getByLabel('Venue')).toBeVisible();
  const heights = await page
    .locator('form input:not([type=radio],[type=checkbox],[type=file]), form select')
    .evaluateAll((controls) => controls.map((control) => control.getBoundingClientRect().height));
  expect(new Set(heights)).toEqual(new Set([40]));
  const venue = await page.getByLabel('Venue').boundingBox();
  const date = await page.getByRole('textbox', { name: 'Meeting Date' }).boundingBox();
  expect(date?.y).toBe(venue?.y);
  await page.setViewportSize({ width: 700, height: 800 });
  const [narrowVenue, narrowDate] = [
    await page.getByLabel('Venue').boundingBox(),
    await page.getByRole('textbox', { name: 'Meeting Date' }).boundingBox(),
  ];
  expect(narrowDate?.y).toBeGreaterThan(narrowVenue?.y ?? 0);
  await page.setViewportSize({ width: 1280, height: 800 });

  const headingX = async (path: string, name: string) => {
    await page.goto(path);
    return (await page.getByRole('heading', { name, level: 1 }).boundingBox())?.x;
  };
  const listX = await headingX('/venue', 'List All Venues');
  expect(await headingX('/home', 'Home')).toBe(listX);
  expect(await headingX('/meeting/get/schedule', 'Team Schedule')).toBe(listX);

  await page.goto('/venue/edit/Main%20Hall');
  const disabledLook = await page
    .getByLabel('Venue Name (cannot be changed)')
    .evaluate((input) => getComputedStyle(input).backgroundColor);
  await page.goto('/meeting');
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'Edit' }) })
    .first()
    .getByRole('link', { name: 'Edit' })
    .click();
  await expect(page.getByLabel('Meeting Id')).not.toHaveValue('');
  expect(await page.getByLabel('Meeting Id').evaluate((input) => getComputedStyle(input).backgroundColor)).toBe(
    disabledLook,
  );
});

test('the date picker opens without a tooltip over last week, and its tooltips stay on a phone screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signedInAsAdmin(page, '/meeting/create');
  await page.getByRole('button', { name: 'Choose Meeting Date' }).click();
  const focused = page.locator('[role=gridcell][tabindex="0"]');
  await expect(focused).toBeFocused();
  await page.waitForTimeout(300);
  expect(await focused.evaluate((cell) => getComputedStyle(cell, '::after').opacity)).toBe('0');

  const firstColumn = page.locator('[role=grid] tbody tr:nth-child(3) td:first-child');
  await firstColumn.hover();
  await page.waitForTimeout(300);
  const tooltipLeft = await firstColumn.evaluate((cell) => {
    const style = getComputedStyle(cell, '::after');
    return {
      opacity: style.opacity,
      cellLeft: cell.getBoundingClientRect().left,
      left: style.left,
      translate: style.translate,
    };
  });
  expect(tooltipLeft.opacity).toBe('1');
  // It starts at the cell's left edge (not centred on it), so it stays inside the window.
  expect(tooltipLeft.left).toBe('0px');
  expect(tooltipLeft.translate === 'none' || tooltipLeft.translate.startsWith('0px')).toBe(true);
  expect(tooltipLeft.cellLeft).toBeGreaterThanOrEqual(0);
});

test('a failed load shows the alert and a Retry, never the loading text', async ({ page }) => {
  await signedInAsAdmin(page, '/home');
  await page.route('**/api/venues', (route) => route.fulfill({ status: 500, json: { message: 'Venues are resting' } }));
  await openFromNav(page, 'Venues', 'List Venues');
  await expect(page.getByRole('alert')).toContainText('Venues are resting');
  await expect(page.getByText(LOADING).filter({ visible: true })).toHaveCount(0);
  await page.unroute('**/api/venues');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('table', { name: 'A list of all venues currently in the database.' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a page still loading says so at once', async ({ page }) => {
  await signedInAsAdmin(page, '/home');
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  // The first open of a form: its section and page code take their time.
  await page.route('**/remotes/venues/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await openFromNav(page, 'Venues', 'Add Venue');
  await expect(page.getByRole('status').filter({ hasText: LOADING })).toBeVisible({ timeout: 100 });
  await expect(page.getByRole('heading', { name: 'Add New Venue' })).toBeVisible();
  await expect(page.getByText(LOADING).filter({ visible: true })).toHaveCount(0);
});

test('a refused submit marks the field, focuses it in view and shows the alert', async ({ page }) => {
  await signedInAsAdmin(page, '/venue/create');
  await page.getByLabel('Venue Name').fill('   ');
  await page.getByLabel('Town').fill('<Town>');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('alert')).toHaveText('Venue Name is required.');
  const name = page.getByLabel('Venue Name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  expect(await name.evaluate((input) => getComputedStyle(input).borderColor)).toBe(
    await page.getByRole('alert').evaluate(() => {
      const probe = document.createElement('span');
      probe.className = 'text-red-700';
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    }),
  );
  // The focused field is what comes into view; the alert below the form does not take the scroll from it.
  await expect(name).toBeInViewport();
});

test('a date out of range is kept as typed, with the SPEC message, and never sent', async ({ page }) => {
  await signedInAsAdmin(page, '/meeting/create');
  let sent = false;
  await page.route('**/api/meetings/add', (route) => {
    sent = true;
    return route.continue();
  });
  await page.getByLabel('Meeting Id').fill('E2E Far Future');
  await page.getByLabel('Team').selectOption('Data Science');
  await page.getByLabel('Venue').selectOption('Main Hall');
  await page.getByRole('group', { name: 'End Time' }).getByRole('spinbutton', { name: 'Hours' }).press('ArrowUp');
  const date = page.getByRole('textbox', { name: 'Meeting Date' });
  await date.fill('2031-01-15');
  await date.press('Tab');
  await expect(date).toHaveValue('2031-01-15');
  await expect(page.getByText('Meeting Date year must be <= 2030', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('alert')).toHaveText('Meeting Date year must be <= 2030');
  await expect(page).toHaveURL('/meeting/create');
  expect(sent).toBe(false);

  // An unparsable date: one message, not the picker's and the SPEC's at once.
  await date.fill('2030-02-30');
  await date.press('Tab');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('alert')).toHaveText('Meeting meetingDate is required.');
  await expect(page.getByText('Invalid date. Use the format YYYY-MM-DD.')).toHaveCount(0);

  // A valid date is sent as typed.
  await date.fill(nextMonthDate());
  await date.press('Tab');
  await expect(date).toHaveValue(nextMonthDate());
});

test('an image path is previewed only once complete, after typing pauses', async ({ page }) => {
  await signedInAsAdmin(page, '/venue/create');
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') requested.push(new URL(request.url()).pathname);
  });
  await page.route('**/uploads/venues/typed.png', (route) => route.fulfill({ status: 404, body: '' }));
  await page.getByLabel('Venue Icon Image (path or URL)').pressSequentially('/uploads/venues/typed.png', { delay: 30 });
  await expect(page.getByAltText('Venue Icon Image preview')).toBeAttached();
  expect(requested).toEqual(['/uploads/venues/typed.png']);
});

test('refused emails and a blank venue name say the SPEC words in the alert', async ({ page }) => {
  await signedInAsAdmin(page, '/user/create');
  await page.getByLabel('Username').fill('e2e_email');
  await page.getByLabel('Password').fill('e2e-password-1');
  await page.getByLabel('User', { exact: true }).check();
  await page.getByLabel('First Name').fill('Eve');
  await page.getByLabel('Last Name').fill('Mail');
  await page.getByRole('textbox', { name: 'Email' }).fill('a@b');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email entry.');
  await expect(page.getByText('Email is invalid', { exact: true })).toBeVisible();

  await page.goto('/user/get-all');
  await page
    .getByRole('row', { name: /^lchen / })
    .getByRole('link', { name: 'Edit' })
    .click();
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid Email entry.');

  await page.goto('/venue/create');
  await page.getByLabel('Venue Name').fill('   ');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('alert')).toHaveText('Venue Name is required.');
});
