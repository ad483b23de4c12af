import { recordDownloads } from './chromium.mjs';

/**
 * The JavaScript a fresh browser downloads for `/user/login` until the form is usable (both fields and the button
 * are there and enabled): every script requested before that moment, gzipped.
 * @param {import('playwright-core').Browser} browser
 * @returns {Promise<{gzKB: number, files: {url: string, gzKB: number}[]}>}
 */
export async function loginCriticalPathJs(browser, baseUrl) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const recording = recordDownloads(page);
  const requested = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(request.url());
  });
  await page.goto(`${baseUrl}/user/login`);
  await page.getByLabel('Username').waitFor();
  await Promise.all([
    page.getByLabel('Username').isEnabled(),
    page.getByLabel('Password').isEnabled(),
    page.getByRole('button', { name: 'Login' }).isEnabled(),
  ]);
  const critical = new Set(requested);
  await page.waitForLoadState('networkidle');
  await recording.settled();
  await context.close();
  const files = recording.downloads.filter((file) => file.kind === 'js' && critical.has(file.url));
  return { gzKB: files.reduce((sum, file) => sum + file.gzKB, 0), files };
}
