import type { Page } from '@playwright/test';
import { expect, test } from './a11y';
import { admin, openFromNav, signIn } from './session';

const newUser = { username: 'e2e_user', password: 'e2e-password-1' };

async function addUser(
  page: Page,
  fields: { username: string; password?: string; role: string; first: string; last: string },
) {
  await openFromNav(page, 'Users', 'Add User');
  await expect(page).toHaveTitle('RG Add User');
  await page.getByLabel('Username').fill(fields.username);
  if (fields.password) await page.getByLabel('Password').fill(fields.password);
  await page.getByLabel(fields.role, { exact: true }).check();
  await page.getByLabel('First Name').fill(fields.first);
  await page.getByLabel('Last Name').fill(fields.last);
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL('/user/get-all');
  await expect(page.getByRole('row', { name: new RegExp(`^${fields.username} `) })).toBeVisible();
}

test('an Admin adds a User and a Contact; the User edits itself, stays out of others, and is deactivated', async ({
  browser,
}) => {
  const adminPage = await (await browser.newContext()).newPage();
  await adminPage.goto('/user/login');
  await signIn(adminPage, admin);
  await expect(adminPage).toHaveURL('/home');

  await addUser(adminPage, { ...newUser, role: 'User', first: 'Erin', last: 'Example' });
  await addUser(adminPage, { username: 'e2e_contact', role: 'Contact', first: 'Carl', last: 'Contact' });
  const adminRow = adminPage.getByRole('row', { name: /^admin / });
  const adminEditPath = await adminRow.getByRole('link', { name: 'Edit' }).getAttribute('href');
  const adminId = adminEditPath?.split('/').pop() ?? '';

  const userPage = await (await browser.newContext()).newPage();
  await userPage.goto('/user/login');
  await signIn(userPage, newUser);
  await expect(userPage).toHaveURL('/home');

  await openFromNav(userPage, 'Users', 'List Current User');
  await userPage.getByRole('link', { name: 'Edit' }).click();
  await expect(userPage).toHaveURL(/\/user\/get\/edit\//);
  await expect(userPage.getByLabel('Admin', { exact: true })).toBeDisabled();
  await userPage.getByLabel('First Name').fill('Erina');
  await userPage.getByRole('button', { name: 'Save' }).click();
  await expect(userPage).toHaveURL('/user/get');
  await expect(userPage.getByRole('cell', { name: 'Erina', exact: true })).toBeVisible();

  await userPage.goto(`/user/get/edit/${adminId}`);
  await expect(userPage).toHaveURL('/user/notauthorized');
  await expect(userPage.getByText('User is not authorized for this request.')).toBeVisible();
  await userPage.goto(`/user/get-all/edit/${adminId}`);
  await expect(userPage).toHaveURL('/user/notauthorized');

  await openFromNav(userPage, 'Users', 'List All Users');
  await expect(userPage.getByRole('row', { name: /^e2e_contact / })).toBeVisible();
  await expect(userPage.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(userPage.getByRole('button', { name: 'Del' })).toHaveCount(0);
  await expect(userPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Add / })).toHaveCount(0);

  await openFromNav(adminPage, 'Users', 'List All Users');
  await adminPage
    .getByRole('row', { name: /^e2e_user / })
    .getByRole('link', { name: 'Edit' })
    .click();
  await adminPage.getByLabel('Active').uncheck();
  await adminPage.getByRole('button', { name: 'Save' }).click();
  await expect(adminPage.getByRole('row', { name: /^e2e_user / })).toContainText('No');
  // The User's list, kept live, loads again and is refused: the alert says so, and the focus stays in the page.
  await expect(userPage.getByRole('alert')).toHaveText('Your session has ended. Please sign in again.');

  await openFromNav(userPage, 'Teams', 'List Teams');
  await expect(userPage).toHaveURL(/\/user\/login\?returnUrl=%2Fteam&loginStatus=refreshJWTExp$/);
  await expect(
    userPage.getByText('Your refresh JWT has expired. You have been automatically logged out.'),
  ).toBeVisible();
});

test('a Contact cannot sign in', async ({ page }) => {
  await page.goto('/user/login');
  await signIn(page, { username: 'akowalski', password: 'demo-Lakeside-2030' });
  await expect(page.getByRole('alert')).toHaveText('Incorrect username/password.');
});
