import { answer, NO_ANSWER, Refusal, sentTo } from '@scheduler/shared-ui/mock-network';
import { LocationProbe, lastAnnouncement, renderAt } from '@scheduler/shared-ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { type InitialEntry, MemoryRouter, Route, Routes } from 'react-router-dom';
import { weeklySync } from '../testing';
import { AddMeetingPage, EditMeetingFromListPage, EditMeetingFromSchedulePage } from './meeting-form-pages';

const location = () => screen.getByTestId('location').textContent;
// The day after the tests' fixed clock.
const tomorrow = DateTime.local().plus({ days: 1 }).toISODate() ?? '';
const futureMeeting = {
  ...weeklySync,
  meetingDate: tomorrow,
  startTime: DateTime.fromISO(`${tomorrow}T14:30`).toISO() ?? '',
  endTime: DateTime.fromISO(`${tomorrow}T15:30`).toISO() ?? '',
};

beforeEach(() => {
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
        startTime: DateTime.fromISO(`${tomorrow}T12:00`).toISO(),
        endTime: DateTime.fromISO(`${tomorrow}T13:00`).toISO(),
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
        startTime: DateTime.fromISO(`${tomorrow}T09:30`).toISO(),
        endTime: DateTime.fromISO(`${tomorrow}T11:00`).toISO(),
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
      'Venue Main Hall is already booked by meeting Kickoff on Mon Nov 23 2026 from 02:00 pm to 03:00 pm (UTC).';
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
    answer('POST', '/meetings/update', new Refusal(409, stale), changed);
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
