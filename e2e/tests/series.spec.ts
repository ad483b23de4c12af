import { expect, test } from './a11y';
import { admin, openFromNav, signIn, stepTime } from './session';

const SERIES_DATES = [
  'Mon Feb 04 2030',
  'Mon Feb 11 2030',
  'Mon Feb 18 2030',
  'Mon Feb 25 2030',
  'Mon Mar 04 2030',
  'Mon Mar 11 2030',
  'Mon Mar 18 2030',
  'Mon Mar 25 2030',
];

test('an Admin adds a weekly series of 8, finds it everywhere, then moves this and the following from the fifth', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/user/login');
  await signIn(page, admin);
  await expect(page).toHaveURL('/home');

  // A team of its own, so that its next three meetings are the series'.
  await openFromNav(page, 'Teams', 'Add Team');
  await page.getByLabel('Team Name').fill('Reading Club');
  await page.getByLabel('Description').fill('Reads one paper a week');
  await page.getByLabel('Team Lead').selectOption({ label: 'jsmith: Jane Smith' });
  await page.getByLabel('Filter team members').fill('Li Chen');
  await page.getByLabel('Filter team members').press('Enter');
  await page.getByLabel('Meeting Link').fill('https://meet.example.org/reading');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/team');

  await openFromNav(page, 'Meetings', 'Add Meeting');
  await page.getByLabel('Meeting Id').fill('Papers');
  await page.getByLabel('Team').selectOption('Reading Club');
  await page.getByLabel('Venue').selectOption('Main Hall');
  await page.getByRole('textbox', { name: 'Meeting Date' }).fill('2030-02-04');
  await page.getByRole('textbox', { name: 'Meeting Date' }).press('Enter');
  await stepTime(page, 'Start Time', -2, 0);
  await stepTime(page, 'End Time', -1, 0);
  await page.getByLabel('Repeats').selectOption('Weekly');
  await page.getByLabel('Or number of meetings').fill('8');
  const preview = page.getByRole('region', { name: 'Series dates' });
  await expect(preview).toContainText('8 meetings: Mon Feb 04 2030 to Mon Mar 25 2030');
  await expect(preview.getByRole('listitem')).toHaveText(SERIES_DATES);
  await page.getByRole('button', { name: 'Add' }).click();

  await expect(page).toHaveURL('/meeting');
  const rows = page.getByRole('row', { name: /^Papers/ });
  await expect(rows).toHaveCount(8);
  await expect(page.getByRole('row', { name: /^Papers_2030_03_04 / })).toContainText('Mon Mar 04 2030');

  await openFromNav(page, 'Meetings', 'List Team Schedule (3)');
  await page.getByLabel('Team').selectOption('Reading Club');
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('heading', { name: 'Next meetings of Reading Club' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Papers/ })).toHaveCount(3);
  for (const date of SERIES_DATES.slice(0, 3)) await expect(page.getByRole('table')).toContainText(date);

  await page.goto('/meeting/calendar?view=month&date=2030-02-01&team=Reading%20Club');
  // A month day's meeting is named by what it shows: its start, id, team and venue.
  const inCalendar = page.getByRole('button', { name: /^\d\d:\d\d [ap]m Papers(_2030_\d\d_\d\d)? · / });
  await expect(inCalendar).toHaveCount(4);
  // March's grid begins on Sunday 24 February.
  await page.goto('/meeting/calendar?view=month&date=2030-03-01&team=Reading%20Club');
  await expect(inCalendar).toHaveCount(5);

  await openFromNav(page, 'Meetings', 'List All Meetings');
  await page
    .getByRole('row', { name: /^Papers_2030_03_04 / })
    .getByRole('link', { name: 'Edit' })
    .click();
  await expect(page).toHaveTitle('RG Edit Meeting');
  await stepTime(page, 'Start Time', 4, 0);
  await stepTime(page, 'End Time', 4, 0);
  await page.getByRole('radio', { name: 'This and following meetings' }).check();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL('/meeting');
  const startOf = async (id: string) =>
    (await page
      .getByRole('row', { name: new RegExp(`^${id} `) })
      .getByRole('cell')
      .nth(4)
      .textContent()) ?? '';
  expect(await startOf('Papers')).toBe('10:00 am');
  expect(await startOf('Papers_2030_02_25')).toBe('10:00 am');
  for (const id of ['Papers_2030_03_04', 'Papers_2030_03_11', 'Papers_2030_03_18', 'Papers_2030_03_25']) {
    await expect(
      page
        .getByRole('row', { name: new RegExp(`^${id} `) })
        .getByRole('cell')
        .nth(4),
    ).toHaveText('02:00 pm');
  }
});
