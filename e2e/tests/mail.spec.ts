import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { expect, screenProblems, settled, test, WIDTHS } from './a11y';
import { admin, openFromNav, signIn, stepTime } from './session';

/** Where run-e2e.mjs's SMTP server keeps each message it accepted, one file each. */
const MAIL_DIR = process.env.E2E_MAIL_DIR ?? '';

/** A member of Lab Operations in the demo data, and a day no other spec uses. */
const MEMBER = 'siobhan.okeefe@example.org';
const MEETING = 'E2E Mail Sync';
const DAY = '2030-07-09';

async function receivedMail(): Promise<ParsedMail[]> {
  const files = readdirSync(MAIL_DIR).sort();
  return Promise.all(files.map((file) => simpleParser(readFileSync(path.join(MAIL_DIR, file)))));
}

const isTo = (mail: ParsedMail, address: string) =>
  (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.value.some((each) => each.address === address));

async function addMeeting(page: Page) {
  await openFromNav(page, 'Meetings', 'Add Meeting');
  await page.getByLabel('Meeting Id').fill(MEETING);
  await page.getByLabel('Team').selectOption('Lab Operations');
  await page.getByLabel('Venue').selectOption('Main Hall');
  await page.getByRole('textbox', { name: 'Meeting Date' }).fill(DAY);
  await page.getByRole('textbox', { name: 'Meeting Date' }).press('Enter');
  await stepTime(page, 'Start Time', 2, 0);
  await stepTime(page, 'End Time', 3, 0);
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL('/meeting');
}

test('an Admin adds a meeting, the member’s mail arrives at the test SMTP server, and the Outbox shows it', async ({
  page,
}) => {
  await page.goto('/user/login');
  await signIn(page, admin);
  await expect(page).toHaveURL('/home');
  await addMeeting(page);

  // Its time is the browser's 14:00, written in the group's zone.
  const subject = /^Invitation: Lab Operations meeting on Tue Jul 09 2030 at \d\d:00 pm$/;
  let invitation: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        invitation = (await receivedMail()).find((mail) => isTo(mail, MEMBER) && subject.test(mail.subject ?? ''));
        return invitation !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  expect(invitation?.text).toContain('Venue: Main Hall');
  const calendarPart = invitation?.attachments.find((part) => part.contentType === 'text/calendar');
  expect(calendarPart?.content.toString('utf8')).toContain('METHOD:REQUEST');
  expect(invitation?.from?.value[0]?.name).toBe('RG scheduler');
  // A one-click unsubscribe (RFC 8058); opened in a browser, it changes nothing and leads to the preferences.
  const listHeaders = (invitation?.headerLines ?? [])
    .filter((header) => header.key.startsWith('list-unsubscribe'))
    .map((header) => header.line.replace(/\r?\n(?=[ \t])/g, ''));
  expect(listHeaders[1]).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const unsubscribe = new URL(/<(https?:\/\/[^>]+)>/.exec(listHeaders[0] ?? '')?.[1] ?? '');
  expect(unsubscribe.searchParams.get('address')).toBe(MEMBER);
  const opened = await page.request.get(unsubscribe.pathname + unsubscribe.search, { maxRedirects: 0 });
  expect([opened.status(), new URL(opened.headers().location ?? '').pathname]).toEqual([303, '/user/get']);

  await openFromNav(page, 'Users', 'Outbox');
  await expect(page).toHaveURL('/user/outbox');
  const row = page
    .getByRole('row')
    .filter({ hasText: MEMBER })
    .filter({ hasText: invitation?.subject ?? '' });
  await expect(row).toContainText('Sent');
  await row.getByRole('button', { name: /^View/ }).click();
  await expect(page.getByRole('heading', { name: `Message: ${invitation?.subject}` })).toBeFocused();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await settled(page);
    expect(await screenProblems(page, `/user/outbox with a message open at ${width}px`)).toEqual([]);
  }
});
