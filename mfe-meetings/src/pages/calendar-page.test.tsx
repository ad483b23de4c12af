import { fakeCurrentUser } from '@scheduler/shared-auth/testing';
import { answer, NO_ANSWER, Refusal, requestsTo } from '@scheduler/shared-ui/mock-network';
import { renderAt, signInAs } from '@scheduler/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { opsStandup, teams, venues, weeklySync } from '../testing';
import { CalendarPage } from './calendar-page';

const location = () => screen.getByTestId('location').textContent;
const WEEK = '/meeting/calendar?view=week&date=2026-11-23';
/** How a screen reader hears a meeting: id, day, times, team and venue, in the browser's zone. */
const summary = (meeting: typeof weeklySync) => {
  const at = (iso: string) => DateTime.fromISO(iso).setLocale('en-US');
  const time = (iso: string) => at(iso).toFormat('hh:mm a').toLowerCase();
  return `${meeting._id}, ${at(meeting.startTime).toFormat('EEE LLL dd yyyy')}, ${time(meeting.startTime)} – ${time(meeting.endTime)}, ${meeting.team}, ${meeting.venue}`;
};

// react-big-calendar lays out a whole week in jsdom: seconds, on a busy two-core machine.
jest.setTimeout(20_000);

beforeAll(() => {
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
    expect(location()).toBe(`/meeting/calendar?view=month&date=${DateTime.local().toISODate()}`);
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
    expect(await screen.findByRole('button', { name: summary(opsStandup) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: summary(weeklySync) })).not.toBeInTheDocument();
    expect(screen.getByText('Filters (1 chosen)')).toBeInTheDocument();
  });
});

describe('a meeting’s details', () => {
  it('shows the team, the venue with its address and map, the times, the comments and the meeting link', async () => {
    signInAs(fakeCurrentUser('User'));
    renderAt(WEEK, <CalendarPage />);
    await userEvent.click(await screen.findByRole('button', { name: summary(weeklySync) }));
    const details = screen.getByRole('dialog', { name: 'Weekly sync' });
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
    const start = DateTime.fromISO(weeklySync.startTime);
    const slot = await screen.findByRole('button', { name: /^Add a meeting on Mon Nov 23 2026, 08:00 am/ });
    slot.focus();
    const steps = start.diff(start.set({ hour: 8, minute: 0 }), 'minutes').minutes / 30;
    await userEvent.keyboard('{ArrowDown}'.repeat(steps));
    expect(document.activeElement).toHaveAccessibleName(
      `Add a meeting on Mon Nov 23 2026, ${start.toFormat('hh:mm a').toLowerCase()} – ${start.plus({ minutes: 30 }).toFormat('hh:mm a').toLowerCase()}, Main Hall booked`,
    );
  });

  it('leaves the month view’s days to their numbers, which open the day view and its slots', async () => {
    signInAs(fakeCurrentUser('Admin'));
    renderAt('/meeting/calendar?view=month&date=2026-11-23', <CalendarPage />);
    const day = within(await screen.findByRole('cell', { name: '24' })).getByRole('button', { name: '24' });
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
});
