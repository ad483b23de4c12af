import { expect, test } from './a11y';
import { admin } from './session';

test.use({ locale: 'de-DE' });

test("the login page speaks the browser's language, the server answers in it, and another can be chosen", async ({
  page,
}) => {
  await page.goto('/user/login');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(/ Anmelden$/);

  await page.getByLabel('Benutzername').fill(admin.username);
  await page.getByLabel('Passwort').fill('not the password');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText('Benutzername oder Passwort ist falsch.');

  await page.getByLabel('Sprache').selectOption('Polski');
  await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: test.info().outputPath(`login-pl-${width}.png`), fullPage: true });
  }

  await page.getByLabel('Nazwa użytkownika').fill(admin.username);
  await page.getByLabel('Hasło').fill(admin.password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL('/home');
  await page.goto('/team');
  await expect(page).toHaveTitle(/ Zespoły$/);
  await expect(page.evaluate(() => localStorage.getItem('language'))).resolves.toBe('pl');

  // A section's form reads the shell's language: its rules answer in Polish, the field named in Polish too.
  await page.goto('/team/create');
  await page.getByLabel('Team Name').fill('a/b');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Nazwa zespołu może zawierać tylko a-z A-Z 0-9, spacje i podkreślenia',
  );
});
