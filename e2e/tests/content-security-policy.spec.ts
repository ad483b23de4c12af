import { expect, test } from './a11y';
import { watchForViolations } from './page-guards';
import { admin, signIn } from './session';

const SECTION_PAGES = [
  ['/home', 'Home'],
  ['/venue', 'List Venues'],
  ['/venue/create', 'Add Venue'],
  ['/team', 'List Teams'],
  ['/team/create', 'Add Team'],
  ['/meeting', 'List Meetings'],
  ['/meeting/create', 'Add Meeting'],
  ['/meeting/get/schedule', 'Team Schedule'],
  ['/meeting/calendar', 'Calendar'],
  ['/user/get-all', 'List Users'],
  ['/user/create', 'Add User'],
  ['/user/get', 'List Current User'],
] as const;

test('every section works under the Content-Security-Policy, without a single violation', async ({ page }) => {
  const problems = await watchForViolations(page);
  const response = await page.goto('/user/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await signIn(page, admin);
  await expect(page).toHaveURL('/home');

  for (const [path, title] of SECTION_PAGES) {
    await page.goto(path);
    await expect(page).toHaveTitle(`RG ${title}`);
  }
  expect(problems).toEqual([]);
});

test('the policy really blocks inline script, so the check above can fail', async ({ page }) => {
  const problems = await watchForViolations(page);
  await page.goto('/user/login');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inline = 1';
    document.body.append(script);
  });
  expect(await page.evaluate(() => (window as unknown as { __inline?: number }).__inline)).toBeUndefined();
  await expect.poll(() => problems.length).toBeGreaterThan(0);
});
