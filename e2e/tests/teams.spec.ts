import { expect, test } from './a11y';
import { admin, openFromNav, plainUser, signIn } from './session';

test('an Admin creates a team with a lead and three members, then edits its members', async ({ page }) => {
  await page.goto('/user/login');
  await signIn(page, admin);
  await expect(page).toHaveURL('/home');

  await openFromNav(page, 'Teams', 'Add Team');
  await expect(page).toHaveTitle('RG Add Team');
  await page.getByLabel('Team Name').fill('E2E Team');
  await page.getByLabel('Description').fill('Walks the product end to end');
  await page.getByLabel('Team Lead').selectOption({ label: 'jsmith: Jane Smith' });
  const filter = page.getByLabel('Filter team members');
  for (const member of ['Li Chen', 'Maria Garcia', 'Thanh Nguyen']) {
    await filter.fill(member);
    await filter.press('Enter');
  }
  await expect(page.getByText('(3 selected)')).toBeVisible();
  await page.getByLabel('Meeting Link').fill('https://meet.example.org/e2e');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL('/team');
  const row = page.getByRole('row', { name: /^E2E Team / });
  await expect(row).toContainText('jsmith');
  await expect(row).toContainText('lchen, mgarcia, tnguyen');

  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveTitle('RG Edit Team');
  await page.getByLabel('mgarcia: Maria Garcia').uncheck();
  await page.getByLabel('Filter team members').fill('Siobhan');
  await page.getByLabel('Filter team members').press('Enter');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/team');
  await expect(page.getByRole('row', { name: /^E2E Team / })).toContainText('lchen, tnguyen, sokeefe');
});

test('a User sees the team list without Edit or Del', async ({ page }) => {
  await page.goto('/user/login');
  await signIn(page, plainUser);
  await openFromNav(page, 'Teams', 'List Teams');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Del' })).toHaveCount(0);
});
