/** @jest-environment-options {"timeZone": "America/New_York"} */
import { applyAppConfig, chooseDisplayZone } from '@scheduler/shared-auth';
import { fakeCurrentUser } from '@scheduler/shared-auth/testing';
import { answer, NO_ANSWER, Refusal, requestsTo } from '@scheduler/shared-ui/mock-network';
import { renderAt, signInAs, testConfig } from '@scheduler/shared-ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { opsStandup, teams, venues, weeklySync } from '../testing';
import { CalendarPage } from './calendar-page';

const location = () => screen.getByTestId('location').textContent;
const WEEK = '/meeting/calendar?view=week&date=2026-11-23';
/** How a screen reader hears a meeting: id, day, times, team and venue, in the zone shown (New York's). */
const SUMMARIES = {
  'Weekly sync': 'Weekly sync, Mon Nov 23 2026, 09:30 am – 10:30 am, Data Science, Main Hall',
  'Ops standup': 'Ops standup, Mon Nov 23 2026, 04:00 am – 04:30 am, Ops, Annex',
} as Record<string, string>;
const summary = (meeting: typeof weeklySync) => SUMMARIES[meeting._id] ?? '';

// react-big-calendar lays out a whole week in jsdom: seconds, on a busy two-core machine.
jest.setTimeout(20_000);

// The browser in New York (this file's zone); the group in Warsaw (testConfig). The tests' clock is 2026-11-22 04:00
// in New York.
beforeAll(() => {
  applyAppConfig(testConfig);
  // jsdom has no layout: react-big-calendar asks which element is under the pointer at every press.
  document.elementFromPoint = () => null;
});

beforeEach(() => {
  answer('GET', '/teams', teams);
  answer('GET', '/venues', venues);
  answer('GET', '/meetings', [weeklySync, opsStandup]);
});

describe('the calendar’s address', () => {
  it('loads only the days the view shows, with a day more at each end', async () => {
    signInAs(fakeCurrentUser('User'));
    renderAt(WEEK, <CalendarPage />);
    expect(await screen.findByRole('button', { name: summary(weeklySync) })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nov 23 2026 – Nov 29 2026' })).toBeInTheDocument();
    expect(requestsTo('GET', '/meetings').map((request) => request.search)).toEqual(['?from=2026-11-22&to=2026-11-30']);
  });

  it('keeps the view, the date and the filters in the address as they change', async () => {
    signInAs(fakeCurrentUser('User'));
    renderAt(WEEK, <CalendarPage />);
    await screen.findByRole('button', { name: summary(weeklySync) });

    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(location()).toBe('/meeting/calendar?view=week&date=2026-11-30');
    await waitFor(() =>
      expect(requestsTo('GET', '/meetings').map((request) => request.search)).toContain(
        '?from=2026-11-29&to=2026-12-07',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Month' }));
    expect(location()).toBe('/meeting/calendar?view=month&date=2026-11-30');
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(location()).toBe('/meeting/calendar?view=month&date=2026-11-22');
  });

  it('shows only the teams and venues chosen, several of each', async () => {
    signInAs(fakeCurrentUser('User'));
    renderAt(WEEK, <CalendarPage />);
    await screen.findByRole('button', { name: summary(opsStandup) });
    await userEvent.click(screen.getByText('Filters'));
    const teamFilter = screen.getByRole('group', { name: /^Teams/ });
    await userEvent.click(within(teamFilter).getByRole('checkbox', { name: 'Ops' }));
    expect(location()).toBe('/meeting/calendar?view=week&date=2026-11-23&team=Ops');
    expect(screen.queryByRole('button', { name: summary(weeklySync) })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: summary(opsStandup) })).toBeInTheDocument();

    await userEvent.click(within(teamFilter).getByRole('checkbox', { name: 'Data Science' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: /^Venues/ })).getByRole('checkbox', { name: 'Main Hall' }),
    );
    expect(location()).toBe(
      '/meeting/calendar?view=week&date=2026-11-23&team=Ops&team=Data%20Science&venue=Main%20Hall',
    );
    expect(screen.getByRole('button', { name: summary(weeklySync) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: summary(opsStandup) })).not.toBeInTheDocument();
    expect(screen.getByText('Main Hall booked (unshaded: free)')).toBeInTheDocument();
  });

  it('opens a shared address with its filters', async () => {
    signInAs(fakeCurrentUser('User'));
    renderAt('/meeting/calendar?view=agenda&date=2026-11-23&venue=Annex', <CalendarPage />);
    // An agenda row's button is named by what it shows first, then its day and times.
    expect(
      await screen.findByRole('button', {
        name: 'Ops standup · Ops · Annex, Mon Nov 23 2026, 04:00 am – 04:30 am',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Weekly sync/ })).not.toBeInTheDocument();
    expect(screen.getByText('Filters (1 chosen)')).toBeInTheDocument();
  });
});

describe('a meeting’s details', () => {
  it('shows the team, the venue with its address and map, the times, the comments and the meeting link', async () => {
    signInAs(fakeCurrentUser('User'));
    renderAt(WEEK, <CalendarPage />);
    await userEvent.click(await screen.findByRole('button', { name: summary(weeklySync) }));
    const details = await screen.findByRole('dialog', { name: 'Weekly sync' });
    expect(within(details).getByRole('heading', { name: 'Weekly sync' })).toHaveFocus();
    expect(details).toHaveTextContent('12 High St, Springfield');
    expect(details).toHaveTextContent('Bring laptops');
    const [, day, times] = summary(weeklySync).split(', ');
    expect(details).toHaveTextContent(`Date${day}Time${times}`);
    expect(within(details).getByRole('link', { name: 'Map of Main Hall' })).toHaveAttribute(
      'href',
      'https://maps.example.org/?q=hall',
    );
    expect(within(details).getByRole('link', { name: 'https://meet.example.org/ds' })).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Add to calendar: Weekly sync' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['an Admin', 'Admin', opsStandup, true],
    ['a User of the meeting’s team', 'User', weeklySync, true],
    ['a User of another team', 'User', opsStandup, false],
  ] as const)('offers Edit and dragging to %s, as the server allows', async (_, role, meeting, offered) => {
    signInAs(fakeCurrentUser(role));
    renderAt(WEEK, <CalendarPage />);
    const event = await screen.findByRole('button', { name: summary(meeting) });
    // Only what the server would let the user change can be dragged.
    expect(event.classList.contains('calendar-movable')).toBe(offered);
    expect(event.querySelector('.rbc-addons-dnd-resize-ns-anchor') !== null).toBe(offered);
    event.focus();
    await userEvent.keyboard('{Enter}');
    const edit = within(screen.getByRole('dialog')).queryByRole('link', { name: `Edit ${meeting._id}` });
    if (!offered) return expect(edit).not.toBeInTheDocument();
    expect(edit).toHaveAttribute('href', `/meeting/schedule/edit/${encodeURIComponent(meeting._id)}`);
    await userEvent.click(edit as HTMLElement);
    expect(location()).toBe(`/meeting/schedule/edit/${encodeURIComponent(meeting._id)}`);
  });
});

describe('an empty slot by keyboard', () => {
  const keyedSlots = () => [...document.querySelectorAll('[data-slot][tabindex="0"]')];

  it('takes one tab stop at the shown day’s morning, moves with the arrows and opens Add Meeting on Enter', async () => {
    signInAs(fakeCurrentUser('Admin'));
    renderAt(WEEK, <CalendarPage />);
    const slot = await screen.findByRole('button', { name: 'Add a meeting on Mon Nov 23 2026, 08:00 am – 08:30 am' });
    expect(keyedSlots()).toEqual([slot]);
    expect(slot).toHaveAccessibleDescription(
      'Arrow keys move to another time or day; Enter or Space adds a meeting there.',
    );
    slot.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{ArrowUp}');
    expect(document.activeElement).toHaveAccessibleName('Add a meeting on Tue Nov 24 2026, 08:30 am – 09:00 am');
    expect(keyedSlots()).toEqual([document.activeElement]);
    await userEvent.keyboard('{Enter}');
    expect(location()).toBe('/meeting/create?date=2026-11-24&start=08:30&end=09:00');
  });

  it('names the one filtered venue’s booked time', async () => {
    signInAs(fakeCurrentUser('Admin'));
    renderAt(`${WEEK}&venue=Main%20Hall`, <CalendarPage />);
    const slot = await screen.findByRole('button', { name: /^Add a meeting on Mon Nov 23 2026, 08:00 am/ });
    slot.focus();
    // Weekly sync holds Main Hall from 09:30 in New York: three half hours after 08:00.
    await userEvent.keyboard('{ArrowDown}'.repeat(3));
    expect(document.activeElement).toHaveAccessibleName(
      'Add a meeting on Mon Nov 23 2026, 09:30 am – 10:00 am, Main Hall booked',
    );
  });

  it('leaves the month view’s days to their numbers, which open the day view and its slots', async () => {
    signInAs(fakeCurrentUser('Admin'));
    renderAt('/meeting/calendar?view=month&date=2026-11-23', <CalendarPage />);
    const day = await screen.findByRole('button', { name: 'Tue Nov 24 2026' });
    expect(day).toHaveTextContent(/^24$/);
    expect(document.querySelectorAll('[data-slot]')).toHaveLength(0);
    day.focus();
    await userEvent.keyboard('{Enter}');
    expect(location()).toBe('/meeting/calendar?view=day&date=2026-11-24');
    expect(
      await screen.findByRole('button', { name: 'Add a meeting on Tue Nov 24 2026, 08:00 am – 08:30 am' }),
    ).toHaveAttribute('tabindex', '0');
  });

  it('is not offered to a User, who adds no meeting', async () => {
    signInAs(fakeCurrentUser('User'));
    renderAt(WEEK, <CalendarPage />);
    await screen.findByRole('button', { name: summary(weeklySync) });
    expect(document.querySelector('[data-slot]')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Add a meeting/ })).not.toBeInTheDocument();
  });
});

describe('loading', () => {
  it('says it is loading, and shows a failure in the red alert', async () => {
    signInAs(fakeCurrentUser('User'));
    answer('GET', '/meetings', NO_ANSWER);
    const { unmount } = renderAt(WEEK, <CalendarPage />);
    expect(screen.getByText('Loading data. Please wait...')).toBeInTheDocument();
    unmount();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    answer('GET', '/meetings', new Refusal(400, 'from must be a date (YYYY-MM-DD).'));
    renderAt(WEEK, <CalendarPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('from must be a date (YYYY-MM-DD).');
  });

  it('draws the meetings once their teams are there, in their colours, or without them when the teams fail', async () => {
    signInAs(fakeCurrentUser('User'));
    answer('GET', '/teams', NO_ANSWER);
    const { unmount } = renderAt(WEEK, <CalendarPage />);
    await waitFor(() => expect(requestsTo('GET', '/meetings')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByText('Loading data. Please wait...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: summary(weeklySync) })).not.toBeInTheDocument();
    unmount();

    jest.spyOn(console, 'error').mockImplementation(() => {});
    answer('GET', '/teams', new Refusal(500, 'The teams could not be read.'));
    renderAt(WEEK, <CalendarPage />);
    expect(await screen.findByRole('button', { name: summary(weeklySync) })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The teams could not be read.');
  });
});

describe('one clock for every meeting', () => {
  afterEach(() => act(() => chooseDisplayZone('browser')));

  /** 23:00 to 00:30 in New York, across the night of Tuesday Nov 24. */
  const lateNight = {
    ...weeklySync,
    _id: 'Late night',
    startTime: '2026-11-25T04:00:00.000Z',
    endTime: '2026-11-25T05:30:00.000Z',
  };

  it('shows a meeting across midnight in the time grid of both its days', async () => {
    signInAs(fakeCurrentUser('User'));
    answer('GET', '/meetings', [lateNight]);
    renderAt(WEEK, <CalendarPage />);
    const name = 'Late night, Tue Nov 24 2026, 11:00 pm – 12:30 am, Data Science, Main Hall';
    await waitFor(() => expect(screen.getAllByRole('button', { name })).toHaveLength(2));
    for (const part of screen.getAllByRole('button', { name })) {
      expect(part.closest('.rbc-time-content')).not.toBeNull();
    }
  });

  it("names the zone and switches every meeting to the group's clock in one click", async () => {
    signInAs(fakeCurrentUser('User'));
    renderAt(WEEK, <CalendarPage />);
    await screen.findByRole('button', { name: summary(weeklySync) });
    expect(screen.getByText('Times in America/New_York; the group works in Europe/Warsaw.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Show the group's times" }));
    expect(
      await screen.findByRole('button', {
        name: 'Weekly sync, Mon Nov 23 2026, 03:30 pm – 04:30 pm, Data Science, Main Hall',
      }),
    ).toBeInTheDocument();
    expect(location()).toBe(WEEK);
  });

  it('keeps the meetings shown while the next range loads, the filters open and focus on the button pressed', async () => {
    signInAs(fakeCurrentUser('User'));
    renderAt(WEEK, <CalendarPage />);
    await screen.findByRole('button', { name: summary(weeklySync) });
    answer('GET', '/meetings', NO_ANSWER);
    await userEvent.click(screen.getByText('Filters'));
    const month = screen.getByRole('button', { name: 'Month' });
    await userEvent.click(month);
    expect(location()).toBe('/meeting/calendar?view=month&date=2026-11-23');
    expect(await screen.findByText('Loading meetings…')).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: '09:30 am Weekly sync · Data Science · Main Hall, Mon Nov 23 2026, 09:30 am – 10:30 am',
      }),
    ).toBeInTheDocument();
    expect(month).toHaveFocus();
    expect(screen.getByText('Filters').closest('details')).toHaveAttribute('open');
  });

  it('moves to a typed date only once it is whole', async () => {
    signInAs(fakeCurrentUser('User'));
    renderAt(WEEK, <CalendarPage />);
    const goTo = await screen.findByLabelText('Go to date');
    for (const typed of ['0002-12-07', '0020-12-07', '0202-12-07']) {
      await userEvent.clear(goTo);
      await userEvent.type(goTo, typed);
      expect(location()).toBe(WEEK);
    }
    await userEvent.clear(goTo);
    await userEvent.type(goTo, '2027-01-13');
    expect(location()).toBe('/meeting/calendar?view=week&date=2027-01-13');
  });
});

describe('choosing an empty slot', () => {
  it('first closes the open details, without opening Add Meeting', async () => {
    signInAs(fakeCurrentUser('Admin'));
    renderAt(WEEK, <CalendarPage />);
    await userEvent.click(await screen.findByRole('button', { name: summary(weeklySync) }));
    expect(screen.getByRole('dialog', { name: 'Weekly sync' })).toBeInTheDocument();
    const slot = screen.getByRole('button', { name: 'Add a meeting on Mon Nov 23 2026, 08:00 am – 08:30 am' });
    slot.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe(WEEK);
  });

  it('opens no Add Meeting with a time already past', async () => {
    signInAs(fakeCurrentUser('Admin'));
    // Today, whose 08:00 is to come at the clock's 04:00 here.
    renderAt('/meeting/calendar?view=day&date=2026-11-22', <CalendarPage />);
    const slot = await screen.findByRole('button', { name: 'Add a meeting on Sun Nov 22 2026, 08:00 am – 08:30 am' });
    slot.focus();
    await userEvent.keyboard('{ArrowUp}'.repeat(9));
    expect(document.activeElement).toHaveAccessibleName('Add a meeting on Sun Nov 22 2026, 03:30 am – 04:00 am');
    await userEvent.keyboard('{Enter}');
    expect(location()).toBe('/meeting/calendar?view=day&date=2026-11-22');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(location()).toBe('/meeting/create?date=2026-11-22&start=04:30&end=05:00');
  });
});

describe('where the week and day views open', () => {
  /** jsdom lays nothing out: the time grid is 24 hours of 100 px, 6 of them in sight. */
  const HOUR = 100;
  const timeGrid = () => document.querySelector('.rbc-time-content') as HTMLElement;
  const layouts = [
    ['scrollHeight', 24 * HOUR],
    ['clientHeight', 6 * HOUR],
  ] as const;
  beforeAll(() => {
    for (const [name, px] of layouts) {
      Object.defineProperty(HTMLElement.prototype, name, {
        configurable: true,
        get(this: HTMLElement) {
          return this.classList.contains('rbc-time-content') ? px : 0;
        },
      });
    }
  });
  afterAll(() => {
    for (const [name] of layouts) Reflect.deleteProperty(HTMLElement.prototype, name);
  });
  afterEach(() => act(() => chooseDisplayZone('browser')));

  /** 20:00 to 21:00 in New York on Friday Nov 27. */
  const evening = {
    ...weeklySync,
    _id: 'Evening review',
    meetingDate: '2026-11-27',
    startTime: '2026-11-28T01:00:00.000Z',
    endTime: '2026-11-28T02:00:00.000Z',
  };

  it("opens at the hour of the days' first meeting, on the clock shown, and again for another zone", async () => {
    signInAs(fakeCurrentUser('User'));
    renderAt(WEEK, <CalendarPage />);
    await screen.findByRole('button', { name: summary(opsStandup) });
    // Ops standup starts at 04:00 in New York, long before the morning.
    await waitFor(() => expect(timeGrid().scrollTop).toBe(4 * HOUR));
    await userEvent.click(screen.getByRole('button', { name: "Show the group's times" }));
    // 10:00 in Warsaw.
    await waitFor(() => expect(timeGrid().scrollTop).toBe(10 * HOUR));
  });

  it('opens at the morning on days without meetings', async () => {
    signInAs(fakeCurrentUser('User'));
    renderAt('/meeting/calendar?view=day&date=2026-11-25', <CalendarPage />);
    await screen.findByText('Wed Nov 25 2026');
    await waitFor(() => expect(timeGrid().scrollTop).toBe(8 * HOUR));
  });

  it('tells of the meetings above or below the hours in sight, and scrolls to the nearest', async () => {
    signInAs(fakeCurrentUser('User'));
    answer('GET', '/meetings', [weeklySync, opsStandup, evening]);
    renderAt(WEEK, <CalendarPage />);
    await screen.findByRole('button', { name: summary(opsStandup) });
    // In sight from 04:00 to 10:00: Ops standup and Weekly sync (09:30), not the evening's.
    await userEvent.click(await screen.findByRole('button', { name: '1 meeting later' }));
    expect(timeGrid().scrollTop).toBe(20 * HOUR);
    expect(screen.getByRole('button', { name: /^Evening review, / })).toHaveFocus();
    fireEvent.scroll(timeGrid());
    await userEvent.click(await screen.findByRole('button', { name: '2 meetings earlier' }));
    // The nearest of them: Weekly sync at 09:30.
    expect(timeGrid().scrollTop).toBe(9.5 * HOUR);
    expect(screen.getByRole('button', { name: summary(weeklySync) })).toHaveFocus();
    // In sight from 09:30 to 15:30: Ops standup above, the evening's below.
    fireEvent.scroll(timeGrid());
    expect(await screen.findByRole('button', { name: '1 meeting earlier' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 meeting later' })).toBeInTheDocument();
  });
});
