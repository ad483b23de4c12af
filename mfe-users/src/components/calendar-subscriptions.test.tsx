import { fakeCurrentUser } from '@scheduler/shared-auth/testing';
import type { CalendarFeeds } from '@scheduler/shared-domain/calendar';
import { answer, Refusal, sentTo } from '@scheduler/shared-ui/mock-network';
import { renderAt, signInAs } from '@scheduler/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarSubscriptions } from './calendar-subscriptions';

const feedsWith = (token: string): CalendarFeeds => ({
  mine: `https://rg.example.org/ical/${token}/mine.ics`,
  all: `https://rg.example.org/ical/${token}/all.ics`,
  teams: { 'Data Science': `https://rg.example.org/ical/${token}/team/Data%20Science.ics` },
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
  it('lists each feed of the answer with its link, and a webcal link to open it in a calendar app', async () => {
    answer('GET', '/calendar/feeds', feeds);
    renderAt('/user/get', <CalendarSubscriptions />);
    expect(screen.getByRole('heading', { name: 'Calendar subscriptions' })).toBeInTheDocument();
    expect(screen.getByText(/anyone with a link sees the meetings/)).toBeInTheDocument();

    const rows = [
      ['My meetings', feeds.mine],
      ['All meetings', feeds.all],
      ['Team: Data Science', feeds.teams['Data Science']],
      ['Venue: Main Hall', feeds.venues['Main Hall']],
    ] as const;
    for (const [label, url] of rows) {
      expect(await screen.findByLabelText(label)).toHaveValue(url);
      expect(screen.getByRole('link', { name: `Open in calendar app: ${label}` })).toHaveAttribute(
        'href',
        url?.replace('https://', 'webcal://'),
      );
    }
    expect(screen.getAllByRole('textbox')).toHaveLength(rows.length);
  });

  it('Copy writes the link to the clipboard and says Copied', async () => {
    writeText.mockResolvedValue();
    answer('GET', '/calendar/feeds', feeds);
    renderAt('/user/get', <CalendarSubscriptions />);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy: Team: Data Science' }));
    expect(writeText).toHaveBeenCalledWith(feeds.teams['Data Science']);
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

  it('resets only after the confirm, then shows the new links', async () => {
    const renewed = feedsWith('second-token');
    answer('GET', '/calendar/feeds', feeds);
    answer('POST', '/calendar/feeds/reset', renewed);
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderAt('/user/get', <CalendarSubscriptions />);

    await userEvent.click(await screen.findByRole('button', { name: 'Reset links' }));
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
