/** @jest-environment-options {"timeZone": "America/New_York"} */
import { applyAppConfig } from '@scheduler/shared-auth';
import { fakeCurrentUser } from '@scheduler/shared-auth/testing';
import { answer, Refusal, requestsTo, sentTo } from '@scheduler/shared-ui/mock-network';
import { renderAt, signInAs, testConfig } from '@scheduler/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { earlierReview, opsStandup, teams, weeklySync } from '../testing';
import { MeetingListPage } from './meeting-list-page';
import { ScheduleTeamPickerPage, TeamSchedulePage } from './schedule-pages';

const location = () => screen.getByTestId('location').textContent;

// The browser in New York; the group works in Warsaw (testConfig).
beforeAll(() => applyAppConfig(testConfig));
beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => {});
  answer('GET', '/teams', teams);
});

describe('List All Meetings (SPEC §2)', () => {
  it('shows the columns in date order, the SPEC formats, and Edit and Del for an Admin', async () => {
    signInAs(fakeCurrentUser('Admin'));
    answer('GET', '/meetings', [weeklySync, earlierReview]);
    renderAt('/meeting', <MeetingListPage />);
    expect(screen.getByText('Loading data. Please wait...')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.replace(/[▲▼↕]/, '')),
    ).toEqual(['Meeting Id', 'Team', 'Venue', 'Date', 'Start', 'End', 'Comments', 'Calendar', 'Edit', 'Del']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Review');
    expect(first).toHaveTextContent('Sat Nov 21 2026');
    expect(second).toHaveTextContent('Mon Nov 23 2026');
    expect(second).toHaveTextContent('09:30 am');
    expect(within(second as HTMLElement).getByRole('link', { name: 'Edit Weekly sync' })).toHaveAttribute(
      'href',
      '/meeting/edit/Weekly%20sync',
    );
  });

  it('writes each date and time in the zone shown, in the order of their instants', async () => {
    signInAs(fakeCurrentUser('User'));
    // 00:30 on Saturday in Warsaw is 18:30 on Friday in New York, before a Friday 20:00 there.
    const halfPastMidnightInWarsaw = {
      ...weeklySync,
      _id: 'Night',
      startTime: '2026-12-18T23:30:00.000Z',
      endTime: '2026-12-19T00:30:00.000Z',
    };
    const fridayEvening = {
      ...weeklySync,
      _id: 'Evening',
      startTime: '2026-12-19T01:00:00.000Z',
      endTime: '2026-12-19T02:00:00.000Z',
    };
    answer('GET', '/meetings', [fridayEvening, halfPastMidnightInWarsaw]);
    renderAt('/meeting', <MeetingListPage />);
    const [, first, second] = within(await screen.findByRole('table')).getAllByRole('row');
    expect(first).toHaveTextContent(/^NightData ScienceMain HallFri Dec 18 202606:30 pm07:30 pm/);
    expect(second).toHaveTextContent(/^EveningData ScienceMain HallFri Dec 18 202608:00 pm09:00 pm/);
    expect(screen.getByText('Times in America/New_York; the group works in Europe/Warsaw.')).toBeInTheDocument();
  });

  it('shows a User no Edit or Del, and says when there is no meeting', async () => {
    signInAs(fakeCurrentUser('User'));
    answer('GET', '/meetings', [weeklySync], []);
    const { unmount } = renderAt('/meeting', <MeetingListPage />);
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Del/ })).not.toBeInTheDocument();
    unmount();
    renderAt('/meeting', <MeetingListPage />);
    expect(await screen.findByText('No meetings to display')).toBeInTheDocument();
  });

  it('deletes only after the M006 confirm, then reloads', async () => {
    signInAs(fakeCurrentUser('Admin'));
    answer('GET', '/meetings', [weeklySync], []);
    answer('GET', '/meetings/delete/:id', { message: 'Meeting Weekly sync deleted.' });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderAt('/meeting', <MeetingListPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Del Weekly sync' }));
    expect(confirm).toHaveBeenCalledWith('M006 Select OK to delete, or Cancel to return.');
    expect(sentTo('GET', '/meetings/delete/Weekly%20sync')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Del Weekly sync' }));
    expect(await screen.findByText('No meetings to display')).toBeInTheDocument();
    expect(sentTo('GET', '/meetings/delete/Weekly%20sync')).toHaveLength(1);
  });
});

describe('team schedule (SPEC §2)', () => {
  it('List goes to the picked team’s schedule; Cancel goes to the root', async () => {
    answer('GET', '/teams/teams', ['Data Science', 'Ops']);
    renderAt('/meeting/get/schedule', <ScheduleTeamPickerPage />);
    expect(screen.getByRole('button', { name: 'List' })).toBeDisabled();
    await userEvent.selectOptions(
      screen.getByLabelText('Team'),
      await screen.findByRole('option', { name: 'Data Science' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(location()).toBe('/meeting/schedule/Data%20Science');
  });

  it('Cancel on the picker goes to the root', async () => {
    answer('GET', '/teams/teams', ['Ops']);
    renderAt('/meeting/get/schedule', <ScheduleTeamPickerPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(location()).toBe('/');
  });

  it('says when there is no team at all', async () => {
    answer('GET', '/teams/teams', []);
    renderAt('/meeting/get/schedule', <ScheduleTeamPickerPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The Teams collection is empty.');
  });

  it('lists the team’s next meetings with a link to edit each in schedule mode', async () => {
    signInAs(fakeCurrentUser('Admin'));
    answer('GET', '/meetings/schedule/:team', [weeklySync]);
    renderAt('/meeting/schedule/Data%20Science', <TeamSchedulePage />, '/meeting/schedule/:team');
    expect(await screen.findByRole('link', { name: 'Edit Weekly sync' })).toHaveAttribute(
      'href',
      '/meeting/schedule/edit/Weekly%20sync',
    );
    expect(sentTo('GET', '/meetings/schedule/Data%20Science')).toHaveLength(1);
  });

  it('offers a User Edit only on the meetings of its own teams, as the server allows', async () => {
    // fakeCurrentUser('User') is ada, a member of Data Science, not of Ops.
    signInAs(fakeCurrentUser('User'));
    answer('GET', '/meetings/schedule/:team', [weeklySync, opsStandup]);
    renderAt('/meeting/schedule/Ops', <TeamSchedulePage />, '/meeting/schedule/:team');
    const [, own, other] = within(await screen.findByRole('table')).getAllByRole('row');
    await waitFor(() =>
      expect(within(own as HTMLElement).getByRole('link', { name: 'Edit Weekly sync' })).toBeInTheDocument(),
    );
    expect(within(other as HTMLElement).queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
  });
});

describe('Add to calendar', () => {
  const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
  const pages = [
    ['the meeting list', () => renderAt('/meeting', <MeetingListPage />)],
    [
      'the team schedule',
      () => renderAt('/meeting/schedule/Data%20Science', <TeamSchedulePage />, '/meeting/schedule/:team'),
    ],
  ] as const;

  /** The links the page clicked, as the browser would save them: file name and address. */
  function clickedDownloads() {
    const clicked: { download: string; href: string | null }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.getAttribute('href') });
    });
    return clicked;
  }

  it.each(pages)('on %s, downloads the meeting with the token and saves it as <id>.ics', async (_, render) => {
    const user = fakeCurrentUser('User');
    signInAs(user);
    answer('GET', '/meetings', [weeklySync]);
    answer('GET', '/meetings/schedule/:team', [weeklySync]);
    answer('GET', '/meetings/ics/:id', new Blob([ICS], { type: 'text/calendar' }));
    const createObjectURL = jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:weekly-sync');
    const clicked = clickedDownloads();
    render();

    await userEvent.click(await screen.findByRole('button', { name: 'Add to calendar: Weekly sync' }));
    await waitFor(() => expect(clicked).toEqual([{ download: 'Weekly sync.ics', href: 'blob:weekly-sync' }]));
    expect(requestsTo('GET', '/meetings/ics/Weekly%20sync')).toEqual([
      expect.objectContaining({ authorization: `Bearer ${user.token}` }),
    ]);
    const saved = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(await saved.text()).toBe(ICS);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each(pages)('on %s, shows the server’s message when the download fails', async (_, render) => {
    signInAs(fakeCurrentUser('User'));
    answer('GET', '/meetings', [weeklySync]);
    answer('GET', '/meetings/schedule/:team', [weeklySync]);
    answer('GET', '/meetings/ics/:id', new Refusal(404, 'The page you are looking for was not found!'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const clicked = clickedDownloads();
    render();

    await userEvent.click(await screen.findByRole('button', { name: 'Add to calendar: Weekly sync' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The page you are looking for was not found!');
    expect(clicked).toEqual([]);
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});
