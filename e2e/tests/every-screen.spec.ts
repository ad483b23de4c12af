import type { Page } from '@playwright/test';
import { expect, screenProblems, settled, test, WIDTHS } from './a11y';
import { admin, plainUser, signIn } from './session';

/**
 * Every screen of SPEC §2 that a role may open, at a desktop and a phone width, empty and (for forms) showing the
 * errors of a refused submit: no accessibility violation (axe-core), no sideways page scroll, no console error.
 */

interface Screen {
  path: string;
  /** Makes the form show its errors: the checks refuse what it sends. */
  refuse?: (page: Page) => Promise<void>;
}

const submit = (name: 'Add' | 'Save') => async (page: Page) => {
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
};
const fillThenSubmit = (label: string, value: string, name: 'Add' | 'Save') => async (page: Page) => {
  await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await submit(name)(page);
};

/** Collects console errors and uncaught exceptions of a page. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught ${error.message}`));
  return problems;
}

async function check(page: Page, label: string, violations: string[]) {
  violations.push(...(await screenProblems(page, label)));
}

async function walk(page: Page, screens: readonly Screen[], violations: string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const { path, refuse } of screens) {
      await page.goto(path);
      await settled(page);
      await check(page, `${path} at ${width}px`, violations);
      if (!refuse) continue;
      await refuse(page);
      await check(page, `${path} at ${width}px, with errors`, violations);
    }
  }
}

/** The href of a row's Edit link on a list screen. */
async function editPath(page: Page, listPath: string, row: RegExp): Promise<string> {
  await page.goto(listPath);
  const edit = page.getByRole('link', { name: 'Edit' });
  const href = await page
    .getByRole('row', { name: row })
    .filter({ has: edit })
    .first()
    .getByRole('link', { name: 'Edit' })
    .getAttribute('href', { timeout: 10_000 });
  if (!href) throw new Error(`No Edit link in a row ${row} of ${listPath}`);
  return href;
}

async function signedIn(page: Page, account: { username: string; password: string }, violations: string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/user/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await check(page, `/user/login at ${width}px`, violations);
  }
  await signIn(page, account);
  await expect(page).toHaveURL('/home');
}

test.describe.configure({ timeout: 240_000 });

test('every screen an Admin may open passes axe, never scrolls sideways and logs no error', async ({ page }) => {
  const consoleProblems = watchConsole(page);
  const violations: string[] = [];
  await signedIn(page, admin, violations);
  const meetingEdit = await editPath(page, '/meeting', /./);
  const meetingId = meetingEdit.split('/').pop() ?? '';
  const userEdit = await editPath(page, '/user/get-all', /^lchen /);
  const userId = userEdit.split('/').pop() ?? '';
  await walk(
    page,
    [
      { path: '/home' },
      { path: '/user/notauthorized' },
      { path: '/venue' },
      { path: '/venue/create', refuse: submit('Add') },
      { path: '/venue/edit/Main%20Hall', refuse: fillThenSubmit('Town', '<Town>', 'Save') },
      { path: '/meeting' },
      { path: '/meeting/create', refuse: submit('Add') },
      { path: meetingEdit, refuse: fillThenSubmit('Comments', '<note>', 'Save') },
      { path: '/meeting/get/schedule' },
      { path: '/meeting/schedule/Data%20Science' },
      { path: `/meeting/schedule/edit/${meetingId}`, refuse: fillThenSubmit('Comments', '<note>', 'Save') },
      { path: '/meeting/calendar' },
      { path: '/meeting/calendar?view=month' },
      { path: '/team' },
      { path: '/team/create', refuse: submit('Save') },
      { path: '/team/edit/Data%20Science', refuse: fillThenSubmit('Meeting Link', 'not a link', 'Save') },
      { path: '/user/create', refuse: submit('Add') },
      { path: '/user/get-all' },
      { path: '/user/get' },
      { path: userEdit, refuse: fillThenSubmit('Email', 'a@b', 'Save') },
      { path: `/user/get/edit/${userId}`, refuse: fillThenSubmit('Email', 'a@b', 'Save') },
    ],
    violations,
  );
  expect(violations).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test('every screen a User may open passes axe, never scrolls sideways and logs no error', async ({ page }) => {
  const consoleProblems = watchConsole(page);
  const violations: string[] = [];
  await signedIn(page, plainUser, violations);
  const meetingEdit = await editPath(page, '/meeting/schedule/Data%20Science', /./);
  await page.goto('/user/get');
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/user\/get\/edit\//);
  const ownEdit = new URL(page.url()).pathname;
  await walk(
    page,
    [
      { path: '/home' },
      { path: '/user/notauthorized' },
      { path: '/venue' },
      { path: '/meeting' },
      { path: '/meeting/get/schedule' },
      { path: '/meeting/schedule/Data%20Science' },
      { path: meetingEdit, refuse: fillThenSubmit('Comments', '<note>', 'Save') },
      { path: '/meeting/calendar' },
      { path: '/meeting/calendar?view=week' },
      { path: '/team' },
      { path: '/user/get-all' },
      { path: '/user/get' },
      { path: ownEdit, refuse: fillThenSubmit('Email', 'a@b', 'Save') },
    ],
    violations,
  );
  expect(violations).toEqual([]);
  expect(consoleProblems).toEqual([]);
});
