import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, screenProblems, test, WIDTHS } from './a11y';
import { admin, plainUser, signIn } from './session';

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
  await page.getByLabel('Nazwa zespołu').fill('a/b');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Nazwa zespołu może zawierać tylko a-z A-Z 0-9, spacje i podkreślenia',
  );
});

/** A language's catalog of one namespace, read as the product ships it (the e2e suite imports no workspace). */
function catalog(language: string, namespace: string): Record<string, string> {
  return JSON.parse(
    readFileSync(path.join(import.meta.dirname, `../../shared-domain/locales/${language}/${namespace}.json`), 'utf8'),
  );
}

/**
 * Text that does not fit: an element whose own text is wider than its box and is cut off there, or that reaches past
 * the window's right edge outside any box that bounds it sideways (a wide table's frame, which scrolls).
 */
async function textThatDoesNotFit(page: Page, label: string): Promise<string[]> {
  const misfits = await page.evaluate(() => {
    const boundedSideways = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (!ownText || !element.checkVisibility()) continue;
      const box = element.getBoundingClientRect();
      // Text for screen readers only sits in a 1px box on purpose.
      if (box.width <= 1) continue;
      const name = `<${element.tagName.toLowerCase()}> "${element.textContent?.trim().slice(0, 40)}"`;
      const clips = ['hidden', 'clip'].includes(getComputedStyle(element).overflowX);
      if (clips && element.scrollWidth > element.clientWidth + 1) found.push(`${name} is cut off`);
      else if (box.right > window.innerWidth + 1 && !boundedSideways(element))
        found.push(`${name} overflows the window`);
    }
    return found;
  });
  return misfits.map((misfit) => `${label}: ${misfit}`);
}

/** Dates or times written as the SPEC's English writes them ('Tue Nov 24 2026', '09:30 am') where another is spoken. */
async function englishTimes(page: Page, label: string): Promise<string[]> {
  const texts = await page.locator('main td, main h2, main .rbc-time-gutter, main .rbc-header').allInnerTexts();
  const english = texts.filter((text) => /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun) |\d (am|pm)\b/.test(text));
  return english.slice(0, 3).map((text) => `${label}: an English date or time in "${text.slice(0, 60)}"`);
}

/** Waits until the screen shows its content: a page is on screen and nothing says, in its language, that it loads. */
async function settledIn(page: Page, loading: string) {
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.getByText(loading).filter({ visible: true })).toHaveCount(0);
}

for (const language of ['de', 'pl']) {
  test(`every screen in ${language} fits at 375 and 1280 px, passes axe and says which language it speaks`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({ locale: language, timezoneId: 'America/New_York' });
    try {
      const page = await context.newPage();
      const loading = catalog(language, 'shell')['shell.loading'] ?? '';
      await page.goto('/user/login');
      await page.locator('input[autocomplete=username]').fill(admin.username);
      await page.locator('input[autocomplete=current-password]').fill(admin.password);
      await page.locator('form button[type=submit]').click();
      await expect(page).toHaveURL('/home');
      await page.goto('/meeting');
      const meetingEdit = await page.locator('a[data-row-action=edit]').first().getAttribute('href');
      const screens = [
        '/home',
        '/venue',
        '/venue/create',
        '/venue/edit/Main%20Hall',
        '/team',
        '/team/create',
        '/team/edit/Data%20Science',
        '/meeting',
        '/meeting/create',
        `${meetingEdit}`,
        '/meeting/get/schedule',
        '/meeting/schedule/Data%20Science',
        '/meeting/calendar',
        '/user/create',
        '/user/get-all',
        '/user/get',
        '/user/activity',
        '/user/outbox',
        '/user/import',
      ];
      const problems: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        for (const screen of screens) {
          await page.goto(screen);
          await settledIn(page, loading);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          const label = `${screen} in ${language} at ${width}px`;
          problems.push(...(await screenProblems(page, label)), ...(await textThatDoesNotFit(page, label)));
          if (screen === '/meeting' || screen === '/meeting/calendar')
            problems.push(...(await englishTimes(page, label)));
          const form = page.locator('main form button[type=submit]').first();
          if (screen.endsWith('/create')) {
            await form.click();
            await expect(page.getByRole('alert').first()).toBeVisible();
            problems.push(
              ...(await screenProblems(page, `${label}, with errors`)),
              ...(await textThatDoesNotFit(page, `${label}, with errors`)),
            );
          }
          if (width === 375 || screen.match(/create|calendar|get$/)) {
            const name = `${screen.replaceAll(/[^a-z]+/gi, '-')}-${language}-${width}.png`;
            await page.screenshot({ path: test.info().outputPath(name), fullPage: true });
          }
        }
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test('a language chosen on the user page follows the account to another browser', async ({ browser, page }) => {
  await page.goto('/user/login');
  await page.getByLabel('Sprache').selectOption('English');
  await signIn(page, plainUser);
  await expect(page).toHaveURL('/home');
  await page.goto('/user/get');
  await page.getByRole('combobox', { name: 'Language of screens and email' }).selectOption('Polski');
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ustawienia zapisane' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');

  const other = await browser.newContext({ locale: 'en-US' });
  try {
    const elsewhere = await other.newPage();
    await elsewhere.goto('/user/login');
    await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'en');
    await signIn(elsewhere, plainUser);
    await expect(elsewhere).toHaveURL('/home');
    await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'pl');
    await elsewhere.goto('/team');
    await expect(elsewhere.getByRole('heading', { name: 'Wszystkie zespoły' })).toBeVisible();
  } finally {
    // The account speaks the browser's language again, as the other tests expect of it.
    await page.getByRole('combobox', { name: 'Język ekranów i e-maili' }).selectOption('');
    await page.getByRole('button', { name: 'Zapisz ustawienia' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ustawienia zapisane' })).toBeVisible();
    await other.close();
  }
});
