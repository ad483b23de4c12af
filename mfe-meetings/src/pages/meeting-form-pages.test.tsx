/** @jest-environment-options {"timeZone": "America/New_York"} */

import { applyAppConfig, authStore, chooseDisplayZone } from '@scheduler/shared-auth';
import { fakeChange, fakeCurrentUser, hearChange } from '@scheduler/shared-auth/testing';
import type { ChangeEntry } from '@scheduler/shared-domain/change';
import { STALE_EDIT_CODE } from '@scheduler/shared-domain/stale-edit';
import { answer, NO_ANSWER, Refusal, requestsTo, sentTo } from '@scheduler/shared-ui/mock-network';
import {
  InEnglish,
  LocationProbe,
  lastAnnouncement,
  renderAt,
  signInAs,
  testConfig,
} from '@scheduler/shared-ui/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type InitialEntry, MemoryRouter, Route, Routes } from 'react-router-dom';
import { weeklySync } from '../testing';
import { AddMeetingPage, EditMeetingFromListPage, EditMeetingFromSchedulePage } from './meeting-form-pages';

// A member on a trip: the browser in New York, the group (testConfig) in Warsaw. The tests' clock is 2026-11-22
// 09:00 UTC, 04:00 in New York.
beforeAll(() => applyAppConfig(testConfig));

const location = () => screen.getByTestId('location').textContent;
const tomorrow = '2026-11-23';
/** Tomorrow 14:30–15:30 in New York. */
const futureMeeting = {
  ...weeklySync,
  meetingDate: tomorrow,
  startTime: '2026-11-23T19:30:00.000Z',
  endTime: '2026-11-23T20:30:00.000Z',
};

beforeEach(() => {
  // Every edit screen reads its record's history.
  answer('GET', '/changes', { items: [], next: null });
  answer('GET', '/teams/teams', ['Data Science', 'Ops']);
  answer('GET', '/venues/venues', ['Main Hall']);
});

/** Edit Meeting in schedule mode, opened last of `history`. */
function renderScheduleEdit(history: InitialEntry[]) {
  return render(
    <MemoryRouter initialEntries={history} initialIndex={history.length - 1}>
      <Routes>
        <Route path="/meeting/schedule/edit/:_id" element={<EditMeetingFromSchedulePage />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
    { wrapper: InEnglish },
  );
}

async function stepHour(label: 'Start Time' | 'End Time', steps: number) {
  const hours = within(screen.getByRole('group', { name: label })).getByRole('spinbutton', { name: 'Hours' });
  await userEvent.click(hours);
  for (let step = 0; step < steps; step += 1) await userEvent.keyboard('{ArrowUp}');
}

describe('Add Meeting (SPEC §2, §4, §5)', () => {
  it('shows the inline required messages once the fields were touched', async () => {
    renderAt('/meeting/create', <AddMeetingPage />);
    await userEvent.click(await screen.findByLabelText('Meeting Id'));
    await userEvent.click(screen.getByLabelText('Team'));
    await userEvent.click(screen.getByLabelText('Venue'));
    await userEvent.tab();
    for (const message of ['Meeting Name is required', 'Team Name is required', 'Venue Name is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('starts both times at 12:00, so the end must be moved past the start', async () => {
    renderAt('/meeting/create', <AddMeetingPage />);
    await userEvent.type(await screen.findByLabelText('Meeting Id'), 'Sync 1');
    await userEvent.selectOptions(screen.getByLabelText('Team'), 'Ops');
    await userEvent.selectOptions(screen.getByLabelText('Venue'), 'Main Hall');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Meeting meetingDate is required.');

    await userEvent.type(screen.getByLabelText('Meeting Date'), `${tomorrow}{Enter}`);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Meeting endTime must be > meeting startTime'),
    );
    expect(sentTo('POST', '/meetings/add')).toEqual([]);

    answer('POST', '/meetings/add', weeklySync);
    await stepHour('End Time', 1);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(location()).toBe('/meeting'));
    expect(lastAnnouncement()).toBe('Meeting Sync 1 added.');
    expect(sentTo('POST', '/meetings/add')).toEqual([
      {
        _id: 'Sync 1',
        team: 'Ops',
        venue: 'Main Hall',
        meetingDate: tomorrow,
        startTime: '2026-11-23T17:00:00.000Z',
        endTime: '2026-11-23T18:00:00.000Z',
        comments: '',
        updatedDate: new Date().toISOString(),
      },
    ]);
  });

  it.each([
    [[], ['Main Hall'], 'The Teams collection is empty.'],
    [['Ops'], [], 'The Venues collection is empty.'],
  ])('says an empty list is empty', async (teams, venues, message) => {
    answer('GET', '/teams/teams', teams);
    answer('GET', '/venues/venues', venues);
    renderAt('/meeting/create', <AddMeetingPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('opens filled in from the calendar’s address, and adds what it shows', async () => {
    answer('POST', '/meetings/add', weeklySync);
    renderAt(`/meeting/create?date=${tomorrow}&start=09:30&end=11:00&team=Ops&venue=Main%20Hall`, <AddMeetingPage />);
    expect(await screen.findByLabelText('Team')).toHaveValue('Ops');
    expect(screen.getByLabelText('Venue')).toHaveValue('Main Hall');
    expect(screen.getByLabelText('Meeting Date')).toHaveValue(tomorrow);
    await userEvent.type(screen.getByLabelText('Meeting Id'), 'Planning');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(location()).toBe('/meeting'));
    expect(sentTo('POST', '/meetings/add')).toEqual([
      expect.objectContaining({
        team: 'Ops',
        venue: 'Main Hall',
        meetingDate: tomorrow,
        startTime: '2026-11-23T14:30:00.000Z',
        endTime: '2026-11-23T16:00:00.000Z',
      }),
    ]);
  });

  it("Cancel goes to '/'", async () => {
    renderAt('/meeting/create', <AddMeetingPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(location()).toBe('/');
  });
});

describe('Edit Meeting (SPEC §2)', () => {
  it('shows the id read-only and the last update, and in edit mode returns to the list', async () => {
    answer('GET', '/meetings/edit/:id', futureMeeting);
    answer('POST', '/meetings/update', futureMeeting);
    renderAt('/meeting/edit/Weekly%20sync', <EditMeetingFromListPage />, '/meeting/edit/:_id');
    expect(await screen.findByLabelText('Meeting Id')).toHaveAttribute('readonly');
    expect((screen.getByLabelText('Last updated') as HTMLInputElement).value).toMatch(/^Nov 20, 2026, /);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/meeting'));
    expect(lastAnnouncement()).toBe('Meeting Weekly sync saved.');
    expect(sentTo('GET', '/meetings/edit/Weekly%20sync')).toHaveLength(1);
    expect(sentTo('POST', '/meetings/update')).toEqual([
      expect.objectContaining({
        _id: 'Weekly sync',
        updatedDate: futureMeeting.updatedDate,
        startTime: futureMeeting.startTime,
      }),
    ]);
  });

  it('in schedule mode saves back to the schedule of the team it started with', async () => {
    answer('GET', '/meetings/edit/:id', futureMeeting);
    answer('POST', '/meetings/update', futureMeeting);
    renderAt('/meeting/schedule/edit/Weekly%20sync', <EditMeetingFromSchedulePage />, '/meeting/schedule/edit/:_id');
    await userEvent.selectOptions(await screen.findByLabelText('Team'), 'Ops');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/meeting/schedule/Data%20Science'));
  });

  it('in schedule mode cancels back to the schedule of the team it started with', async () => {
    answer('GET', '/meetings/edit/:id', futureMeeting);
    renderAt('/meeting/schedule/edit/Weekly%20sync', <EditMeetingFromSchedulePage />, '/meeting/schedule/edit/:_id');
    await screen.findByLabelText('Meeting Id');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(location()).toBe('/meeting/schedule/Data%20Science');
  });

  it('goes back two history steps when there is no initial team', async () => {
    answer('GET', '/meetings/edit/:id', NO_ANSWER);
    renderScheduleEdit(['/meeting/get/schedule', '/meeting/schedule/Ops', '/meeting/schedule/edit/x']);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(location()).toBe('/meeting/get/schedule');
  });

  it('returns to the calendar it was opened from, on Save and on Cancel', async () => {
    answer('GET', '/meetings/edit/:id', futureMeeting);
    answer('POST', '/meetings/update', futureMeeting);
    const calendar = '/meeting/calendar?view=day&date=2026-11-23';
    const openFromCalendar = () =>
      renderScheduleEdit([{ pathname: '/meeting/schedule/edit/Weekly%20sync', state: { returnTo: calendar } }]);
    const { unmount } = openFromCalendar();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe(calendar));
    unmount();
    openFromCalendar();
    await screen.findByLabelText('Meeting Id');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(location()).toBe(calendar);
  });

  it('offers no Reload for a conflict, which reloading would not mend', async () => {
    const clash =
      'Venue Main Hall is already booked by meeting Kickoff on Mon Nov 23 2026 from 02:00 pm to 03:00 pm (America/New_York).';
    answer('GET', '/meetings/edit/:id', futureMeeting);
    answer('POST', '/meetings/update', new Refusal(409, clash));
    renderAt('/meeting/edit/Weekly%20sync', <EditMeetingFromListPage />, '/meeting/edit/:_id');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(clash);
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('offers Reload after a stale save, and then saves from the meeting as it is now', async () => {
    const stale = 'Someone else changed meeting Weekly sync after you opened it. Reload to see their changes.';
    const changed = { ...futureMeeting, venue: 'Annex', updatedDate: '2026-11-22T08:55:00.000Z' };
    answer('GET', '/venues/venues', ['Main Hall', 'Annex']);
    answer('GET', '/meetings/edit/:id', futureMeeting, changed);
    answer('POST', '/meetings/update', new Refusal(409, stale, STALE_EDIT_CODE), changed);
    renderAt('/meeting/edit/Weekly%20sync', <EditMeetingFromListPage />, '/meeting/edit/:_id');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(stale);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Venue')).toHaveValue('Annex'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/meeting'));
    expect(sentTo('POST', '/meetings/update')[1]).toEqual(
      expect.objectContaining({ venue: 'Annex', updatedDate: changed.updatedDate }),
    );
  });
});

describe("another user's change of the meeting being edited", () => {
  const moved = (overrides: Partial<ChangeEntry> = {}) =>
    fakeChange({
      kind: 'meeting',
      recordId: 'Weekly sync',
      at: '2026-11-22T15:02:00.000Z',
      fields: { startTime: { old: '2026-11-23T19:30:00.000Z', new: '2026-11-23T20:00:00.000Z' } },
      ...overrides,
    });

  it.each([
    ['edit', '/meeting/edit/Weekly%20sync', EditMeetingFromListPage],
    ['schedule', '/meeting/schedule/edit/Weekly%20sync', EditMeetingFromSchedulePage],
  ])(
    'shows above the form in %s mode who changed it when, says so aloud, and Reload loads it afresh',
    async (_mode, path, Page) => {
      signInAs(fakeCurrentUser('Admin'));
      const later = { ...futureMeeting, comments: 'Moved to 15:00', updatedDate: '2026-11-22T15:02:00.000Z' };
      answer('GET', '/meetings/edit/:id', futureMeeting, later);
      renderAt(path, <Page />, path.replace('Weekly%20sync', ':_id'));
      await screen.findByLabelText('Meeting Id');
      act(() => hearChange(moved({ actor: 'grace' })));
      act(() => hearChange(moved({ recordId: 'Another meeting' })));
      act(() => hearChange(moved({ kind: 'venue' })));
      expect(screen.queryByText(/changed this meeting/)).not.toBeInTheDocument();

      act(() => hearChange(moved()));
      // 15:02 UTC is 10:02 am in New York, the browser's zone.
      const text = 'jsmith changed this meeting at 10:02 am. Reload to see their changes.';
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(lastAnnouncement()).toBe(text);
      await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
      expect(await screen.findByDisplayValue('Moved to 15:00')).toBeInTheDocument();
      expect(screen.queryByText(text)).not.toBeInTheDocument();

      act(() => hearChange(moved({ action: 'delete' })));
      expect(screen.getByText('jsmith deleted this meeting at 10:02 am.')).toBeInTheDocument();
    },
  );

  it('lists the History newest first, field by field on the screen’s clock, and More reads the older ones', async () => {
    signInAs(fakeCurrentUser('Admin'));
    answer('GET', '/meetings/edit/:id', futureMeeting);
    answer(
      'GET',
      '/changes',
      { items: [moved({ id: '42' })], next: '41' },
      {
        items: [moved({ id: '7', action: 'create', actor: 'grace', fields: { comments: { new: 'Bring slides' } } })],
        next: null,
      },
    );
    renderAt('/meeting/edit/Weekly%20sync', <EditMeetingFromListPage />, '/meeting/edit/:_id');
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText('Changed by jsmith on Sun Nov 22 2026 10:02 am')).toBeInTheDocument();
    expect(within(history).getByText('Start: 02:30 pm → 03:00 pm')).toBeInTheDocument();
    await userEvent.click(within(history).getByRole('button', { name: 'More' }));
    expect(await within(history).findByText('Added by grace on Sun Nov 22 2026 10:02 am')).toBeInTheDocument();
    expect(within(history).getByText('Comments: Bring slides')).toBeInTheDocument();
    expect(within(history).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    // More is gone with the last page: the section keeps the focus.
    await waitFor(() => expect(within(history).getByRole('heading', { name: 'History' })).toHaveFocus());
    expect(lastAnnouncement()).toBe('1 more row shown.');

    // Another person's change of this meeting goes on top as it happens; another meeting's does not.
    act(() => hearChange(moved({ id: '50', actor: 'ada', fields: { comments: { old: '', new: 'Room moved' } } })));
    act(() => hearChange(moved({ id: '51', recordId: 'Ops standup', actor: 'ada' })));
    expect(await within(history).findByText('Comments: (blank) → Room moved')).toBeInTheDocument();
    expect(within(history).getAllByText(/^Changed by ada/)).toHaveLength(1);
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(/^Changed by ada/);
    expect(requestsTo('GET', '/changes').map((request) => request.search)).toEqual([
      '?kind=meeting&id=Weekly%20sync',
      '?kind=meeting&id=Weekly%20sync&cursor=41',
    ]);
  });
});

describe('times on one clock, wherever the browser is', () => {
  beforeEach(() => signInAs(fakeCurrentUser('Admin')));
  afterEach(() => act(() => chooseDisplayZone('browser')));

  /** 02:00–03:00 in Warsaw on Dec 16: 20:00–21:00 on Dec 15 in New York. */
  const nightInWarsaw = {
    ...weeklySync,
    meetingDate: '2026-12-16',
    startTime: '2026-12-16T01:00:00.000Z',
    endTime: '2026-12-16T02:00:00.000Z',
  };
  /** What a time picker shows: '08:00 PM'. */
  const shownTime = (label: 'Start Time' | 'End Time') => {
    const picker = within(screen.getByRole('group', { name: label }));
    const [hours, minutes] = picker.getAllByRole('spinbutton').map((field) => (field as HTMLInputElement).value);
    return `${hours}:${minutes} ${picker.getByRole('button', { name: /switch to/ }).textContent}`;
  };

  it('opens a meeting on its day and times in one zone, and three plain Saves leave its instants as they were', async () => {
    answer('GET', '/meetings/edit/:id', nightInWarsaw);
    answer('POST', '/meetings/update', nightInWarsaw);
    for (let save = 0; save < 3; save += 1) {
      const { unmount } = renderAt('/meeting/edit/Weekly%20sync', <EditMeetingFromListPage />, '/meeting/edit/:_id');
      expect(await screen.findByLabelText('Meeting Date')).toHaveValue('2026-12-15');
      expect([shownTime('Start Time'), shownTime('End Time')]).toEqual(['08:00 PM', '09:00 PM']);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(location()).toBe('/meeting'));
      unmount();
    }
    const saved = sentTo('POST', '/meetings/update') as (typeof nightInWarsaw)[];
    expect(saved.map(({ startTime, endTime }) => [startTime, endTime])).toEqual(
      Array(3).fill([nightInWarsaw.startTime, nightInWarsaw.endTime]),
    );
  });

  it("names the zone, switches the form to the group's clock in one click, and saves the same instants", async () => {
    answer('GET', '/meetings/edit/:id', nightInWarsaw);
    answer('POST', '/meetings/update', nightInWarsaw);
    renderAt('/meeting/edit/Weekly%20sync', <EditMeetingFromListPage />, '/meeting/edit/:_id');
    expect(await screen.findByText('Times in America/New_York; the group works in Europe/Warsaw.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Show the group's times" }));
    expect(
      screen.getByText("Times in Europe/Warsaw, the group's zone; this browser is in America/New_York."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Meeting Date')).toHaveValue('2026-12-16');
    expect([shownTime('Start Time'), shownTime('End Time')]).toEqual(['02:00 AM', '03:00 AM']);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/meeting'));
    expect(sentTo('POST', '/meetings/update')).toEqual([
      expect.objectContaining({ startTime: nightInWarsaw.startTime, endTime: nightInWarsaw.endTime }),
    ]);
    expect(authStore.getState().currentUser?._id).toBe('user-1');
  });

  it('adds a meeting from 23:00 to 00:30, ending on the next day, and says so', async () => {
    answer('POST', '/meetings/add', weeklySync);
    renderAt(`/meeting/create?date=${tomorrow}&start=23:00&end=00:30&team=Ops&venue=Main%20Hall`, <AddMeetingPage />);
    await userEvent.type(await screen.findByLabelText('Meeting Id'), 'Late');
    expect(screen.getByText('Ends the next day, Tue Nov 24 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(location()).toBe('/meeting'));
    expect(sentTo('POST', '/meetings/add')).toEqual([
      expect.objectContaining({
        meetingDate: tomorrow,
        startTime: '2026-11-24T04:00:00.000Z',
        endTime: '2026-11-24T05:30:00.000Z',
      }),
    ]);
  });

  it('saves a meeting across midnight with only its comments changed', async () => {
    const lateInNewYork = {
      ...nightInWarsaw,
      startTime: '2026-12-16T04:00:00.000Z',
      endTime: '2026-12-16T05:30:00.000Z',
    };
    answer('GET', '/meetings/edit/:id', lateInNewYork);
    answer('POST', '/meetings/update', lateInNewYork);
    renderAt('/meeting/edit/Weekly%20sync', <EditMeetingFromListPage />, '/meeting/edit/:_id');
    const comments = await screen.findByLabelText('Comments');
    expect(screen.getByText('Ends the next day, Wed Dec 16 2026')).toBeInTheDocument();
    await userEvent.clear(comments);
    await userEvent.type(comments, 'Late one');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/meeting'));
    expect(sentTo('POST', '/meetings/update')).toEqual([
      expect.objectContaining({
        comments: 'Late one',
        meetingDate: '2026-12-15',
        startTime: lateInNewYork.startTime,
        endTime: lateInNewYork.endTime,
      }),
    ]);
  });

  it('returns to the calendar at the chosen day after an add opened there', async () => {
    answer('POST', '/meetings/add', weeklySync);
    const calendar = '/meeting/calendar?view=week&date=2026-11-23';
    renderAt(
      {
        pathname: '/meeting/create',
        search: `?date=${tomorrow}&start=10:00&end=11:00&team=Ops&venue=Main%20Hall`,
        state: { returnTo: calendar },
      },
      <AddMeetingPage />,
    );
    await userEvent.type(await screen.findByLabelText('Meeting Id'), 'From the calendar');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(location()).toBe(calendar));
  });
});
