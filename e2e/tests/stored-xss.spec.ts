import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './a11y';
import { watchForViolations } from './page-guards';
import { admin, signIn } from './session';

/** Markup that would run if a page ever rendered stored text as HTML; each sets `window.__xss`. */
const IMG = '<img src=x onerror=window.__xss=1>';
const SCRIPT = '<script>window.__xss=2</script>';
/** Free text refuses `<` and `>`, but takes quotes and `=`: an attempt to break out of an attribute. */
const QUOTED = '" autofocus onfocus="window.__xss=3';
/** URL fields take any http(s) URL, markup in its path included. */
const IMG_URL = `https://example.org/${IMG}`;
const SCRIPT_URL = `https://example.org/${SCRIPT}`;

const freeText = (label: string) =>
  `${label} must consist only of a-z A-Z 0-9 _ . , ? : ; " ' = - + ( ) * & % $ # @ ! and space characters`;
const personName = (label: string) => `${label} must consist only of a-z A-Z 0-9 - ' and space characters`;

const VENUE = 'XSS Hall';
const TEAM = 'XSS Team';
const MEETING = 'XSS_Meeting';

/** The first admin's id, for the screen where it edits its own record. */
let adminId = '';

async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/authenticate', { data: admin });
  expect(response.status()).toBe(200);
  const body = await response.json();
  adminId = body._id;
  return body.token;
}

async function post(request: APIRequestContext, token: string, url: string, data: object) {
  return request.post(url, { data, headers: { authorization: `Bearer ${token}` } });
}

/** Nothing ran, no markup of a payload became an element, and the policy saw nothing to block. */
async function expectNothingRan(page: Page, problems: string[]) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.locator('script:not([src])').count()).toBe(0);
  expect(problems).toEqual([]);
}

async function hasLinkTo(page: Page, href: string): Promise<boolean> {
  return page.evaluate(
    (wanted) => [...document.querySelectorAll('a')].some((a) => a.getAttribute('href') === wanted),
    href,
  );
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const token = await apiToken(request);
  const refused = await post(request, token, '/api/teams/add', {
    _id: 'Refused Team',
    description: IMG,
    teamLead: admin.username,
    members: ['lchen'],
  });
  expect([refused.status(), await refused.json()]).toEqual([400, { message: freeText('Description') }]);

  for (const [url, data] of [
    ['/api/venues/add', { _id: VENUE, description: QUOTED, website: IMG_URL, calendar: SCRIPT_URL, location: IMG_URL }],
    [
      '/api/teams/add',
      {
        _id: TEAM,
        description: QUOTED,
        comments: QUOTED,
        zoomLink: IMG_URL,
        teamLead: admin.username,
        members: ['lchen'],
      },
    ],
    [
      '/api/meetings/add',
      {
        _id: MEETING,
        team: TEAM,
        venue: VENUE,
        meetingDate: '2030-03-04',
        startTime: '2030-03-04T10:00:00.000Z',
        endTime: '2030-03-04T11:00:00.000Z',
        comments: QUOTED,
      },
    ],
  ] as const) {
    const added = await post(request, token, url, data);
    expect([url, added.status()]).toEqual([url, 201]);
  }
});

test('stored venue, team and meeting texts show literally on every page, and nothing runs', async ({ page }) => {
  const problems = await watchForViolations(page);
  await page.goto('/user/login');
  await signIn(page, admin);
  await expect(page).toHaveURL('/home');

  await page.goto('/venue');
  const venueRow = page.getByRole('row').filter({ hasText: VENUE });
  await expect(venueRow).toContainText(QUOTED);
  expect(await hasLinkTo(page, IMG_URL)).toBe(true);
  expect(await hasLinkTo(page, SCRIPT_URL)).toBe(true);
  await page.goto(`/venue/edit/${encodeURIComponent(VENUE)}`);
  await expect(page.getByLabel('Description')).toHaveValue(QUOTED);
  await expect(page.getByLabel('Website URL')).toHaveValue(IMG_URL);
  await expect(page.getByLabel('Calendar URL')).toHaveValue(SCRIPT_URL);
  await expectNothingRan(page, problems);

  await page.goto('/team');
  await expect(page.getByRole('row').filter({ hasText: TEAM })).toContainText(QUOTED);
  expect(await hasLinkTo(page, IMG_URL)).toBe(true);
  await page.goto(`/team/edit/${encodeURIComponent(TEAM)}`);
  await expect(page.getByLabel('Description')).toHaveValue(QUOTED);
  await expect(page.getByLabel('Comments')).toHaveValue(QUOTED);
  await expect(page.getByLabel('Meeting Link')).toHaveValue(IMG_URL);
  await expectNothingRan(page, problems);

  await page.goto('/meeting');
  await expect(page.getByRole('row').filter({ hasText: MEETING })).toContainText(QUOTED);
  await page.goto(`/meeting/edit/${MEETING}`);
  await expect(page.getByLabel('Comments')).toHaveValue(QUOTED);
  await page.goto(`/meeting/schedule/${encodeURIComponent(TEAM)}`);
  await expect(page.getByText(QUOTED).first()).toBeVisible();
  await expectNothingRan(page, problems);
});

test('the forms refuse markup in every free-text field with their validation message', async ({ page }) => {
  const problems = await watchForViolations(page);
  await page.goto('/user/login');
  await signIn(page, admin);
  await expect(page).toHaveURL('/home');

  const refuses = async (path: string, label: string, payload: string, message: string) => {
    await page.goto(path);
    await page.getByLabel(label, { exact: true }).fill(payload);
    await page.getByRole('button', { name: 'Save' }).click();
    // The alert says it, and the refused field is marked with it.
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  };
  await refuses(`/venue/edit/${encodeURIComponent(VENUE)}`, 'Description', IMG, freeText('Description'));
  await refuses(`/team/edit/${encodeURIComponent(TEAM)}`, 'Description', SCRIPT, freeText('Description'));
  await refuses(`/team/edit/${encodeURIComponent(TEAM)}`, 'Comments', IMG, freeText('Comments'));
  await refuses(`/meeting/edit/${MEETING}`, 'Comments', SCRIPT, freeText('Comments'));
  await refuses(`/user/get/edit/${adminId}`, 'First Name', IMG, personName('First Name'));
  await refuses(`/user/get/edit/${adminId}`, 'Last Name', SCRIPT, personName('Last Name'));
  await expectNothingRan(page, problems);
});
