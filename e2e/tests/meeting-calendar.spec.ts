import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './a11y';
import { admin, plainUser, signIn } from './session';

/** A week of September 2030 that no other spec uses: Monday the 9th to Sunday the 15th. */
const WEEK = '/meeting/calendar?view=week&date=2030-09-09';

const MEETINGS = [
  // Outreach: lchen is not on the team.
  { _id: 'E2E Zones', team: 'Outreach', venue: 'Lakeside Field Station', start: '2030-09-10T15:00Z', minutes: 60 },
  // Data Science: lchen is a member.
  { _id: 'E2E Clash A', team: 'Data Science', venue: 'Main Hall', start: '2030-09-11T09:00Z', minutes: 60 },
  { _id: 'E2E Clash B', team: 'Outreach', venue: 'Main Hall', start: '2030-09-11T13:00Z', minutes: 60 },
];

/** Adds the meetings this spec reads through the API, as the first Admin; those already there are kept. */
async function addMeetings(request: APIRequestContext) {
  const signedIn = await request.post('/api/users/authenticate', { data: { ...admin, timestamp: Date.now() } });
  const { token } = (await signedIn.json()) as { token: string };
  for (const { start, minutes, ...meeting } of MEETINGS) {
    const startTime = new Date(start);
    const answer = await request.post('/api/meetings/add', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        ...meeting,
        meetingDate: start.slice(0, 10),
        startTime: startTime.toISOString(),
        endTime: new Date(startTime.getTime() + minutes * 60_000).toISOString(),
        comments: '',
        updatedDate: new Date().toISOString(),
      },
    });
    expect([201, 403]).toContain(answer.status());
  }
}

/** A page signed in as `account`, in the browser time zone `timezoneId`, at `width` px. */
async function signedInPage(browser: Browser, account: typeof admin, timezoneId: string, width = 1280) {
  const context = await browser.newContext({ timezoneId, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto('/user/login');
  await signIn(page, account);
  await expect(page).toHaveURL('/home');
  return page;
}

const meeting = (page: Page, id: string) => page.getByRole('button', { name: new RegExp(`^${id}, `) });
/** The week view's column of a day (0 is Monday) and the gutter's row of an hour. */
const dayColumn = (page: Page, day: number) => page.locator('.rbc-time-content .rbc-day-slot').nth(day);
const hourRow = (page: Page, hour: number) => page.locator('.rbc-time-gutter .rbc-timeslot-group').nth(hour);

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

/** Whether a meeting is drawn in a day's column, starting at an hour. */
async function expectAt(page: Page, id: string, day: number, hour: number) {
  const event = meeting(page, id);
  await event.scrollIntoViewIfNeeded();
  const [drawn, column, row] = await Promise.all([box(event), box(dayColumn(page, day)), box(hourRow(page, hour))]);
  expect(drawn.x).toBeGreaterThanOrEqual(column.x - 1);
  expect(drawn.x + drawn.width).toBeLessThanOrEqual(column.x + column.width + 1);
  expect(Math.abs(drawn.y - row.y)).toBeLessThan(3);
}

/** Presses at `from`, moves in steps as a hand does, and lets go at `to`. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 5, from.y + 5, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 10 });
  await page.mouse.up();
}

test.beforeAll(async ({ request }) => {
  await addMeetings(request);
});

for (const [timezoneId, day, hour, text] of [
  ['America/New_York', 1, 11, 'Tue Sep 10 2030, 11:00 am – 12:00 pm'],
  ['Pacific/Auckland', 2, 3, 'Wed Sep 11 2030, 03:00 am – 04:00 am'],
] as const) {
  test(`the week shows a meeting at its day and hour in ${timezoneId}`, async ({ browser }) => {
    const page = await signedInPage(browser, plainUser, timezoneId);
    await page.goto(WEEK);
    await expect(page).toHaveTitle('RG Calendar');
    await expect(meeting(page, 'E2E Zones')).toHaveAccessibleName(
      `E2E Zones, ${text}, Outreach, Lakeside Field Station`,
    );
    await expectAt(page, 'E2E Zones', day, hour);
  });
}

test('an Admin drags across a free slot and lands on Add Meeting filled in', async ({ browser }) => {
  const page = await signedInPage(browser, admin, 'UTC');
  await page.goto(`${WEEK}&venue=Main%20Hall`);
  const thursday = await box(dayColumn(page, 3));
  const ten = await box(hourRow(page, 10));
  const eleven = await box(hourRow(page, 11));
  // From the 10:00 slot to the 11:00–11:30 one.
  await drag(page, { x: thursday.x + 20, y: ten.y + 5 }, { x: thursday.x + 20, y: eleven.y + 20 });

  await expect(page).toHaveURL('/meeting/create?date=2030-09-12&start=10:00&end=11:30&venue=Main%20Hall');
  await expect(page.getByRole('textbox', { name: 'Meeting Date' })).toHaveValue('2030-09-12');
  await expect(page.getByLabel('Venue')).toHaveValue('Main Hall');
  const time = (label: string, unit: string) =>
    page.getByRole('group', { name: label }).getByRole('spinbutton', { name: unit });
  await expect(time('Start Time', 'Hours')).toHaveValue('10');
  await expect(time('End Time', 'Hours')).toHaveValue('11');
  await expect(time('End Time', 'Minutes')).toHaveValue('30');
});

test('an Admin chooses a free slot by keyboard, hearing when the venue is booked', async ({ browser }) => {
  const page = await signedInPage(browser, admin, 'UTC');
  await page.goto(`${WEEK}&venue=Main%20Hall`);
  await page.getByRole('button', { name: 'Add a meeting on Mon Sep 09 2030, 08:00 am – 08:30 am' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(':focus')).toHaveAccessibleName(
    'Add a meeting on Wed Sep 11 2030, 09:00 am – 09:30 am, Main Hall booked',
  );
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/meeting/create?date=2030-09-11&start=10:00&end=10:30&venue=Main%20Hall');
});

test('a drag onto a clash is refused in the red alert and the meeting goes back to its place', async ({ browser }) => {
  const page = await signedInPage(browser, admin, 'UTC');
  await page.goto(WEEK);
  await expectAt(page, 'E2E Clash A', 2, 9);
  const from = await box(meeting(page, 'E2E Clash A'));
  const nine = await box(hourRow(page, 9));
  const one = await box(hourRow(page, 13));
  await drag(page, { x: from.x + 20, y: from.y + 10 }, { x: from.x + 20, y: from.y + 10 + (one.y - nine.y) });

  await expect(page.getByRole('alert')).toHaveText(/^Venue Main Hall is already booked by meeting E2E Clash B /);
  // The keyboard goes on from the alert, as after a refused save.
  await expect(page.getByRole('alert')).toBeFocused();
  await expectAt(page, 'E2E Clash A', 2, 9);
  await expectAt(page, 'E2E Clash B', 2, 13);
});

test('a User may drag only the meetings of its own teams', async ({ browser }) => {
  const page = await signedInPage(browser, plainUser, 'UTC');
  await page.goto(WEEK);
  const anchors = '.rbc-addons-dnd-resize-ns-anchor';
  await expect(meeting(page, 'E2E Clash A')).toHaveClass(/calendar-movable/);
  await expect(meeting(page, 'E2E Clash A').locator(anchors)).toHaveCount(2);
  for (const other of ['E2E Clash B', 'E2E Zones']) {
    await expect(meeting(page, other)).not.toHaveClass(/calendar-movable/);
    await expect(meeting(page, other).locator(anchors)).toHaveCount(0);
  }

  // Its details offer Edit only for its own team's meeting.
  await meeting(page, 'E2E Clash B').click();
  await expect(page.getByRole('dialog', { name: 'E2E Clash B' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit E2E Clash B' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await meeting(page, 'E2E Clash A').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Edit E2E Clash A' })).toBeVisible();
});

test('at 375 px the calendar opens on the agenda, which passes axe and fits the screen', async ({ browser }) => {
  const page = await signedInPage(browser, plainUser, 'UTC', 375);
  await page.goto('/meeting/calendar?date=2030-09-09');
  await expect(page.getByRole('button', { name: 'Agenda', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Sep 09 2030 – Oct 08 2030' })).toBeVisible();
  const rows = page.locator('.rbc-agenda-table tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(
    page.getByRole('button', {
      name: 'E2E Zones · Outreach · Lakeside Field Station, Tue Sep 10 2030, 03:00 pm – 04:00 pm',
    }),
  ).toBeVisible();

  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole('button', { name: /^E2E Clash A · / }).click();
  await expect(page.getByRole('dialog', { name: 'E2E Clash A' })).toContainText('Main Hall');
  await expect(page.getByRole('link', { name: 'Edit E2E Clash A' })).toBeVisible();
});

test("the week opens at its first meeting on the clock shown, not at the morning's", async ({ browser }) => {
  // E2E Clash A is the week's first: 05:00 to 06:00 in New York.
  const page = await signedInPage(browser, plainUser, 'America/New_York');
  await page.goto(WEEK);
  await expect(meeting(page, 'E2E Clash A')).toBeInViewport();
  await expect(hourRow(page, 5)).toBeInViewport();
});

test('at 375 px the month, week and day fit the screen, with the hours beside the day, and pass axe', async ({
  browser,
}) => {
  const page = await signedInPage(browser, plainUser, 'UTC', 375);
  for (const view of ['month', 'week', 'day']) {
    await page.goto(`/meeting/calendar?view=${view}&date=2030-09-11`);
    await expect(page.locator('[data-meeting-id="E2E Clash A"]')).toBeVisible();
    const [pageWidth, calendarWidth, calendarShown] = await page.evaluate(() => {
      const calendar = document.querySelector('.meeting-calendar') as HTMLElement;
      return [document.documentElement.scrollWidth, calendar.scrollWidth, calendar.clientWidth];
    });
    expect(pageWidth, view).toBeLessThanOrEqual(375);
    expect(calendarWidth, view).toBeLessThanOrEqual(calendarShown);
    expect((await new AxeBuilder({ page }).analyze()).violations, view).toEqual([]);
  }
  // The day view's hour labels stay beside its meetings.
  await expect(hourRow(page, 9)).toBeInViewport();
  const [hour, drawn] = await Promise.all([box(hourRow(page, 9)), box(meeting(page, 'E2E Clash A'))]);
  expect(Math.abs(drawn.y - hour.y)).toBeLessThan(3);
});
