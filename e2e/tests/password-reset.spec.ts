import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { expect, test } from './a11y';
import { signIn } from './session';

/** Where run-e2e.mjs's SMTP server keeps each message it accepted, one file each. */
const MAIL_DIR = process.env.E2E_MAIL_DIR ?? '';
/** A demo User no other spec signs in as: its password changes here. */
const maria = { username: 'mgarcia', email: 'maria.garcia@example.org', password: 'Harbour-Quiet-Lantern-73' };

async function resetMessages(): Promise<ParsedMail[]> {
  const files = readdirSync(MAIL_DIR).sort();
  const mails = await Promise.all(files.map((file) => simpleParser(readFileSync(path.join(MAIL_DIR, file)))));
  return mails.filter((mail) => mail.subject?.endsWith('Reset your password') && mail.text?.includes(maria.username));
}

test('a forgotten password: the link arrives by email, sets a new password once, and the user signs in with it', async ({
  page,
}) => {
  await page.goto('/user/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/user/forgot-password');
  await page.getByRole('textbox', { name: 'Username or email' }).fill(maria.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('If it matches an account, a link is on its way.')).toBeVisible();

  let link = '';
  await expect
    .poll(
      async () => {
        const url = /https?:\/\/\S+\/user\/set-password#token=[\w-]+/.exec((await resetMessages()).at(-1)?.text ?? '');
        link = url ? new URL(url[0]).pathname + new URL(url[0]).hash : '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');

  await page.goto(link);
  // The token leaves the address bar at once; the page names the account and lists every rule as it is typed.
  await expect(page).toHaveURL('/user/set-password');
  await expect(page.getByText('For the account: mgarcia')).toBeVisible();
  const password = page.getByLabel('New password');
  await password.fill('maria garcia');
  await expect(page.getByRole('listitem').filter({ hasText: 'not made of your username' })).toContainText(
    'not met yet',
  );
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('alert')).toContainText('Password must');
  await expect(page.getByRole('alert')).toBeFocused();
  await password.fill(maria.password);
  for (const rule of ['10 to 48 characters', 'not made of your username', 'not easy to guess']) {
    await expect(page.getByRole('listitem').filter({ hasText: rule })).toContainText('(met)');
  }
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set')).toBeFocused();

  await page.getByRole('link', { name: 'Back to Login' }).click();
  await signIn(page, maria);
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('region', { name: 'Signed-in user' })).toContainText(maria.username);

  // The user's page shows its mail preferences (checked at both widths with axe, as every screen a test opens).
  await page.goto('/user/get');
  await expect(page.getByRole('checkbox', { name: 'Email me invitations and changes' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Reminder' })).toHaveValue('1h');

  // A used link says so as it opens, with the way to a new one.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('This link does not work any more');
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL('/user/forgot-password');
});
