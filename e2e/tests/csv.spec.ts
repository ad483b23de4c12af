import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, screenProblems, test, WIDTHS } from './a11y';
import { admin, openFromNav, signIn } from './session';

/** Chooses a file of this text in the Import page's file field, as a user picking it from disk would. */
const chooseCsv = (page: Page, text: string) =>
  page.getByLabel('CSV file').setInputFiles({ name: 'venues.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

/** Clicks a button that saves a file, and answers that file's name and text. */
async function savedFile(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

test('an Admin imports venues from CSV: the preview names two broken rows, the fixed file imports', async ({
  page,
}) => {
  // Two axe runs and two screenshots of the preview, then every screen again at both widths.
  test.setTimeout(90_000);
  await page.goto('/user/login');
  await signIn(page, admin);
  await openFromNav(page, 'Users', 'Import');
  await expect(page.getByRole('heading', { name: 'Import', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'List' }).selectOption('Venues');

  const template = await savedFile(page, 'Download the template');
  expect(template.name).toBe('venues.csv');
  const header = template.text.replace(/^\uFEFF/, '').trim();
  expect(header).toMatch(/^_id,description,\w+_contact,contact,website,/);
  const columns = header.split(',');
  const venueRow = (values: Record<string, string>) => columns.map((column) => values[column] ?? '').join(',');
  const rows = (contact: string, name: string) =>
    [
      header,
      venueRow({ _id: 'CSV Hall', description: 'Imported from a spreadsheet' }),
      venueRow({ _id: name, description: 'Second' }),
      venueRow({ _id: 'CSV Annex', contact }),
    ].join('\r\n');

  await chooseCsv(page, rows('admin', 'CSV Lab!'));
  await expect(page.getByRole('heading', { name: 'The file holds 3 rows; 2 of them break a rule.' })).toBeVisible();
  const failures = page.getByRole('table', { name: 'The rows that break a rule, each with its first broken rule.' });
  await expect(failures.getByRole('row')).toHaveCount(3);
  await expect(failures).toContainText('Venue Name must consist only of a-z A-Z 0-9 . - _ and space characters');
  await expect(failures).toContainText('admin');
  await expect(page.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`import-preview-${width}.png`), fullPage: true });
    expect(await screenProblems(page, `user/import with a preview at ${width} px`)).toEqual([]);
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });

  await chooseCsv(page, rows('', 'CSV Lab'));
  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(page.getByRole('main').getByText('3 rows imported into Venues.')).toBeVisible();

  await openFromNav(page, 'Venues', 'List Venues');
  const venues = page.getByRole('table', { name: 'A list of all venues currently in the database.' });
  for (const name of ['CSV Hall', 'CSV Lab', 'CSV Annex']) await expect(venues).toContainText(name);

  // The list's export holds the imported rows as they were written, under the template's columns and the one it
  // does not read.
  const exported = await savedFile(page, 'Export CSV');
  expect(exported.name).toBe('venues.csv');
  const lines = exported.text.split('\r\n');
  expect(lines[0]).toBe(`${template.text.split('\r\n')[0]},updatedDate`);
  expect(lines.some((line) => line.startsWith('CSV Hall,Imported from a spreadsheet,'))).toBe(true);

  // And it imports back: the same header is read, each row is checked again (here, every venue is there already).
  await openFromNav(page, 'Users', 'Import');
  await page.getByRole('combobox', { name: 'List' }).selectOption('Venues');
  await chooseCsv(page, exported.text);
  await expect(
    page.getByRole('heading', { name: /^The file holds (\d+) rows; \1 of them break a rule\.$/ }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Duplicate key error - venues CSV Hall already exists');
});

test("an Admin imports meetings with times on the group's clock, as the page and the template say", async ({
  page,
}) => {
  await page.goto('/user/login');
  await signIn(page, admin);
  await openFromNav(page, 'Users', 'Import');
  await page.getByRole('combobox', { name: 'List' }).selectOption('Meetings');
  // The group works in Europe/Warsaw (run-e2e.mjs).
  await expect(page.getByRole('main')).toContainText(
    "write startTime and endTime as HH:MM on the meetingDate, or as YYYY-MM-DD HH:MM, on the group's clock (Europe/Warsaw)",
  );
  const template = await savedFile(page, 'Download the template');
  const [header, ...examples] = template.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(header).toBe('_id,team,venue,meetingDate,startTime,endTime,comments');
  expect(examples).toHaveLength(2);

  const file = [
    header,
    'CSV Morning,Data Science,Main Hall,2030-10-15,10:00,11:30,',
    'CSV Evening,Data Science,Main Hall,2030-10-15,2030-10-15 23:00,2030-10-16T00:30+02:00,',
  ].join('\r\n');
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'meetings.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await expect(page.getByRole('heading', { name: 'The file holds 2 rows, all ready to import.' })).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByRole('main').getByText('2 rows imported into Meetings.')).toBeFocused();

  // The export writes them as they were typed, on the group's clock, with its offset.
  await openFromNav(page, 'Meetings', 'List All Meetings');
  const exported = (await savedFile(page, 'Export CSV')).text.split('\r\n');
  expect(exported).toContainEqual(
    expect.stringMatching(
      /^CSV Morning,Data Science,Main Hall,2030-10-15,2030-10-15T10:00\+02:00,2030-10-15T11:30\+02:00,/,
    ),
  );
  expect(exported).toContainEqual(
    expect.stringMatching(
      /^CSV Evening,Data Science,Main Hall,2030-10-15,2030-10-15T23:00\+02:00,2030-10-16T00:30\+02:00,/,
    ),
  );
});
