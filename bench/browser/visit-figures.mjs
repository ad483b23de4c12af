import { figure, median } from '../figures.mjs';
import { benchEngines, startSeededServer } from '../server/seeded-server.mjs';
import { seedBusyWeekdays, seedDays } from './calendar.mjs';
import { launchChromium } from './chromium.mjs';
import { pageVisits, timelineText, visitPages } from './page-visits.mjs';
import { signInAdmin } from './product.mjs';

const MEETINGS = 10_000;
/** A week (Monday on) after the seeded meetings (2029-01-01 to 2030-09-18), holding the visit's meetings only. */
const VISIT_WEEK = '2030-11-04';
const VISIT_MEETINGS = 200;
/** A busy group's week and month (each weekday 40 meetings, many at a time), in weeks free of other meetings too. */
const BUSY_WEEK = '2030-11-18';
const BUSY_MONTH = { date: '2030-12-01', firstMonday: '2030-12-02', weeks: 4 };
const VISIT_GOALS_MS = { cold: 700, warm: 300 };
/** Where a server-rendered room system's page of the busy week stands on this machine, times 0.6 and 0.8. */
const BUSY_VISIT_GOALS_MS = { cold: 575, warm: 270 };
/** The busy week and month drawn after their meetings' answer ended, on a second visit. */
const AFTER_DATA_GOALS_MS = { week: 150, month: 300 };
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

/**
 * The calendar's meetings drawn after their answer: ms from the end of the second visits' `/api/meetings?from…` to
 * the frame they were all in, the median of the rounds.
 */
function afterDataFigure(name, warmVisits, goal, engine) {
  const afterData = warmVisits.map((visit) => {
    const data = visit.requests.find((request) => new URL(request.url).pathname === '/api/meetings');
    return visit.ms - data.end;
  });
  const ms = median(afterData);
  return figure({
    figure: `${name[0].toUpperCase()}${name.slice(1)} drawn after its data arrived, second visit (${engine})`,
    value: ms,
    unit: 'ms',
    goal: `≤ ${goal} ms`,
    met: ms <= goal,
    note: `median of ${afterData.length} visits, ${Math.round(Math.min(...afterData))}–${Math.round(Math.max(...afterData))} ms, from the end of /api/meetings to the frame holding them all`,
  });
}

async function engineVisitFigures(browser, server, engine) {
  const { user } = await signInAdmin(server);
  const meetings = await seedDays(server, user, {
    firstDay: VISIT_WEEK,
    days: 7,
    total: VISIT_MEETINGS,
    label: 'Visit week',
  });
  const busyWeek = await seedBusyWeekdays(server, user, { firstDay: BUSY_WEEK, weeks: 1, label: 'Busy week' });
  const busyMonth = await seedBusyWeekdays(server, user, {
    firstDay: BUSY_MONTH.firstMonday,
    weeks: BUSY_MONTH.weeks,
    label: 'Busy month',
  });
  const pages = visitPages({
    week: { date: VISIT_WEEK, meetings },
    busyWeek: { date: BUSY_WEEK, meetings: busyWeek },
    busyMonth: { date: BUSY_MONTH.date, meetings: busyMonth },
  });
  const afterDataGoals = { [pages[1].name]: AFTER_DATA_GOALS_MS.week, [pages[2].name]: AFTER_DATA_GOALS_MS.month };
  const figures = [];
  let longestIdle = { ms: 0, where: '' };
  for (const { name, warmVisits, ...visits } of await pageVisits(browser, server, pages, ROUNDS)) {
    const goals = name === pages[1].name ? BUSY_VISIT_GOALS_MS : VISIT_GOALS_MS;
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
          goal: `≤ ${goals[kind]} ms`,
          met: visit.ms <= goals[kind],
          note: `median of ${ROUNDS} visits, ${fastest}–${slowest} ms; longest stretch with no request in flight ${Math.round(visit.longestGap.ms)} ms, with the main thread idle too ${Math.round(visit.idleGap.ms)} ms; ${visit.requests.length} requests, ${Math.round(visit.transferredKB)} KB transferred`,
        }),
      );
      if (visit.idleGap.ms > longestIdle.ms)
        longestIdle = { ms: visit.idleGap.ms, where: `${name}, ${kind} visit, after ${visit.idleGap.after}` };
    }
    const goal = afterDataGoals[name];
    if (goal !== undefined) figures.push(afterDataFigure(name, warmVisits, goal, engine));
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
