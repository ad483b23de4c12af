import { answer, Refusal, requestsTo } from '@scheduler/shared-ui/mock-network';
import { renderAt } from '@scheduler/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FindATime } from './find-a-time';

const location = () => screen.getByTestId('location').textContent;
// The tests' clock is 2026-11-22 09:00 UTC; the slots are the group's 08:00 and 13:00 in Warsaw on Monday.
const today = '2026-11-22';
const slots = [
  { startTime: '2026-11-23T07:00:00.000Z', endTime: '2026-11-23T08:30:00.000Z' },
  { startTime: '2026-11-23T12:00:00.000Z', endTime: '2026-11-23T13:30:00.000Z' },
];

function renderPanel(mayAdd: boolean) {
  renderAt(
    '/meeting/calendar',
    <FindATime
      teams={['Data Science', 'Ops']}
      venues={['Main Hall']}
      today={today}
      zone="America/New_York"
      mayAdd={mayAdd}
    />,
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
    const inTwoWeeks = '2026-12-06';
    answer('GET', '/meetings/free-slots', slots);
    await renderPanel(true);
    await search({ venue: 'Main Hall', minutes: '90' });
    const found = await screen.findByRole('region', { name: 'Free times' });
    expect(requestsTo('GET', '/meetings/free-slots').map((request) => request.search)).toEqual([
      `?team=Data%20Science&venue=Main%20Hall&minutes=90&from=${today}&to=${inTwoWeeks}`,
    ]);
    // Named in the zone shown, where they are, and focused, so a screen reader reads them next.
    const heading = within(found).getByRole('heading', { name: 'Free times, in America/New_York' });
    expect(heading).toHaveFocus();
    const links = within(found).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Mon Nov 23 2026, 02:00 am – 03:30 am',
      'Mon Nov 23 2026, 07:00 am – 08:30 am',
    ]);
    await userEvent.click(links[1] as HTMLElement);
    expect(location()).toBe(
      '/meeting/create?date=2026-11-23&start=07:00&end=08:30&team=Data%20Science&venue=Main%20Hall',
    );
  });

  it('leaves the venue out when any will do, and shows a User the slots without links', async () => {
    const inTwoWeeks = '2026-12-06';
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

  it("goes on with 'More free times' from the last slot shown until there is no more, the keyboard with it", async () => {
    /** Ten one-hour slots an hour apart from a start in UTC, as the server answers a full page. */
    const tenFrom = (first: string) =>
      Array.from({ length: 10 }, (_, hour) => {
        const start = Date.parse(first) + hour * 3_600_000;
        return { startTime: new Date(start).toISOString(), endTime: new Date(start + 3_600_000).toISOString() };
      });
    const first = tenFrom('2026-11-23T07:00:00.000Z');
    const second = tenFrom('2026-11-24T07:00:00.000Z');
    answer('GET', '/meetings/free-slots', first, second, []);
    await renderPanel(true);
    await search({ venue: 'Any venue', minutes: '60' });
    const found = await screen.findByRole('region', { name: 'Free times' });
    expect(within(found).getAllByRole('link')).toHaveLength(10);

    await userEvent.click(within(found).getByRole('button', { name: 'More free times' }));
    await waitFor(() => expect(within(found).getAllByRole('link')).toHaveLength(20));
    // The first slot added takes the focus: Tuesday 07:00 UTC, 02:00 am in New York.
    expect(within(found).getAllByRole('link')[10]).toHaveFocus();
    expect(within(found).getAllByRole('link')[10]).toHaveTextContent('Tue Nov 24 2026, 02:00 am – 03:00 am');

    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await userEvent.click(within(found).getByRole('button', { name: 'More free times' }));
    expect(await within(found).findByText('No more free time between these dates.')).toHaveFocus();
    expect(within(found).queryByRole('button', { name: 'More free times' })).not.toBeInTheDocument();
    expect(
      requestsTo('GET', '/meetings/free-slots').map((request) => new URLSearchParams(request.search).get('after')),
    ).toEqual([null, '2026-11-23T16:00:00.000Z', '2026-11-24T16:00:00.000Z']);
  });

  it('offers no more after an answer of fewer than ten', async () => {
    answer('GET', '/meetings/free-slots', slots);
    await renderPanel(false);
    await search({ venue: 'Any venue', minutes: '60' });
    const found = await screen.findByRole('region', { name: 'Free times' });
    expect(within(found).queryByRole('button', { name: 'More free times' })).not.toBeInTheDocument();
  });
});
