/** @jest-environment-options {"timeZone": "America/New_York"} */
import { applyAppConfig } from '@scheduler/shared-auth';
import { fakeCurrentUser } from '@scheduler/shared-auth/testing';
import type { Meeting } from '@scheduler/shared-domain/meeting';
import { answer, requestsTo, sentTo } from '@scheduler/shared-ui/mock-network';
import { renderAt, signInAs, testConfig } from '@scheduler/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { weeklySync } from '../testing';
import { AddMeetingPage, EditMeetingFromListPage } from './meeting-form-pages';
import { MeetingListPage } from './meeting-list-page';

const seriesMeeting: Meeting = { ...weeklySync, _id: 'Sync_2026_11_30', seriesId: 'Sync', meetingDate: '2026-11-30' };

// The browser in New York; the group, whose clock a series repeats on, in Warsaw (testConfig).
beforeAll(() => applyAppConfig(testConfig));
beforeEach(() => {
  answer('GET', '/teams/teams', ['Data Science']);
  answer('GET', '/venues/venues', ['Main Hall']);
  jest.spyOn(console, 'info').mockImplementation(() => {});
});

async function fillFirstMeeting(date: string) {
  await userEvent.type(await screen.findByLabelText('Meeting Id'), 'Sync');
  await userEvent.selectOptions(screen.getByLabelText('Team'), 'Data Science');
  await userEvent.selectOptions(screen.getByLabelText('Venue'), 'Main Hall');
  await userEvent.type(screen.getByLabelText('Meeting Date'), `${date}{Enter}`);
  const hours = within(screen.getByRole('group', { name: 'End Time' })).getByRole('spinbutton', { name: 'Hours' });
  await userEvent.click(hours);
  await userEvent.keyboard('{ArrowUp}');
}

describe('Add Meeting with Repeats', () => {
  it('previews the dates of a weekly series and sends it with its number of meetings', async () => {
    answer('POST', '/meetings/add', weeklySync);
    renderAt('/meeting/create', <AddMeetingPage />);
    await fillFirstMeeting('2026-12-08');
    await userEvent.selectOptions(screen.getByLabelText('Repeats'), 'Weekly');
    await userEvent.type(screen.getByLabelText('Or number of meetings'), '4');

    const preview = screen.getByRole('region', { name: 'Series dates' });
    expect(preview).toHaveTextContent('4 meetings: Tue Dec 08 2026 to Tue Dec 29 2026');
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tue Dec 08 2026', 'Tue Dec 15 2026', 'Tue Dec 22 2026', 'Tue Dec 29 2026']);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(sentTo('POST', '/meetings/add')).toHaveLength(1));
    expect(sentTo('POST', '/meetings/add')[0]).toMatchObject({
      _id: 'Sync',
      startTime: '2026-12-08T17:00:00.000Z',
      repeat: { frequency: 'weekly', count: 4 },
    });
  });

  it("previews a series on the group's clock, naming each meeting's day in the zone shown", async () => {
    renderAt('/meeting/create?start=20:00&end=21:00', <AddMeetingPage />);
    await fillFirstMeeting('2026-12-08');
    await userEvent.selectOptions(screen.getByLabelText('Repeats'), 'Weekly');
    await userEvent.type(screen.getByLabelText('Or number of meetings'), '2');
    // 20:00 on Tuesday in New York is 02:00 on Wednesday in Warsaw, where the series repeats: still Tuesdays here.
    expect(screen.getByRole('region', { name: 'Series dates' })).toHaveTextContent(
      '2 meetings: Tue Dec 08 2026 to Tue Dec 15 2026',
    );
  });

  it('names the monthly weekday of the date picked, and ends a series on its Until date', async () => {
    answer('POST', '/meetings/add', weeklySync);
    renderAt('/meeting/create', <AddMeetingPage />);
    await fillFirstMeeting('2026-12-08');
    await userEvent.selectOptions(screen.getByLabelText('Repeats'), 'Monthly on the second Tuesday');
    await userEvent.type(screen.getByLabelText('Until'), '2027-03-31{Enter}');

    expect(screen.getByRole('region', { name: 'Series dates' })).toHaveTextContent(
      '4 meetings: Tue Dec 08 2026 to Tue Mar 09 2027',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sentTo('POST', '/meetings/add')).toHaveLength(1));
    expect(sentTo('POST', '/meetings/add')[0]).toMatchObject({ repeat: { frequency: 'monthly', until: '2027-03-31' } });
  });

  it('refuses more than 100 meetings before sending anything', async () => {
    renderAt('/meeting/create', <AddMeetingPage />);
    await fillFirstMeeting('2026-12-08');
    await userEvent.selectOptions(screen.getByLabelText('Repeats'), 'Every 2 weeks');
    await userEvent.type(screen.getByLabelText('Or number of meetings'), '101');
    const message = 'The number of meetings must be a whole number from 2 to 100.';
    expect(screen.getByRole('region', { name: 'Series dates' })).toHaveTextContent(message);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(sentTo('POST', '/meetings/add')).toEqual([]);
  });

  it('sends no repeat when Repeats stays Never', async () => {
    answer('POST', '/meetings/add', weeklySync);
    renderAt('/meeting/create', <AddMeetingPage />);
    await fillFirstMeeting('2026-12-08');
    expect(screen.queryByLabelText('Until')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sentTo('POST', '/meetings/add')).toHaveLength(1));
    expect(sentTo('POST', '/meetings/add')[0]).not.toHaveProperty('repeat');
  });
});

describe('Edit and delete a meeting of a series', () => {
  it('changes this and the following meetings when chosen', async () => {
    answer('GET', '/meetings/edit/:id', seriesMeeting);
    answer('POST', '/meetings/update', seriesMeeting);
    renderAt('/meeting/edit/Sync_2026_11_30', <EditMeetingFromListPage />, '/meeting/edit/:_id');
    const scope = await screen.findByRole('group', { name: 'Change' });
    expect(within(scope).getByRole('radio', { name: 'This meeting' })).toBeChecked();
    await userEvent.click(within(scope).getByRole('radio', { name: 'This and following meetings' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentTo('POST', '/meetings/update')).toHaveLength(1));
    expect(sentTo('POST', '/meetings/update')[0]).toMatchObject({ _id: 'Sync_2026_11_30', scope: 'following' });
  });

  it('offers no choice for a meeting of no series', async () => {
    answer('GET', '/meetings/edit/:id', weeklySync);
    renderAt('/meeting/edit/Weekly%20sync', <EditMeetingFromListPage />, '/meeting/edit/:_id');
    await screen.findByLabelText('Comments');
    expect(screen.queryByRole('group', { name: 'Change' })).not.toBeInTheDocument();
  });

  it('deletes this and the following meetings after the M006 confirm with the scope', async () => {
    signInAs(fakeCurrentUser('Admin'));
    answer('GET', '/meetings', [weeklySync, seriesMeeting], [weeklySync]);
    answer('GET', '/meetings/delete/:id', { message: 'deleted' });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderAt('/meeting', <MeetingListPage />);

    expect(await screen.findAllByRole('button', { name: /^Del (Weekly sync|Sync_2026_11_30)$/ })).toHaveLength(2);
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Del following Sync_2026_11_30 and the following meetings of its series',
      }),
    );

    expect(confirm).toHaveBeenCalledWith(
      'M006 Select OK to delete this meeting and the following meetings of its series, or Cancel to return.',
    );
    await waitFor(() => expect(requestsTo('GET', '/meetings/delete/Sync_2026_11_30')).toHaveLength(1));
    expect(requestsTo('GET', '/meetings/delete/Sync_2026_11_30')[0]?.search).toBe('?scope=following');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
  });

  it('deletes one meeting of a series after the confirm that says so', async () => {
    signInAs(fakeCurrentUser('Admin'));
    answer('GET', '/meetings', [seriesMeeting], []);
    answer('GET', '/meetings/delete/:id', { message: 'deleted' });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderAt('/meeting', <MeetingListPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Del Sync_2026_11_30' }));
    expect(confirm).toHaveBeenCalledWith('M006 Select OK to delete this meeting only, or Cancel to return.');
    await waitFor(() => expect(requestsTo('GET', '/meetings/delete/Sync_2026_11_30')[0]?.search).toBe(''));
  });
});
