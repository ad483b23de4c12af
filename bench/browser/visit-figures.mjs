import { figure } from '../figures.mjs';
import { benchEngines, startSeededServer } from '../server/seeded-server.mjs';
import { seedDays } from './calendar.mjs';
import { launchChromium } from './chromium.mjs';
import { pageVisits, timelineText, visitPages } from './page-visits.mjs';
import { signInAdmin } from './product.mjs';

const MEETINGS = 10_000;
/** A week (Monday on) after the seeded meetings (2029-01-01 to 2030-09-18), holding the visit's meetings only. */
const VISIT_WEEK = '2030-11-04';
const VISIT_MEETINGS = 200;
const VISIT_GOALS_MS = { cold: 700, warm: 300 };
const IDLE_GOAL_MS = 50;
/** Visits of each page and kind; each figure is their median, a single visit on two cores varies by some 60 ms. */
const ROUNDS = 5;

/**
 * Navigation start → the calendar's week of 200 meetings, the meetings list and home drawn, on a first and a second
 * visit, on each engine's server seeded with 10,000 meetings; each visit printed with its request timeline.
 * @returns {Promise<import('../figures.mjs').Figure[]>}
 */
export async function visitFigures() {
  const browser = await launchChromium();
  const figures = [];
  try {
    for (const engine of await benchEngines()) {
      console.log(`${engine.name}: seeding ${MEETINGS} meetings for the page visits`);
      const { server, close } = await startSeededServer(engine, MEETINGS);
      try {
        figures.push(...(await engineVisitFigures(browser, server, engine.name)));
      } finally {
        await close();
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}

async function engineVisitFigures(browser, server, engine) {
  const { user } = await signInAdmin(server);
  const meetings = await seedDays(server, user, {
    firstDay: VISIT_WEEK,
    days: 7,
    total: VISIT_MEETINGS,
    label: 'Visit week',
  });
  const figures = [];
  let longestIdle = { ms: 0, where: '' };
  for (const { name, ...visits } of await pageVisits(
    browser,
    server,
    visitPages({ week: VISIT_WEEK, meetings }),
    ROUNDS,
  )) {
    for (const kind of ['cold', 'warm']) {
      const visit = visits[kind];
      const [fastest, slowest] = visit.range.map(Math.round);
      console.log(
        `\n${name}, ${kind} visit (${engine}): drawn at ${Math.round(visit.ms)} ms, the median of ${ROUNDS} (${fastest}–${slowest})\n${timelineText(visit)}`,
      );
      figures.push(
        figure({
          figure: `Navigation → ${name} drawn, ${kind === 'cold' ? 'first visit' : 'second visit'} (${engine})`,
          value: visit.ms,
          unit: 'ms',
          goal: `≤ ${VISIT_GOALS_MS[kind]} ms`,
          met: visit.ms <= VISIT_GOALS_MS[kind],
          note: `median of ${ROUNDS} visits, ${fastest}–${slowest} ms; longest stretch with no request in flight ${Math.round(visit.longestGap.ms)} ms, with the main thread idle too ${Math.round(visit.idleGap.ms)} ms; ${visit.requests.length} requests, ${Math.round(visit.transferredKB)} KB transferred`,
        }),
      );
      if (visit.idleGap.ms > longestIdle.ms)
        longestIdle = { ms: visit.idleGap.ms, where: `${name}, ${kind} visit, after ${visit.idleGap.after}` };
    }
  }
  figures.push(
    figure({
      figure: `Longest wait with no request in flight and the main thread idle, navigation → drawn (${engine})`,
      value: longestIdle.ms,
      unit: 'ms',
      goal: `≤ ${IDLE_GOAL_MS} ms`,
      met: longestIdle.ms <= IDLE_GOAL_MS,
      note: `of the median visits above: ${longestIdle.where}`,
    }),
  );
  return figures;
}
