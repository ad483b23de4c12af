// Navigation start → a signed-in page drawn, on a first visit (empty cache) and a second one (everything cached), with
// the visit's request timeline: what started when, and the longest stretch with nothing on the network.
import { signedInPageWithCache } from './product.mjs';

/**
 * The pages measured and when each counts as drawn, checked every frame from navigation start on. `week` is the
 * calendar week seeded with meetings; `meetings` how many it holds.
 */
export const visitPages = ({ week, meetings }) => [
  {
    name: `calendar week of ${meetings} meetings`,
    path: `/meeting/calendar?view=week&date=${week}`,
    drawn: { selector: '.rbc-event', atLeast: meetings },
  },
  { name: 'meetings list', path: '/meeting', drawn: { selector: 'main tbody tr td', atLeast: 1 } },
  { name: 'home', path: '/home', drawn: { selector: 'main h1', atLeast: 1, text: 'Home' } },
];

/**
 * Notes in `window.__drawnMs` the first frame, counted from navigation start, with at least `atLeast` elements of
 * `selector` (the first holding `text`, when given).
 */
function watchDrawn({ selector, atLeast, text }) {
  const check = () => {
    const found = document.querySelectorAll(selector);
    if (found.length >= atLeast && (text === undefined || found[0].textContent === text))
      window.__drawnMs = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * The page's requests up to `until` ms, in the order they started, the longest gap with none in flight, and the KB
 * they brought over the network (headers and bodies as sent, compressed or not; 0 for one answered from the cache).
 */
function timelineOf(entries, until) {
  const requests = entries
    .filter((entry) => entry.startTime <= until)
    .map((entry) => ({
      url: entry.name,
      start: Math.round(entry.startTime),
      end: Math.round(entry.responseEnd),
      cached: entry.transferSize === 0,
      transferSize: entry.transferSize,
    }))
    .sort((a, b) => a.start - b.start);
  const transferredKB = requests.reduce((sum, request) => sum + request.transferSize, 0) / 1024;
  let longestGap = { ms: 0, after: '' };
  let busyUntil = requests[0]?.start ?? 0;
  let last = '';
  for (const request of requests) {
    if (request.start - busyUntil > longestGap.ms) longestGap = { ms: request.start - busyUntil, after: last };
    if (request.end > busyUntil) {
      busyUntil = request.end;
      last = request.url;
    }
  }
  if (until - busyUntil > longestGap.ms) longestGap = { ms: until - busyUntil, after: `${last} (until drawn)` };
  return { requests, longestGap, transferredKB };
}

async function visit(page, { path }) {
  await page.goto(path, { waitUntil: 'commit' });
  const ms = await (await page.waitForFunction(() => window.__drawnMs, null, { timeout: 60_000 })).jsonValue();
  const entries = await page.evaluate(() =>
    [performance.getEntriesByType('navigation')[0], ...performance.getEntriesByType('resource')].map((entry) => ({
      name: entry.name,
      startTime: entry.startTime,
      responseEnd: entry.responseEnd,
      transferSize: entry.transferSize,
    })),
  );
  await page.waitForLoadState('networkidle');
  return { ms, ...timelineOf(entries, ms) };
}

/**
 * Each page visited twice in a fresh signed-in context at 1280×800: first with an empty cache, then again with
 * everything the first visit cached. Answers `{name, cold, warm}` per page, each `{ms, requests, longestGap,
 * transferredKB}`.
 */
export async function pageVisits(browser, server, pages) {
  const results = [];
  for (const page of pages) {
    const { context, page: tab } = await signedInPageWithCache(browser, server, {
      viewport: { width: 1280, height: 800 },
      timezoneId: 'UTC',
    });
    await context.addInitScript(watchDrawn, page.drawn);
    const cold = await visit(tab, page);
    const warm = await visit(tab, page);
    await context.close();
    results.push({ name: page.name, cold, warm });
  }
  return results;
}

/**
 * A visit's timeline as one line per request: start–end ms, path, KB transferred or '(cached)' when nothing was;
 * then the longest idle gap and the visit's total.
 */
export function timelineText({ requests, longestGap, transferredKB }) {
  const lines = requests.map(({ url, start, end, cached, transferSize }) => {
    const { pathname, search } = new URL(url);
    const size = cached ? '(cached)' : `${(transferSize / 1024).toFixed(1)} KB`;
    return `${String(start).padStart(5)}–${String(end).padEnd(5)} ${pathname}${search} ${size}`;
  });
  return [
    ...lines,
    `longest idle gap: ${Math.round(longestGap.ms)} ms after ${longestGap.after}`,
    `transferred: ${requests.length} requests, ${Math.round(transferredKB)} KB`,
  ].join('\n');
}
