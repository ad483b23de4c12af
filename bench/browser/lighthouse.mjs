import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { browserCookie, CHANGE_STREAM_URL, signInAdmin } from './product.mjs';

/** Lighthouse's variability guide: the median of five runs roughly halves a single run's spread. */
const RUNS_PER_PAGE = 5;

/**
 * Lighthouse (desktop preset) on each page, in one Chromium: performance and accessibility scores (0-100) and CLS,
 * from the median of several runs (Lighthouse's own choice of the run nearest the median FCP and TTI).
 * A page with `signedIn` opens with an admin's session of its own in localStorage, where shared-auth keeps it, and its
 * refresh cookie; the session is written from a same-origin JSON URL, so the app's files are still not cached when
 * Lighthouse loads the page.
 * @param {{name: string, path: string, signedIn: boolean}[]} pages signed-out pages first
 * @returns {Promise<{name: string, performance: number, accessibility: number, cls: number}[]>}
 */
export async function lighthouseScores(server, pages) {
  // Lighthouse's logger sets DEBUG for the whole process, which a server started after it would read as its own.
  const debug = process.env.DEBUG;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const results = [];
    let signedIn = false;
    for (const page of pages) {
      if (page.signedIn && !signedIn) {
        await storeSession(chrome.port, server);
        signedIn = true;
      }
      const runs = [];
      for (let run = 0; run < RUNS_PER_PAGE; run += 1)
        runs.push(await audited(`${server.url}${page.path}`, chrome.port));
      const lhr = computeMedianRun(runs);
      results.push({
        name: page.name,
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        failedAudits: Object.values(lhr.audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
          .map((audit) => audit.id),
      });
    }
    return results;
  } finally {
    chrome.kill();
    if (debug === undefined) delete process.env.DEBUG;
    else process.env.DEBUG = debug;
  }
}

/**
 * Lighthouse's report of one page. A run whose own tracing failed (NO_NAVSTART and the like: Lighthouse's answer is
 * "Please run Lighthouse again") runs once more; a second failure is the page's.
 */
async function audited(url, port) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
        blockedUrlPatterns: [CHANGE_STREAM_URL],
      },
      desktopConfig,
    );
    if (!lhr.runtimeError) return lhr;
    if (attempt === 2) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    console.log(`Lighthouse on ${url}: ${lhr.runtimeError.code}, running it again`);
  }
}

async function storeSession(port, server) {
  const { user, refreshCookie } = await signInAdmin(server);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const [context] = browser.contexts();
  await context.addCookies([browserCookie(server, refreshCookie)]);
  const page = await context.newPage();
  await page.goto(`${server.url}/config.json`);
  await page.evaluate((stored) => localStorage.setItem('currentUser', stored), JSON.stringify(user));
  await page.close();
  await browser.close();
}
