import { expect, test } from './a11y';
import { openFromNav, signIn } from './session';

/** A demo User no other test signs in as: its password changes here. */
const owner = { username: 'sokeefe', password: 'demo-Lakeside-2030' };
const newPassword = 'Granite-Orchard-Kettle-71';

test('a User changes its own password only with the current one, then signs in with the new one', async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/user/login');
  await signIn(page, owner);
  await expect(page).toHaveURL('/home');

  await openFromNav(page, 'Users', 'List Current User');
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/user\/get\/edit\//);
  await page.getByLabel('Password (blank keeps the current one)', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter your current password to set a new one.');

  await page.getByLabel('Current password', { exact: true }).fill('not my password at all');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Current password is incorrect.');

  await page.getByLabel('Current password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/user/get');

  const later = await (await browser.newContext()).newPage();
  await later.goto('/user/login');
  await signIn(later, owner);
  await expect(later.getByRole('alert')).toHaveText('Incorrect username/password.');
  await signIn(later, { ...owner, password: newPassword });
  await expect(later).toHaveURL('/home');
});
