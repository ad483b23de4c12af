import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test, WIDTHS } from './a11y';
import { admin, openFromNav, plainUser, signIn } from './session';

/** A second Admin of the demo data (DEMO_DATA=1). */
const secondAdmin = { username: 'rpatel', password: 'demo-Lakeside-2030' };

/** A venue and a meeting of this spec's own, on a week no other spec uses: Tuesday 12 November 2030. */
const VENUE = 'E2E Live Room';
const MEETING = 'E2E Live Sync';
const WEEK = '/meeting/calendar?view=week&date=2030-11-11';
const VENUE_EDIT = `/venue/edit/${encodeURIComponent(VENUE)}`;
const MEETING_EDIT = `/meeting/edit/${encodeURIComponent(MEETING)}`;

/** Adds the venue and the meeting through the API, as the first Admin; what is already there is kept. */
async function addRecords(request: APIRequestContext) {
  const signedIn = await request.post('/api/users/authenticate', { data: { ...admin, timestamp: Date.now() } });
  const headers = { authorization: `Bearer ${((await signedIn.json()) as { token: string }).token}` };
  const venue = await request.post('/api/venues/add', {
    headers,
    data: {
      _id: VENUE,
      ...Object.fromEntries(
        ['description', 'RG_contact', 'contact', 'website', 'calendar', 'address', 'town', 'location'].map((field) => [
          field,
          '',
        ]),
      ),
      iconimage: '',
      photoimage: '',
      updatedDate: new Date().toISOString(),
    },
  });
  expect([201, 403]).toContain(venue.status());
  const meeting = await request.post('/api/meetings/add', {
    headers,
    data: {
      _id: MEETING,
      team: 'Outreach',
      venue: 'Lakeside Field Station',
      meetingDate: '2030-11-12',
      startTime: '2030-11-12T09:00:00.000Z',
      endTime: '2030-11-12T10:00:00.000Z',
      comments: '',
      updatedDate: new Date().toISOString(),
    },
  });
  expect([201, 403]).toContain(meeting.status());
}

/** A page of a context of its own, signed in as `account` and showing `path`, in the group's zone. */
async function openAs(browser: Browser, account: typeof admin, path: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId: 'Europe/Warsaw', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`/user/login?returnUrl=${encodeURIComponent(path)}`);
  await signIn(page, account);
  await expect(page).toHaveURL(path);
  return page;
}

/** Marks the page's document: a reload would drop the mark. */
const markDocument = (page: Page) => page.evaluate(() => document.documentElement.setAttribute('data-e2e-mark', ''));
const stillMarked = (page: Page) => expect(page.locator('html[data-e2e-mark]')).toHaveCount(1);

const meetingInCalendar = (page: Page) => page.getByRole('button', { name: new RegExp(`^${MEETING}, `) });

// Needs the server's change record and its stream (GET /api/changes, /api/changes/stream, restore).
test("an Admin's change and delete reach a User's list and calendar and another Admin's edit screen, unreloaded", async ({
  browser,
  request,
}) => {
  await addRecords(request);
  const userList = await openAs(browser, plainUser, '/meeting');
  await expect(userList.getByRole('row', { name: new RegExp(`^${MEETING} `) })).toContainText('Lakeside Field Station');
  const userCalendar = await userList.context().newPage();
  await userCalendar.goto(WEEK);
  await expect(meetingInCalendar(userCalendar)).toHaveAccessibleName(/Lakeside Field Station$/);
  const otherAdmin = await openAs(browser, secondAdmin, VENUE_EDIT);
  await expect(otherAdmin.getByLabel('Venue Name (cannot be changed)')).toHaveValue(VENUE);
  const watchers = [userList, userCalendar, otherAdmin];
  for (const page of watchers) await markDocument(page);

  const actor = await openAs(browser, admin, MEETING_EDIT);
  await actor.getByLabel('Venue').selectOption('Main Hall');
  await actor.getByRole('button', { name: 'Save' }).click();
  await expect(actor).toHaveURL('/meeting');
  await expect(userList.getByRole('row', { name: new RegExp(`^${MEETING} `) })).toContainText('Main Hall');
  await expect(meetingInCalendar(userCalendar)).toHaveAccessibleName(/Main Hall$/);

  await actor.goto('/venue');
  actor.once('dialog', (dialog) => dialog.accept());
  await actor.getByRole('button', { name: `Del ${VENUE}` }).click();
  await expect(actor.getByRole('row', { name: new RegExp(`^${VENUE} `) })).toHaveCount(0);
  await expect(otherAdmin.locator('main').getByText(/^admin deleted this venue at \d\d:\d\d [ap]m\.$/)).toBeVisible();
  await expect(otherAdmin.locator('#live-region')).toContainText('admin deleted this venue at');
  for (const page of watchers) await stillMarked(page);
});

test('the History of an edit screen and the Activity page, with Restore, at both widths', async ({ browser }) => {
  const page = await openAs(browser, admin, MEETING_EDIT);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const history = page.getByRole('region', { name: 'History' });
    await expect(
      history.getByText(/^Changed by admin on \w{3} \w{3} \d\d \d{4} \d\d:\d\d [ap]m$/).first(),
    ).toBeVisible();
    await expect(history.getByText('Venue: Lakeside Field Station → Main Hall')).toBeVisible();
    await expect(history.getByText(/^Added by admin on /)).toBeVisible();
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await openFromNav(page, 'Users', 'Activity');
  await expect(page).toHaveURL('/user/activity');
  await expect(page).toHaveTitle('RG Activity');
  await page.getByLabel('Kind').selectOption('venue');
  await page.getByLabel('Changed by').fill('admin');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL('/user/activity?kind=venue&actor=admin');
  const table = page.getByRole('table', { name: 'Every change on record, newest first.' });
  await page
    .getByRole('button', { name: `Restore ${VENUE}` })
    .first()
    .click();
  await expect(page.locator('main').getByText(`Venue ${VENUE} restored.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open' })).toHaveAttribute('href', VENUE_EDIT);
  await expect(table.getByRole('link', { name: VENUE }).first()).toHaveAttribute('href', VENUE_EDIT);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(table.getByText('Restored').first()).toBeVisible();
    await expect(table.getByText('Deleted').first()).toBeVisible();
  }
  // The a11y fixture then checks both screens with axe at 1280 and 375 px.
});
