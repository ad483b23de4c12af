import { LocationProbe, renderAt } from '@scheduler/shared-ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { meetingsApi } from '../api/meetings-api';
import { weeklySync } from '../testing';
import { AddMeetingPage, EditMeetingFromListPage, EditMeetingFromSchedulePage } from './meeting-form-pages';

jest.mock('../api/meetings-api', () => ({
  meetingsApi: {
    all: jest.fn(),
    one: jest.fn(),
    remove: jest.fn(),
    add: jest.fn(),
    update: jest.fn(),
    schedule: jest.fn(),
    teamNames: jest.fn(),
    venueNames: jest.fn(),
  },
}));
const api = jest.mocked(meetingsApi);
const location = () => screen.getByTestId('location').textContent;
const tomorrow = DateTime.local().plus({ days: 1 }).toISODate() ?? '';
const futureMeeting = {
  ...weeklySync,
  meetingDate: tomorrow,
  startTime: DateTime.fromISO(`${tomorrow}T14:30`).toISO() ?? '',
  endTime: DateTime.fromISO(`${tomorrow}T15:30`).toISO() ?? '',
};

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
beforeEach(() => {
  jest.resetAllMocks();
  api.teamNames.mockResolvedValue(['Data Science', 'Ops']);
  api.venueNames.mockResolvedValue(['Main Hall']);
});

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
    expect(api.add).not.toHaveBeenCalled();

    await stepHour('End Time', 1);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(location()).toBe('/meeting'));
    expect(api.add).toHaveBeenCalledWith(
      expect.objectContaining({
        _id: 'Sync 1',
        meetingDate: tomorrow,
        startTime: DateTime.fromISO(`${tomorrow}T12:00`).toISO(),
        endTime: DateTime.fromISO(`${tomorrow}T13:00`).toISO(),
      }),
    );
  });

  it.each([
    [[], ['Main Hall'], 'The Teams collection is empty.'],
    [['Ops'], [], 'The Venues collection is empty.'],
  ])('says an empty list is empty', async (teams, venues, message) => {
    api.teamNames.mockResolvedValue(teams);
    api.venueNames.mockResolvedValue(venues);
    renderAt('/meeting/create', <AddMeetingPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("Cancel goes to '/'", async () => {
    renderAt('/meeting/create', <AddMeetingPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(location()).toBe('/');
  });
});

describe('Edit Meeting (SPEC §2)', () => {
  it('shows the id read-only and the last update, and in edit mode returns to the list', async () => {
    api.one.mockResolvedValue(futureMeeting);
    api.update.mockResolvedValue(futureMeeting);
    renderAt('/meeting/edit/Weekly%20sync', <EditMeetingFromListPage />, '/meeting/edit/:_id');
    expect(await screen.findByLabelText('Meeting Id')).toHaveAttribute('readonly');
    expect((screen.getByLabelText('Last updated') as HTMLInputElement).value).toMatch(/^Nov 20, 2026, /);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/meeting'));
    expect(api.update).toHaveBeenCalledWith(
      expect.objectContaining({
        _id: 'Weekly sync',
        updatedDate: futureMeeting.updatedDate,
        startTime: futureMeeting.startTime,
      }),
    );
  });

  it('in schedule mode saves back to the schedule of the team it started with', async () => {
    api.one.mockResolvedValue(futureMeeting);
    api.update.mockResolvedValue(futureMeeting);
    renderAt('/meeting/schedule/edit/Weekly%20sync', <EditMeetingFromSchedulePage />, '/meeting/schedule/edit/:_id');
    await userEvent.selectOptions(await screen.findByLabelText('Team'), 'Ops');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/meeting/schedule/Data%20Science'));
  });

  it('in schedule mode cancels back to the schedule of the team it started with', async () => {
    api.one.mockResolvedValue(futureMeeting);
    renderAt('/meeting/schedule/edit/Weekly%20sync', <EditMeetingFromSchedulePage />, '/meeting/schedule/edit/:_id');
    await screen.findByLabelText('Meeting Id');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(location()).toBe('/meeting/schedule/Data%20Science');
  });

  it('goes back two history steps when there is no initial team', async () => {
    api.one.mockReturnValue(new Promise(() => {}));
    render(
      <MemoryRouter
        initialEntries={['/meeting/get/schedule', '/meeting/schedule/Ops', '/meeting/schedule/edit/x']}
        initialIndex={2}
      >
        <Routes>
          <Route path="/meeting/schedule/edit/:_id" element={<EditMeetingFromSchedulePage />} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(location()).toBe('/meeting/get/schedule');
  });
});
