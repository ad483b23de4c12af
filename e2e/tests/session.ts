import { expect, type Page } from '@playwright/test';

/** The first admin's password, printed once by the server at its first start and captured by run-e2e.mjs. */
export const admin = { username: 'admin', password: process.env.E2E_ADMIN_PASSWORD ?? '' };
/** A demo User (DEMO_DATA=1). */
export const plainUser = { username: 'lchen', password: 'demo-Lakeside-2030' };

export async function signIn(page: Page, account: { username: string; password: string }) {
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Opens a nav bar menu and follows one of its entries, as a user would. */
export async function openFromNav(page: Page, menu: string, entry: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: menu }).click();
  await page.getByRole('link', { name: entry, exact: true }).click();
}

export async function expectSignedInAs(page: Page, account: { username: string }, role: string) {
  await expect(page.getByTestId('signed-in-user')).toHaveText(`Signed in as ${account.username} (${role})`);
}

/** Steps a time picker from its 12:00 start with the arrow keys, as a keyboard user would. */
export async function stepTime(page: Page, label: 'Start Time' | 'End Time', hourSteps: number, minuteSteps: number) {
  const group = page.getByRole('group', { name: label });
  const press = async (unit: 'Hours' | 'Minutes', steps: number) => {
    const field = group.getByRole('spinbutton', { name: unit });
    await field.focus();
    for (let step = 0; step < Math.abs(steps); step += 1) await field.press(steps > 0 ? 'ArrowUp' : 'ArrowDown');
  };
  await press('Hours', hourSteps);
  await press('Minutes', minuteSteps);
}
