import { expect, screenProblems, test, WIDTHS } from './a11y';
import { openFromNav, plainUser, signIn } from './session';

test('a User creates an API token, a script reads the meetings with it, and once it is revoked gets 401', async ({
  page,
}) => {
  await page.goto('/user/login');
  await signIn(page, plainUser);
  await openFromNav(page, 'Users', 'List Current User');
  await expect(page.getByRole('heading', { name: 'API tokens' })).toBeVisible();

  await page.getByRole('button', { name: 'Add a token' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Weekly report');
  await page.getByRole('combobox', { name: 'Expires' }).selectOption('In 30 days');
  await page.getByRole('button', { name: 'Create token' }).click();
  const token = await page.getByRole('textbox', { name: 'New token: Weekly report' }).inputValue();
  expect(token).toMatch(/^sch_[\w-]{43}$/);
  await expect(page.getByRole('table', { name: 'Your API tokens' })).toContainText('Weekly report');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expect(await screenProblems(page, `user/get with a new token at ${width} px`)).toEqual([]);
  }

  // As a script calls: the token alone.
  const script = { headers: { authorization: `Bearer ${token}`, cookie: '' } };
  const meetings = await page.request.fetch('/api/meetings', script);
  expect(meetings.status()).toBe(200);
  expect((await meetings.json()).length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Revoke: Weekly report' }).click();
  await expect(page.getByText('You have no API tokens.')).toBeVisible();
  const revoked = await page.request.fetch('/api/meetings', script);
  expect(revoked.status()).toBe(401);
});
