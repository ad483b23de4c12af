import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { expect, screenProblems, settled, test, WIDTHS } from './a11y';
import { admin, openFromNav, signIn } from './session';

/** Where run-e2e.mjs's SMTP server keeps each message it accepted, one file each. */
const MAIL_DIR = process.env.E2E_MAIL_DIR ?? '';
const newcomer = { username: 'e2e_newcomer', password: 'Lantern-Harbour-Quiet-64' };
const MISTYPED = 'newcomer@exmaple.org';
const CORRECTED = 'newcomer@example.org';

async function linksTo(address: string): Promise<string[]> {
  const files = readdirSync(MAIL_DIR).sort();
  const mails: ParsedMail[] = await Promise.all(
    files.map((file) => simpleParser(readFileSync(path.join(MAIL_DIR, file)))),
  );
  return mails
    .filter((mail) => mail.subject?.endsWith(': Set your password') && mail.text?.includes(newcomer.username))
    .filter((mail) => (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.text.includes(address)))
    .flatMap((mail) => /https?:\/\/\S+\/user\/set-password#token=[\w-]+/.exec(mail.text ?? '')?.[0] ?? []);
}

test('an Admin corrects the address of an account waiting for its password, and its link arrives there', async ({
  page,
}) => {
  await page.goto('/user/login');
  await signIn(page, admin);
  await expect(page).toHaveURL('/home');

  // Added without a password, to a mistyped address.
  await openFromNav(page, 'Users', 'Add User');
  await page.getByLabel('Username').fill(newcomer.username);
  await page.getByLabel('User', { exact: true }).check();
  await page.getByLabel('First Name').fill('Nora');
  await page.getByLabel('Last Name').fill('Newcomer');
  await page.getByLabel('Email').fill(MISTYPED);
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL('/user/get-all');

  await page
    .getByRole('row', { name: new RegExp(`^${newcomer.username} `) })
    .getByRole('link', { name: 'Edit' })
    .click();
  await expect(
    page.getByText("This account has no password yet: it is waiting for its 'Set your password' link."),
  ).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await settled(page);
    expect(await screenProblems(page, `Edit User of an account waiting for its password at ${width}px`)).toEqual([]);
  }
  await page.getByLabel('Password (blank leaves it unset)').fill('');
  await page.getByRole('textbox', { name: 'Email' }).fill(CORRECTED);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/user/get-all');
  await expect.poll(() => linksTo(CORRECTED), { timeout: 20_000 }).toHaveLength(1);

  // Lost again: the Admin sends it once more, by keyboard, and hears so.
  await page
    .getByRole('row', { name: new RegExp(`^${newcomer.username} `) })
    .getByRole('link', { name: 'Edit' })
    .click();
  const resend = page.getByRole('button', { name: 'Send the link again' });
  await resend.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Password' })).toContainText(
    `A new 'Set your password' link is on its way to ${CORRECTED}.`,
  );
  await expect(resend).toBeFocused();
  await expect.poll(() => linksTo(CORRECTED), { timeout: 20_000 }).toHaveLength(2);

  const [, link = ''] = await linksTo(CORRECTED);
  const context = await page.context().browser()?.newContext();
  const newcomerPage = await context?.newPage();
  if (!newcomerPage) throw new Error('no second page');
  await newcomerPage.goto(new URL(link).pathname + new URL(link).hash);
  await newcomerPage.getByLabel('New password').fill(newcomer.password);
  await newcomerPage.getByRole('button', { name: 'Set password' }).click();
  await expect(newcomerPage.getByText('Your password is set')).toBeVisible();
  await newcomerPage.getByRole('link', { name: 'Back to Login' }).click();
  await signIn(newcomerPage, newcomer);
  await expect(newcomerPage).toHaveURL('/home');
});
