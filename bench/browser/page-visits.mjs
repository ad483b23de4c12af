// Navigation start → a signed-in page drawn, on a first visit (empty cache) and a second one (everything cached), with
// the visit's request timeline: what started when, and the longest stretch with nothing on the network.
import { signedInPageWithCache } from './product.mjs';

/**
 * The pages measured and when each counts as drawn, checked every frame from navigation start on. `week` is the
 * calendar week seeded with meetings spread thinly, `busyWeek` and `busyMonth` those seeded busy; each with `date`,
 * the day shown, and `meetings`, how many it holds. A month counts those behind its days' '+N more' as drawn.
 */
export const visitPages = ({ week, busyWeek, busyMonth }) => [
  {
    name: `calendar week of ${week.meetings} meetings`,
    path: `/meeting/calendar?view=week&date=${week.date}`,
    drawn: { selector: '.rbc-event', atLeast: week.meetings },
  },
  {
    name: `calendar's busy week of ${busyWeek.meetings} meetings`,
    path: `/meeting/calendar?view=week&date=${busyWeek.date}`,
    drawn: { selector: '.rbc-event', atLeast: busyWeek.meetings },
  },
  {
    name: `calendar's busy month of ${busyMonth.meetings} meetings`,
    path: `/meeting/calendar?view=month&date=${busyMonth.date}`,
    drawn: { selector: '.rbc-event', more: '.rbc-show-more', atLeast: busyMonth.meetings },
  },
  { name: 'meetings list', path: '/meeting', drawn: { selector: 'main tbody tr td', atLeast: 1 } },
  { name: 'home', path: '/home', drawn: { selector: 'main h1', atLeast: 1, text: 'Home' } },
];

/**
 * Notes in `window.__drawnMs` the first frame, counted from navigation start, with at least `atLeast` elements of
 * `selector` (the first holding `text`, when given; with `more`, the numbers in the texts of its elements added); and
 * in `window.__busy`, as `[start, end]` ms, each stretch over 5 ms in which the main thread ran something else
 * (script, style, layout, paint) than a message it posts itself in a loop until then.
 */
function watchDrawn({ selector, more, atLeast, text }) {
  window.__busy = [];
  const channel = new MessageChannel();
  let last = performance.now();
  channel.port1.onmessage = () => {
    const now = performance.now();
    if (now - last > 5) window.__busy.push([last, now]);
    last = now;
    if (window.__drawnMs === undefined) channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
  const check = () => {
    const found = document.querySelectorAll(selector);
    let count = found.length;
    if (more) for (const element of document.querySelectorAll(more)) count += Number(element.textContent.match(/\d+/));
    if (count >= atLeast && (text === undefined || found[0].textContent === text)) window.__drawnMs = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** How much of `[from, to]` no interval of `busy` covers: its longest stretch, in ms. */
function longestFreeStretch(from, to, busy) {
  let longest = 0;
  let at = from;
  for (const [start, end] of busy.filter(([start, end]) => end > from && start < to).sort((a, b) => a[0] - b[0])) {
    longest = Math.max(longest, Math.min(start, to) - at);
    at = Math.max(at, end);
  }
  return Math.max(longest, to - at);
}

/**
 * The page's requests up to `until` ms, in the order they started; the longest gap with none in flight, and the
 * longest stretch of any gap in which the main thread was not busy either (`idleGap`: time lost waiting, where the
 * rest of a gap is the page's own script, style, layout and paint); and the KB they brought over the network (headers
 * and bodies as sent, compressed or not; 0 for one answered from the cache).
 */
function timelineOf(entries, until, mainThreadBusy) {
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
  let idleGap = { ms: 0, after: '' };
  const gapEnds = (start, end, after) => {
    if (end - start > longestGap.ms) longestGap = { ms: end - start, after };
    const idle = longestFreeStretch(start, end, mainThreadBusy);
    if (idle > idleGap.ms) idleGap = { ms: idle, after };
  };
  let busyUntil = requests[0]?.start ?? 0;
  let last = '';
  for (const request of requests) {
    if (request.start > busyUntil) gapEnds(busyUntil, request.start, last);
    if (request.end > busyUntil) {
      busyUntil = request.end;
      last = request.url;
    }
  }
  if (until > busyUntil) gapEnds(busyUntil, until, `${last} (until drawn)`);
  return { requests, longestGap, idleGap, transferredKB };
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
  const mainThreadBusy = await page.evaluate(() => window.__busy);
  await page.waitForLoadState('networkidle');
  return { ms, ...timelineOf(entries, ms, mainThreadBusy) };
}

/**
 * The visit of median time among `visits` (the later of the middle two of an even count), with `range`: the fastest
 * and slowest times.
 */
function medianVisit(visits) {
  const sorted = [...visits].sort((a, b) => a.ms - b.ms);
  return { ...sorted[Math.floor(sorted.length / 2)], range: [sorted[0].ms, sorted[sorted.length - 1].ms] };
}

/**
 * Each page visited twice in a fresh signed-in context at 1280×800: first with an empty cache, then again with
 * everything the first visit cached; `rounds` times, each in a new context. Answers `{name, cold, warm, warmVisits}`
 * per page: the median visits `{ms, range, requests, longestGap, idleGap, transferredKB}`, and every second one.
 */
export async function pageVisits(browser, server, pages, rounds = 1) {
  const results = [];
  for (const page of pages) {
    const visits = { cold: [], warm: [] };
    for (let round = 0; round < rounds; round += 1) {
      const { context, page: tab } = await signedInPageWithCache(browser, server, {
        viewport: { width: 1280, height: 800 },
        timezoneId: 'UTC',
      });
      await context.addInitScript(watchDrawn, page.drawn);
      visits.cold.push(await visit(tab, page));
      visits.warm.push(await visit(tab, page));
      await context.close();
    }
    results.push({
      name: page.name,
      cold: medianVisit(visits.cold),
      warm: medianVisit(visits.warm),
      warmVisits: visits.warm,
    });
  }
  return results;
}

/**
 * A visit's timeline as one line per request: start–end ms, path, KB transferred or '(cached)' when nothing was;
 * then the longest stretch with no request in flight, the longest with the main thread idle too, and the visit's total.
 */
export function timelineText({ requests, longestGap, idleGap, transferredKB }) {
  const lines = requests.map(({ url, start, end, cached, transferSize }) => {
    const { pathname, search } = new URL(url);
    const size = cached ? '(cached)' : `${(transferSize / 1024).toFixed(1)} KB`;
    return `${String(start).padStart(5)}–${String(end).padEnd(5)} ${pathname}${search} ${size}`;
  });
  return [
    ...lines,
    `longest stretch with no request in flight: ${Math.round(longestGap.ms)} ms after ${longestGap.after}`,
    `longest with the main thread idle too: ${Math.round(idleGap.ms)} ms after ${idleGap.after}`,
    `transferred: ${requests.length} requests, ${Math.round(transferredKB)} KB`,
  ].join('\n');
}
