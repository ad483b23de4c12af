import { expect, screenProblems, test, WIDTHS } from './a11y';

test('the API reference lists every operation and reads well at both widths, an operation opened', async ({
  page,
  checkedScreens,
}) => {
  // axe reads Swagger UI's whole page at two widths: some 20 s on a quiet machine, more on a busy one.
  test.setTimeout(60_000);
  // Checked here, with an operation opened, rather than again by the fixture.
  checkedScreens.add('/api/docs');
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/api/docs');
    const signIn = page.locator('#operations-users-postUsersAuthenticate');
    await signIn.getByRole('button', { name: /Sign in with username and password/ }).click();
    await expect(signIn.getByRole('button', { name: 'Try it out' })).toBeVisible();
    await expect(page.locator('.opblock')).not.toHaveCount(0);
    problems.push(...(await screenProblems(page, `/api/docs at ${width}px`)));
  }
  expect(problems).toEqual([]);
});
