import { answer, Refusal, requestsTo } from '@scheduler/shared-ui/mock-network';
import { renderAt } from '@scheduler/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { FindATime } from './find-a-time';

const location = () => screen.getByTestId('location').textContent;
const today = DateTime.local().toISODate() ?? '';
const inTwoWeeks = DateTime.local().plus({ days: 14 }).toISODate();
const tomorrowAt = (hour: number, minute = 0) =>
  DateTime.local().plus({ days: 1 }).set({ hour, minute, second: 0, millisecond: 0 });
const slots = [
  { startTime: tomorrowAt(8).toUTC().toISO(), endTime: tomorrowAt(9, 30).toUTC().toISO() },
  { startTime: tomorrowAt(13).toUTC().toISO(), endTime: tomorrowAt(14, 30).toUTC().toISO() },
];

function renderPanel(mayAdd: boolean) {
  renderAt(
    '/meeting/calendar',
    <FindATime teams={['Data Science', 'Ops']} venues={['Main Hall']} today={today} mayAdd={mayAdd} />,
  );
  return userEvent.click(screen.getByText('Find a time'));
}

async function search({ venue, minutes }: { venue: string; minutes: string }) {
  expect(screen.getByRole('button', { name: 'Find free times' })).toBeDisabled();
  await userEvent.selectOptions(screen.getByLabelText('Team'), 'Data Science');
  await userEvent.selectOptions(screen.getByLabelText('Venue'), venue);
  await userEvent.selectOptions(screen.getByLabelText('Length in minutes'), minutes);
  await userEvent.click(screen.getByRole('button', { name: 'Find free times' }));
}

describe('Find a time', () => {
  it('asks for the team’s and venue’s free slots over the next two weeks, and opens Add Meeting with one', async () => {
    answer('GET', '/meetings/free-slots', slots);
    await renderPanel(true);
    await search({ venue: 'Main Hall', minutes: '90' });
    const found = await screen.findByRole('region', { name: 'Free times' });
    expect(requestsTo('GET', '/meetings/free-slots').map((request) => request.search)).toEqual([
      `?team=Data%20Science&venue=Main%20Hall&minutes=90&from=${today}&to=${inTwoWeeks}`,
    ]);
    const links = within(found).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      `${tomorrowAt(8).setLocale('en-US').toFormat('EEE LLL dd yyyy')}, 08:00 am – 09:30 am`,
      `${tomorrowAt(8).setLocale('en-US').toFormat('EEE LLL dd yyyy')}, 01:00 pm – 02:30 pm`,
    ]);
    await userEvent.click(links[1] as HTMLElement);
    expect(location()).toBe(
      `/meeting/create?date=${tomorrowAt(13).toISODate()}&start=13:00&end=14:30&team=Data%20Science&venue=Main%20Hall`,
    );
  });

  it('leaves the venue out when any will do, and shows a User the slots without links', async () => {
    answer('GET', '/meetings/free-slots', slots);
    await renderPanel(false);
    await search({ venue: 'Any venue', minutes: '60' });
    const found = await screen.findByRole('region', { name: 'Free times' });
    expect(requestsTo('GET', '/meetings/free-slots')[0]?.search).toBe(
      `?team=Data%20Science&minutes=60&from=${today}&to=${inTwoWeeks}`,
    );
    expect(within(found).getAllByRole('listitem')).toHaveLength(2);
    expect(within(found).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when there is no free time, and shows a refusal in the red alert', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    answer('GET', '/meetings/free-slots', [], new Refusal(400, 'minutes must be between 10 and 1440.'));
    await renderPanel(true);
    await search({ venue: 'Any venue', minutes: '60' });
    expect(await screen.findByText('No free time between these dates.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Find free times' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('minutes must be between 10 and 1440.');
    expect(screen.queryByRole('region', { name: 'Free times' })).not.toBeInTheDocument();
  });
});
