import { readFileSync } from 'node:fs';
import { expect, test } from './a11y';
import { openFromNav, plainUser, signIn } from './session';

test('a User subscribes to a team’s feed from its own page, and a calendar app reads it without signing in', async ({
  page,
}) => {
  await page.goto('/user/login');
  await signIn(page, plainUser);
  await openFromNav(page, 'Users', 'List Current User');
  await expect(page.getByRole('heading', { name: 'Calendar subscriptions' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Team or venue' }).selectOption('Team: Data Science');
  const teamLink = page.getByRole('textbox', { name: 'Team: Data Science', exact: true });
  const feedUrl = await teamLink.inputValue();
  expect(feedUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/ical\/[\w-]{43}\/team\/Data%20Science\.ics$/);
  await expect(page.getByRole('link', { name: 'Open in calendar app: Team: Data Science' })).toHaveAttribute(
    'href',
    feedUrl.replace(/^http:/, 'webcal:'),
  );

  // As a calendar app asks: no cookie, no Authorization header.
  const feed = await page.request.fetch(feedUrl, { headers: {} });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toContain('SUMMARY:DS Kickoff: Data Science\r\n');
  expect(text).not.toContain('Lab Inventory');

  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Reset links' }).click();
  await expect(page.getByText('Your calendar links were reset.')).toBeVisible();
  await expect(teamLink).not.toHaveValue(feedUrl);
  expect((await page.request.fetch(feedUrl)).status()).toBe(404);
});

test('Add to calendar downloads the meeting as <id>.ics', async ({ page }) => {
  await page.goto('/user/login');
  await signIn(page, plainUser);
  await openFromNav(page, 'Meetings', 'List All Meetings');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar: DS Kickoff' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('DS Kickoff.ics');
  const text = readFileSync(await download.path(), 'utf8');
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(text).toContain('SUMMARY:DS Kickoff: Data Science\r\n');
});
