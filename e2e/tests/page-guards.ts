import type { Page } from '@playwright/test';

/**
 * Collects what must never happen on a page: a Content-Security-Policy violation (as the browser's event and as its
 * console report) and an uncaught error. Call before the first navigation; read the list at the end of the test.
 */
export async function watchForViolations(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction('__reportViolation', (report: string) => problems.push(report));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation: (report: string) => void }).__reportViolation;
      report(`CSP ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} in ${event.sourceFile}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}
