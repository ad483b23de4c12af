import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './a11y';
import { admin, plainUser, signIn } from './session';

// The server works in Europe/Warsaw (run-e2e.mjs); these members are on a trip, their browsers in New York.
const NEW_YORK = 'America/New_York';

/** 02:00–03:00 on Wed Oct 16 2030 in Warsaw: 20:00–21:00 on Tuesday the 15th in New York. */
const NIGHT_IN_WARSAW = {
  _id: 'E2E Zone night',
  team: 'Data Science',
  venue: 'Library Room 2.14',
  startTime: '2030-10-16T00:00:00.000Z',
  endTime: '2030-10-16T01:00:00.000Z',
};

async function adminToken(request: APIRequestContext): Promise<string> {
  const signedIn = await request.post('/api/users/authenticate', { data: { ...admin, timestamp: Date.now() } });
  return ((await signedIn.json()) as { token: string }).token;
}

async function stored(request: APIRequestContext, id: string) {
  const answer = await request.get(`/api/meetings/edit/${encodeURIComponent(id)}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  return (await answer.json()) as { startTime: string; endTime: string; comments: string };
}

/** A page signed in as `account`, its browser in New York, at `width` px. */
async function tripPage(browser: Browser, account: typeof admin, width = 1280): Promise<Page> {
  const context = await browser.newContext({ timezoneId: NEW_YORK, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto('/user/login');
  await signIn(page, account);
  await expect(page).toHaveURL('/home');
  return page;
}

const timeShown = async (page: Page, label: 'Start Time' | 'End Time') => {
  const group = page.getByRole('group', { name: label });
  const [hours, minutes] = await Promise.all(
    ['Hours', 'Minutes'].map((unit) => group.getByRole('spinbutton', { name: unit }).inputValue()),
  );
  return `${hours}:${minutes} ${await group.getByRole('button', { name: /switch to/ }).textContent()}`;
};

test.beforeAll(async ({ request }) => {
  const token = await adminToken(request);
  const answer = await request.post('/api/meetings/add', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...NIGHT_IN_WARSAW, meetingDate: '2030-10-16', comments: '' },
  });
  expect([201, 403]).toContain(answer.status());
});

test('a meeting opened and saved unchanged three times keeps its instants', async ({ browser, request }) => {
  const page = await tripPage(browser, admin);
  for (let save = 0; save < 3; save += 1) {
    await page.goto(`/meeting/edit/${encodeURIComponent(NIGHT_IN_WARSAW._id)}`);
    await expect(page.getByRole('textbox', { name: 'Meeting Date' })).toHaveValue('2030-10-15');
    expect(await timeShown(page, 'Start Time')).toBe('08:00 PM');
    expect(await timeShown(page, 'End Time')).toBe('09:00 PM');
    await expect(page.getByText(`Times in ${NEW_YORK}; the group works in Europe/Warsaw.`)).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL('/meeting');
  }
  const { startTime, endTime } = await stored(request, NIGHT_IN_WARSAW._id);
  expect([startTime, endTime]).toEqual([NIGHT_IN_WARSAW.startTime, NIGHT_IN_WARSAW.endTime]);
});

test('a meeting from 23:00 to 00:30 is added, listed and drawn on both days, and edited', async ({
  browser,
  request,
}) => {
  const page = await tripPage(browser, admin);
  await page.goto(
    '/meeting/create?date=2030-10-21&start=23:00&end=00:30&team=Data%20Science&venue=Library%20Room%202.14',
  );
  await page.getByLabel('Meeting Id').fill('E2E Zone late');
  await expect(page.getByText('Ends the next day, Tue Oct 22 2030')).toBeVisible();
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL('/meeting');
  expect(await stored(request, 'E2E Zone late')).toMatchObject({
    startTime: '2030-10-22T03:00:00.000Z',
    endTime: '2030-10-22T04:30:00.000Z',
  });

  // The list and the calendar agree: Monday 11:00 pm to 12:30 am, in New York.
  const row = page.getByRole('row', { name: /^E2E Zone late / });
  await expect(row).toContainText('Mon Oct 21 2030');
  await expect(row).toContainText('11:00 pm');
  await expect(row).toContainText('12:30 am');
  const name = 'E2E Zone late, Mon Oct 21 2030, 11:00 pm – 12:30 am, Data Science, Library Room 2.14';
  for (const view of ['week', 'day']) {
    await page.goto(`/meeting/calendar?view=${view}&date=2030-10-21`);
    await expect(page.locator('.rbc-time-content').getByRole('button', { name })).toHaveCount(view === 'week' ? 2 : 1);
  }

  await page.goto(`/meeting/edit/${encodeURIComponent('E2E Zone late')}`);
  expect(await timeShown(page, 'End Time')).toBe('12:30 AM');
  await page.getByLabel('Comments').fill('Edited across midnight');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/meeting');
  expect(await stored(request, 'E2E Zone late')).toMatchObject({
    comments: 'Edited across midnight',
    endTime: '2030-10-22T04:30:00.000Z',
  });
});

test("one click shows every screen on the group's clock, named", async ({ browser }) => {
  const page = await tripPage(browser, plainUser);
  await page.goto('/meeting/calendar?view=week&date=2030-10-14');
  await page.getByRole('button', { name: "Show the group's times" }).click();
  await expect(
    page.getByText(`Times in Europe/Warsaw, the group's zone; this browser is in ${NEW_YORK}.`),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^E2E Zone night, Wed Oct 16 2030, 02:00 am – 03:00 am,/ }),
  ).toBeVisible();
  await page.goto('/meeting');
  await expect(page.getByRole('row', { name: /^E2E Zone night / })).toContainText('Wed Oct 16 2030');
  await page.getByRole('button', { name: 'Show my times' }).click();
  await expect(page.getByRole('row', { name: /^E2E Zone night / })).toContainText('Tue Oct 15 2030');
});

test('the calendar keeps its place: focus on the toolbar, the filters open', async ({ browser }) => {
  const page = await tripPage(browser, plainUser);
  await page.goto('/meeting/calendar?view=week&date=2030-10-14');
  const next = page.getByRole('button', { name: 'Next week' });
  await next.click();
  await expect(page).toHaveURL('/meeting/calendar?view=week&date=2030-10-21');
  await expect(next).toBeFocused();
  await page.getByText('Filters').click();
  // The box follows the address, which the click changes.
  const dataScience = page.getByRole('group', { name: /^Teams/ }).getByRole('checkbox', { name: 'Data Science' });
  await dataScience.click();
  await expect(dataScience).toBeChecked();
  await expect(page).toHaveURL('/meeting/calendar?view=week&date=2030-10-21&team=Data%20Science');
  await expect(page.getByRole('group', { name: /^Teams/ })).toBeVisible();
  await expect(dataScience).toBeFocused();
});

test("a User is offered Edit only on its own teams' meetings in the team schedule", async ({ browser }) => {
  const page = await tripPage(browser, plainUser);
  await page.goto('/meeting/schedule/Outreach');
  // The team's next meetings, none of them offered for an edit the server would refuse.
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
  await page.goto('/meeting/schedule/Data%20Science');
  await expect(page.getByRole('link', { name: /^Edit/ }).first()).toBeVisible();
});

test("a click on a day's last half hour opens Add Meeting from 23:30 to midnight", async ({ browser }) => {
  const page = await tripPage(browser, admin);
  await page.goto('/meeting/calendar?view=day&date=2030-10-24');
  const lastSlot = page.locator('.rbc-day-slot .rbc-time-slot').last();
  await lastSlot.scrollIntoViewIfNeeded();
  // The day's column lies over its slots, and takes the press as a hand's would.
  const slot = await lastSlot.boundingBox();
  if (!slot) throw new Error('The last slot is not on screen');
  await page.mouse.click(slot.x + slot.width / 2, slot.y + slot.height / 2);
  await expect(page).toHaveURL('/meeting/create?date=2030-10-24&start=23:30&end=00:00');
  await expect(page.getByText('Ends the next day, Fri Oct 25 2030')).toBeVisible();
});
