import type { Page } from '@playwright/test';
import { expect, test } from './a11y';
import { admin, openFromNav, signIn, stepTime } from './session';

/** A day no demo meeting uses, within the date picker's bounds. */
const DAY = '2030-06-03';

async function addMeeting(
  page: Page,
  meeting: { id: string; venue: string; start: [number, number]; end: [number, number] },
) {
  await openFromNav(page, 'Meetings', 'Add Meeting');
  await expect(page).toHaveTitle('RG Add Meeting');
  await page.getByLabel('Meeting Id').fill(meeting.id);
  await page.getByLabel('Team').selectOption('Data Science');
  await page.getByLabel('Venue').selectOption(meeting.venue);
  await page.getByRole('textbox', { name: 'Meeting Date' }).fill(DAY);
  await page.getByRole('textbox', { name: 'Meeting Date' }).press('Enter');
  await stepTime(page, 'Start Time', ...meeting.start);
  await stepTime(page, 'End Time', ...meeting.end);
  await page.getByRole('button', { name: 'Add' }).click();
}

test('an Admin schedules two meetings for a team and a clashing third is refused', async ({ page }) => {
  await page.goto('/user/login');
  await signIn(page, admin);
  await expect(page).toHaveURL('/home');

  await addMeeting(page, {
    id: 'E2E Kickoff',
    venue: 'Library Room 2.14',
    start: [-2, 0],
    end: [-1, 0],
  });
  await expect(page).toHaveURL('/meeting');
  await addMeeting(page, {
    id: 'E2E Review',
    venue: 'Library Room 2.14',
    start: [1, 0],
    end: [2, 0],
  });
  await expect(page).toHaveURL('/meeting');
  await expect(page.getByRole('row', { name: /^E2E Review / })).toContainText('Mon Jun 03 2030');

  await addMeeting(page, { id: 'E2E Clash', venue: 'Main Hall', start: [-2, 3], end: [-1, 3] });
  await expect(page.getByRole('alert')).toHaveText(
    /^Team Data Science already has meeting E2E Kickoff on Mon Jun 03 2030 from 10:00 am to 11:00 am \(.+\)\.$/,
  );
  await expect(page).toHaveURL('/meeting/create');
});

test('a team member opens the team schedule, edits a meeting there and returns to it', async ({ page }) => {
  await page.goto('/user/login');
  await signIn(page, { username: 'lchen', password: 'demo-Lakeside-2030' });
  await openFromNav(page, 'Meetings', 'List Team Schedule (3)');
  await page.getByLabel('Team').selectOption('Data Science');
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page).toHaveURL('/meeting/schedule/Data%20Science');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(4);

  await rows.nth(1).getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/meeting\/schedule\/edit\//);
  await page.getByLabel('Comments').fill('Moved the agenda to the shared drive');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/meeting/schedule/Data%20Science');
  await expect(page.getByRole('table')).toContainText('Moved the agenda to the shared drive');
});
