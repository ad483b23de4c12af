// The meetings calendar's timed figures: a week of 500 meetings drawn after a click, and the longest task while a
// month of 300 meetings opens. Both on days no other figure seeds (the meeting list's start in June 2027).
import { api, signedInContext } from './product.mjs';

const WEEK = '2030-03-04';
const WEEK_BEFORE = '2030-02-25';
const MONTH = '2030-05-01';
const MONTH_BEFORE = '2030-04-01';
const MEETING_MINUTES = 20;
const DAY_MS = 86_400_000;

/**
 * Adds `total` meetings through the API, six at a time, `slotOf(index, teams, venues)` answering each one's team,
 * venue and start (a Date); answers how many are there (a clash with another meeting is skipped, one already added by
 * an earlier run counts).
 */
async function addMeetings(server, user, { total, label, slotOf }) {
  const [teams, venues] = await Promise.all([
    api(server, user, 'GET', '/teams/teams'),
    api(server, user, 'GET', '/venues/venues'),
  ]);
  let next = 0;
  let added = 0;
  const worker = async () => {
    while (next < total) {
      const index = next++;
      const { team, venue, start, minutes } = slotOf(index, teams, venues);
      try {
        await api(server, user, 'POST', '/meetings/add', {
          _id: `${label} ${index}`,
          team,
          venue,
          meetingDate: start.toISOString().slice(0, 10),
          startTime: start.toISOString(),
          endTime: new Date(start.getTime() + minutes * 60_000).toISOString(),
          comments: `Seeded by the calendar bench, number ${index}.`,
          updatedDate: new Date().toISOString(),
        });
        added += 1;
      } catch (error) {
        if (/answered 403/.test(error.message)) added += 1;
        else if (!/answered 409/.test(error.message)) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return added;
}

/**
 * Adds `total` meetings over `days` days from `firstDay` (UTC), side by side as many at a time as there are teams and
 * venues to keep them apart, one after another from midnight; answers how many are there.
 */
export function seedDays(server, user, { firstDay, days, total, label }) {
  return addMeetings(server, user, {
    total,
    label,
    slotOf: (index, teams, venues) => {
      const lanes = Math.min(teams.length, venues.length);
      const inDay = Math.floor(index / days);
      return {
        team: teams[inDay % lanes],
        venue: venues[inDay % lanes],
        start: new Date(
          Date.parse(`${firstDay}T00:00:00Z`) +
            (index % days) * DAY_MS +
            Math.floor(inDay / lanes) * MEETING_MINUTES * 60_000,
        ),
        minutes: MEETING_MINUTES,
      };
    },
  });
}

export const BUSY_PLACES = 20;
const BUSY_MINUTES = 90;
/** A busy venue's mornings start from 08:00 and its afternoons from 13:00, each venue half an hour after another. */
const BUSY_STARTS = [8 * 60, 13 * 60];
const BUSY_STAGGERS = 8;

/**
 * A busy group's weekdays: each of BUSY_PLACES venues (with its team) booked twice a day, Monday to Friday, between
 * 08:00 and 18:00 UTC, for `weeks` weeks from the Monday `firstDay`. The venues' 90 minutes start half an hour apart
 * in turn, so some ten meetings at a time overlap across venues; 40 a day, 200 a week. Answers how many are there.
 */
export function seedBusyWeekdays(server, user, { firstDay, weeks, label }) {
  const perDay = BUSY_PLACES * BUSY_STARTS.length;
  return addMeetings(server, user, {
    total: weeks * 5 * perDay,
    label,
    // The seeded teams and venues without people, whose meetings send no mail.
    slotOf: (index, teams, venues) => {
      const weekday = Math.floor(index / perDay);
      const place = index % BUSY_PLACES;
      const minute = BUSY_STARTS[Math.floor((index % perDay) / BUSY_PLACES)] + (place % BUSY_STAGGERS) * 30;
      const day = Math.floor(weekday / 5) * 7 + (weekday % 5);
      return {
        team: teams.filter((name) => name.startsWith('Team '))[place],
        venue: venues.filter((name) => name.startsWith('Venue '))[place],
        start: new Date(Date.parse(`${firstDay}T00:00:00Z`) + day * DAY_MS + minute * 60_000),
        minutes: BUSY_MINUTES,
      };
    },
  });
}

/** A page on the calendar at `search`, drawn and idle, in UTC like the seeded days. */
async function calendarAt(browser, server, search) {
  const context = await signedInContext(browser, server, {
    timezoneId: 'UTC',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.goto(`/meeting/calendar${search}`);
  await page.locator('.rbc-calendar').waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  return { context, page };
}

/**
 * ms from the click on 'Next week' to the week of `count` seeded meetings drawn: loaded for its days (the calendar
 * is open on the week before), every meeting in the DOM and a frame painted.
 */
export async function clickToFullWeekMs(browser, server, user, count) {
  const seeded = await seedDays(server, user, { firstDay: WEEK, days: 7, total: count, label: 'Bench week' });
  const { context, page } = await calendarAt(browser, server, `?view=week&date=${WEEK_BEFORE}`);
  const next = page.getByRole('button', { name: 'Next week' });
  await next.evaluate((element, wanted) => {
    element.addEventListener('click', () => {
      const clickedAt = performance.now();
      const check = () => {
        if (document.querySelectorAll('.rbc-event').length >= wanted)
          window.__fullWeekMs = performance.now() - clickedAt;
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  }, seeded);
  await next.click();
  const ms = await (await page.waitForFunction(() => window.__fullWeekMs, null, { timeout: 60_000 })).jsonValue();
  await context.close();
  return ms;
}

/**
 * The longest task (ms, 0 when none over 50 ms) from the click on 'Next month' until the month of `count` seeded
 * meetings is drawn and idle.
 */
export async function longestMonthTaskMs(browser, server, user, count) {
  await seedDays(server, user, { firstDay: MONTH, days: 31, total: count, label: 'Bench month' });
  const { context, page } = await calendarAt(browser, server, `?view=month&date=${MONTH_BEFORE}`);
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('heading', { name: 'May 2030' }).waitFor();
  await page.locator('.rbc-event').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const tasks = await page.evaluate(() => window.__longTasks);
  await context.close();
  return Math.max(0, ...tasks);
}
