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
  await page.getByLabel('Your password').fill(plainUser.password);
  await page.getByRole('button', { name: 'Create token' }).click();
  const field = page.getByRole('textbox', { name: 'New token: Weekly report' });
  await expect(field).toBeFocused();
  const token = await field.inputValue();
  expect(token).toMatch(/^sch_[\w-]{43}$/);
  await expect(page.locator('#live-region')).toHaveText(
    'Token Weekly report created. Copy it now: it is not shown again.',
  );
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy: New token: Weekly report' }).click();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await expect(page.getByRole('table', { name: 'Your API tokens' })).toContainText('Weekly report');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expect(await screenProblems(page, `user/get with a new token at ${width} px`)).toEqual([]);
    // Revoke is in view, not cut off by a table wider than the phone.
    const revoke = page.getByRole('button', { name: 'Revoke Weekly report' });
    await revoke.scrollIntoViewIfNeeded();
    const box = await revoke.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
  }

  // As a script calls: the token alone.
  const script = { headers: { authorization: `Bearer ${token}`, cookie: '' } };
  const meetings = await page.request.fetch('/api/meetings', script);
  expect(meetings.status()).toBe(200);
  expect((await meetings.json()).length).toBeGreaterThan(0);

  // Revoke asks first; dismissed, nothing happens.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.getByRole('button', { name: 'Revoke Weekly report' }).click();
  expect((await page.request.fetch('/api/meetings', script)).status()).toBe(200);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Revoke Weekly report' }).click();
  await expect(page.getByText('You have no API tokens.')).toBeFocused();
  await expect(page.locator('#live-region')).toHaveText('Token Weekly report revoked.');
  const revoked = await page.request.fetch('/api/meetings', script);
  expect(revoked.status()).toBe(401);
});
