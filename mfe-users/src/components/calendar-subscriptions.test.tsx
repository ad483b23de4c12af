import { fakeCurrentUser } from '@scheduler/shared-auth/testing';
import type { CalendarFeeds } from '@scheduler/shared-domain/calendar-feeds';
import { answer, Refusal, sentTo } from '@scheduler/shared-ui/mock-network';
import { renderAt, signInAs } from '@scheduler/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarSubscriptions } from './calendar-subscriptions';

const feedsWith = (token: string): CalendarFeeds => ({
  mine: `https://rg.example.org/ical/${token}/mine.ics`,
  all: `https://rg.example.org/ical/${token}/all.ics`,
  teams: {
    'Data Science': `https://rg.example.org/ical/${token}/team/Data%20Science.ics`,
    'Reading Club': `https://rg.example.org/ical/${token}/team/Reading%20Club.ics`,
  },
  venues: { 'Main Hall': `https://rg.example.org/ical/${token}/venue/Main%20Hall.ics` },
});
const feeds = feedsWith('first-token');
const RESET_CONFIRM =
  'Reset your calendar links? Calendar apps subscribed with the current links stop receiving meetings.';

const writeText = jest.fn<Promise<void>, [string]>();

beforeEach(() => {
  signInAs(fakeCurrentUser('User'));
  writeText.mockReset();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

describe('Calendar subscriptions', () => {
  it('shows My meetings and All meetings, and one picker for the team and venue feeds, each link with Copy and webcal', async () => {
    answer('GET', '/calendar/feeds', feeds);
    renderAt('/user/get', <CalendarSubscriptions />);
    expect(screen.getByRole('heading', { name: 'Calendar subscriptions' })).toBeInTheDocument();
    expect(screen.getByText(/anyone with a link sees the meetings/)).toBeInTheDocument();

    const expectFeed = (label: string, url: string) => {
      expect(screen.getByRole('textbox', { name: label })).toHaveValue(url);
      expect(screen.getByRole('button', { name: `Copy: ${label}` })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: `Open in calendar app: ${label}` })).toHaveAttribute(
        'href',
        url.replace('https://', 'webcal://'),
      );
    };
    const picker = await screen.findByRole('combobox', { name: 'Team or venue' });
    expectFeed('My meetings', feeds.mine);
    expectFeed('All meetings', feeds.all);
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Team: Data Science', 'Team: Reading Club', 'Venue: Main Hall']);
    expect(picker).toHaveDisplayValue('Team: Data Science');
    expectFeed('Team: Data Science', feeds.teams['Data Science'] ?? '');
    expect(screen.getAllByRole('textbox')).toHaveLength(3);

    await userEvent.selectOptions(picker, 'Venue: Main Hall');
    expectFeed('Venue: Main Hall', feeds.venues['Main Hall'] ?? '');
    expect(screen.queryByRole('textbox', { name: 'Team: Data Science' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
  });

  it('shows no picker when there is no team or venue', async () => {
    answer('GET', '/calendar/feeds', { ...feeds, teams: {}, venues: {} });
    renderAt('/user/get', <CalendarSubscriptions />);
    expect(await screen.findByRole('textbox', { name: 'All meetings' })).toHaveValue(feeds.all);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
  });

  it('Copy writes the link to the clipboard and says Copied', async () => {
    writeText.mockResolvedValue();
    answer('GET', '/calendar/feeds', feeds);
    renderAt('/user/get', <CalendarSubscriptions />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Team or venue' }), 'Team: Reading Club');
    await userEvent.click(screen.getByRole('button', { name: 'Copy: Team: Reading Club' }));
    expect(writeText).toHaveBeenCalledWith(feeds.teams['Reading Club']);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('selects the link and says how to copy it when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    answer('GET', '/calendar/feeds', feeds);
    renderAt('/user/get', <CalendarSubscriptions />);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy: All meetings' }));
    expect(await screen.findByText('Press Ctrl+C to copy')).toBeInTheDocument();
    const field = screen.getByLabelText('All meetings') as HTMLInputElement;
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, feeds.all.length]);
  });

  it('resets only after the confirm, then shows the new links, keeping the feed picked', async () => {
    const renewed = feedsWith('second-token');
    answer('GET', '/calendar/feeds', feeds);
    answer('POST', '/calendar/feeds/reset', renewed);
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderAt('/user/get', <CalendarSubscriptions />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Team or venue' }), 'Venue: Main Hall');

    await userEvent.click(screen.getByRole('button', { name: 'Reset links' }));
    expect(confirm).toHaveBeenLastCalledWith(RESET_CONFIRM);
    expect(sentTo('POST', '/calendar/feeds/reset')).toHaveLength(0);
    expect(screen.getByLabelText('My meetings')).toHaveValue(feeds.mine);

    await userEvent.click(screen.getByRole('button', { name: 'Reset links' }));
    expect(await screen.findByText('Your calendar links were reset.')).toBeInTheDocument();
    expect(sentTo('POST', '/calendar/feeds/reset')).toHaveLength(1);
    expect(screen.getByLabelText('My meetings')).toHaveValue(renewed.mine);
    expect(screen.getByLabelText('Venue: Main Hall')).toHaveValue(renewed.venues['Main Hall']);
    expect(screen.getByRole('link', { name: 'Open in calendar app: All meetings' })).toHaveAttribute(
      'href',
      'webcal://rg.example.org/ical/second-token/all.ics',
    );
  });

  it('shows a failed reset in the alert and keeps the links', async () => {
    answer('GET', '/calendar/feeds', feeds);
    answer('POST', '/calendar/feeds/reset', new Refusal(503, 'The database is not available. Try again shortly.'));
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/user/get', <CalendarSubscriptions />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reset links' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not available. Try again shortly.');
    expect(screen.getByLabelText('My meetings')).toHaveValue(feeds.mine);
    expect(screen.queryByText('Your calendar links were reset.')).not.toBeInTheDocument();
  });

  it('says it is loading, and shows a failed load in the alert with Retry', async () => {
    answer('GET', '/calendar/feeds', new Refusal(500, 'Internal Server Error'), feeds);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/user/get', <CalendarSubscriptions />);
    expect(screen.getByText('Loading data. Please wait...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal Server Error');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByLabelText('My meetings')).toHaveValue(feeds.mine));
  });
});
