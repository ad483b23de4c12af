import type { Locator, Page } from '@playwright/test';
import { expect, screenProblems, settled, test } from './a11y';
import { admin } from './session';

/**
 * Each task of the SPEC by keyboard alone, as a screen reader user meets it: after every step the focus is in the new
 * page (its heading), on the alert or in the list, never on the page's body, and the live region says what happened.
 */

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator, direction: 'forward' | 'backward' = 'forward') {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(direction === 'forward' ? 'Tab' : 'Shift+Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

const liveRegion = (page: Page) => page.locator('#live-region');

async function expectPageFocused(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeFocused();
}

async function expectNoScreenProblems(page: Page, label: string) {
  expect(await screenProblems(page, label)).toEqual([]);
}

/** Opens a menu of the nav bar from the page and follows one of its entries, all by keyboard. */
async function followNav(page: Page, menu: string, entry: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await tabTo(page, nav.getByRole('button', { name: menu }), 'backward');
  await page.keyboard.press('Enter');
  await tabTo(page, nav.getByRole('link', { name: entry, exact: true }));
  await page.keyboard.press('Enter');
}

async function signInByKeyboard(page: Page) {
  await page.goto('/user/login');
  await expect(page.getByLabel('Username')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type(admin.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(admin.password);
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/home');
  await expectPageFocused(page, 'Home');
}

interface ListedRecord {
  kind: 'Venue' | 'Team' | 'User' | 'Meeting';
  record: string;
  listHeading: string;
  editHeading: string;
  field: string;
  text: string;
}

/** From its list, edits one field of a record and saves, then deletes the record: each step's focus and words. */
async function editThenDelete(page: Page, { kind, record, listHeading, editHeading, field, text }: ListedRecord) {
  await tabTo(page, page.getByRole('link', { name: `Edit ${record}`, exact: true }));
  await page.keyboard.press('Enter');
  await expectPageFocused(page, editHeading);
  await tabTo(page, page.getByLabel(field));
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expectPageFocused(page, listHeading);
  await expect(liveRegion(page)).toHaveText(`${kind} ${record} saved.`);

  await tabTo(page, page.getByRole('button', { name: `Del ${record}`, exact: true }));
  page.once('dialog', (dialog) => void dialog.accept());
  await page.keyboard.press('Enter');
  await expect(liveRegion(page)).toHaveText(`${kind} ${record} deleted.`);
  // The focus stays in the list: on the next row's Del, the caption, or the empty list's text.
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('table, [data-empty-text]')))).toBe(true);
}

test.describe.configure({ timeout: 90_000 });

test('signs in and follows every nav entry, the focus on each new page’s heading', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInByKeyboard(page);
  const entries: [menu: string, entry: string, heading: string][] = [
    ['Users', 'Add User', 'Add New User'],
    ['Users', 'List All Users', 'List All Users'],
    ['Users', 'List Current User', 'Current User'],
    ['Teams', 'List Teams', 'List Teams'],
    ['Teams', 'Add Team', 'Add New Team'],
    ['Venues', 'List Venues', 'List All Venues'],
    ['Venues', 'Add Venue', 'Add New Venue'],
    ['Meetings', 'List All Meetings', 'List All Meetings'],
    ['Meetings', 'List Team Schedule (3)', 'Team Schedule'],
    ['Meetings', 'Calendar', 'Calendar'],
    ['Meetings', 'Add Meeting', 'Add Meeting'],
    ['Users', 'Logout', 'Login'],
  ];
  for (const [menu, entry, heading] of entries) {
    await followNav(page, menu, entry);
    await expectPageFocused(page, heading);
    // Once the page has loaded what it shows, the next Tab goes on in it, not from the nav bar.
    await settled(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    await page.keyboard.press('Shift+Tab');
  }
});

test('adds, edits and deletes a venue, and keeps a refused Add with the focus on its alert', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInByKeyboard(page);

  await followNav(page, 'Venues', 'Add Venue');
  await expectPageFocused(page, 'Add New Venue');
  await tabTo(page, page.getByLabel('Venue Name'));
  await page.keyboard.type('Main Hall');
  await page.keyboard.press('Enter');
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Duplicate key error - venues Main Hall already exists');
  await expect(alert).toBeFocused();
  await expect(page.getByLabel('Venue Name')).toHaveValue('Main Hall');
  await expectNoScreenProblems(page, 'Add Venue refused by the server');

  await tabTo(page, page.getByLabel('Venue Name'), 'backward');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('KB Hall');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/venue');
  await expectPageFocused(page, 'List All Venues');
  await expect(liveRegion(page)).toHaveText('Venue KB Hall added.');

  await editThenDelete(page, {
    kind: 'Venue',
    record: 'KB Hall',
    listHeading: 'List All Venues',
    editHeading: 'Edit Venue',
    field: 'Description',
    text: 'Keyboard hall',
  });
  await expectNoScreenProblems(page, 'the venue list after a delete');
});

test('adds, edits and deletes a team', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInByKeyboard(page);

  await followNav(page, 'Teams', 'Add Team');
  await expectPageFocused(page, 'Add New Team');
  await tabTo(page, page.getByLabel('Team Name'));
  await page.keyboard.type('KB Team');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Made by keyboard');
  await tabTo(page, page.getByLabel('Team Lead'));
  await expect(page.getByLabel('Team Lead').locator('option').first()).toHaveText('Choose a team lead');
  await page.keyboard.press('ArrowDown');
  await tabTo(page, page.getByLabel('Filter team members'));
  await page.keyboard.type('lchen');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('checkbox', { name: /^lchen:/ })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expectPageFocused(page, 'List Teams');
  await expect(liveRegion(page)).toHaveText('Team KB Team added.');

  await editThenDelete(page, {
    kind: 'Team',
    record: 'KB Team',
    listHeading: 'List Teams',
    editHeading: 'Edit Team KB Team',
    field: 'Comments',
    text: 'Edited',
  });
});

test('adds, edits and deletes a user, choosing the role with the arrow keys', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInByKeyboard(page);

  await followNav(page, 'Users', 'Add User');
  await expectPageFocused(page, 'Add New User');
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type('kb_user');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Quiet-Harbour-Lantern-58');
  // Through the Role radios without choosing one: the form says so, as for every other field.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Role is required', { exact: true })).toBeVisible();
  // Back into the group lands on its last radio; the arrow keys choose.
  await tabTo(page, page.getByRole('radio', { name: 'Contact' }), 'backward');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'User', exact: true })).toBeChecked();
  await tabTo(page, page.getByLabel('First Name'));
  await page.keyboard.type('Kay');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Board');
  await page.keyboard.press('Enter');
  await expectPageFocused(page, 'List All Users');
  await expect(liveRegion(page)).toHaveText('User kb_user added.');

  await editThenDelete(page, {
    kind: 'User',
    record: 'kb_user',
    listHeading: 'List All Users',
    editHeading: 'Edit User',
    field: 'Mobile',
    text: '555-201-3399',
  });
});

test('adds, edits and deletes a meeting, and keeps a clash with the focus on its alert', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInByKeyboard(page);

  const addMeeting = async (id: string) => {
    await followNav(page, 'Meetings', 'Add Meeting');
    await expectPageFocused(page, 'Add Meeting');
    await tabTo(page, page.getByLabel('Meeting Id'));
    await page.keyboard.type(id);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2030-06-12');
    await tabTo(page, page.getByRole('group', { name: 'End Time' }).getByRole('spinbutton', { name: 'Hours' }));
    await page.keyboard.press('ArrowUp');
    await tabTo(page, page.getByRole('button', { name: 'Add', exact: true }));
    await page.keyboard.press('Enter');
  };

  await addMeeting('kb_meet');
  await expectPageFocused(page, 'List All Meetings');
  await expect(liveRegion(page)).toHaveText('Meeting kb_meet added.');

  // The same team, venue and hour: the server refuses the clash; the alert has the focus, the form stays.
  await addMeeting('kb_clash');
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByLabel('Meeting Id')).toHaveValue('kb_clash');
  await expectNoScreenProblems(page, 'Add Meeting refused by the server');

  await followNav(page, 'Meetings', 'List All Meetings');
  await expectPageFocused(page, 'List All Meetings');
  await editThenDelete(page, {
    kind: 'Meeting',
    record: 'kb_meet',
    listHeading: 'List All Meetings',
    editHeading: 'Edit Meeting',
    field: 'Comments',
    text: 'By keyboard',
  });
});

test('at 375px an invalid submit focuses the first wrong field, in view below the nav bar', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await signInByKeyboard(page);
  for (const [path, heading, field, submit] of [
    ['/venue/create', 'Add New Venue', 'Venue Name', 'Add'],
    ['/team/create', 'Add New Team', 'Team Name', 'Save'],
    ['/meeting/create', 'Add Meeting', 'Meeting Id', 'Add'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: submit, exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toBeVisible();
    const wrong = page.getByLabel(field, { exact: true });
    await expect(wrong).toBeFocused();
    await expect(wrong).toBeInViewport();
    const top = (await wrong.boundingBox())?.y ?? 0;
    const navBottom = (await page.getByRole('banner').boundingBox())?.height ?? 0;
    expect(top).toBeGreaterThanOrEqual(navBottom);
    await expectNoScreenProblems(page, `${path} refused at 375px`);
  }
});
