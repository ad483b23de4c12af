import type { Page } from '@playwright/test';
import { expect, test } from './a11y';
import { expectSignedInAs, openFromNav } from './session';

/** The test provider's account `ada` (server/test/oidc/provider-server.mjs): an Admin by its groups at first. */
const ada = { login: 'ada', username: 'ada_lovelace' };
const issuer = process.env.E2E_OIDC_ISSUER ?? '';

/** Sets the provider's groups of an account, as the institute's administrators would. */
async function setGroups(login: string, groups: string[]) {
  const response = await fetch(`${issuer}/test/accounts/${login}`, {
    method: 'POST',
    body: JSON.stringify({ groups }),
  });
  expect(response.status).toBe(204);
}

/** From the login page, through the provider's own login and consent pages, back to the app. */
async function signInThroughProvider(page: Page, returnUrl: string) {
  await page.goto(`/user/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await page.getByRole('link', { name: 'Sign in with Example ID' }).click();
  await expect(page).toHaveURL(new RegExp(`^${issuer}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(ada.login);
  await page.getByPlaceholder('and password').fill('the institute knows it');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** What the browser keeps under localStorage `currentUser` (SPEC §3). */
const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? 'null') as Record<string, string> | null);

test('signs in through the OpenID provider, lands on returnUrl, and follows the groups at the next sign-in', async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  await signInThroughProvider(page, '/team');
  await expect(page).toHaveURL('/team');
  await expectSignedInAs(page, ada, 'Admin');
  const user = await storedUser(page);
  expect(user).toMatchObject({ username: ada.username, role: 'Admin' });
  const [, payload = '', signature, ...rest] = (user?.token ?? '').split('.');
  expect([signature, rest]).toEqual([expect.any(String), []]);
  expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toMatchObject({
    formalName: 'Ada Lovelace',
    alt_jti: expect.any(String),
    exp: expect.any(Number),
  });

  // Its own edit screen has no password fields and says where the account lives.
  await openFromNav(page, 'Users', 'List Current User');
  // The team list the click leaves may stay on screen a moment, with Edit links of its own.
  await expect(page.getByRole('heading', { name: 'Current User', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(
    page.getByText('This account signs in through the institute’s single sign-on; its password is managed there.'),
  ).toBeVisible();
  await expect(page.getByLabel('Password (blank keeps the current one)')).toHaveCount(0);

  // The next sign-in, in another browser (no session at the provider), after the group was taken away.
  await setGroups(ada.login, ['staff']);
  try {
    const later = await (await browser.newContext()).newPage();
    await signInThroughProvider(later, '/meeting');
    await expect(later).toHaveURL('/meeting');
    await expectSignedInAs(later, ada, 'User');
    expect(await storedUser(later)).toMatchObject({ role: 'User' });
  } finally {
    await setGroups(ada.login, ['staff', 'scheduler-admins']);
  }
});
