import { chooseLanguage } from '@scheduler/shared-auth';
import { loadCatalogs } from '@scheduler/shared-domain/catalog-files';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePicker } from './date-picker';
import { TimePicker } from './time-picker';

describe('DatePicker in the screen’s language', () => {
  beforeAll(() => loadCatalogs('de', ['shell']));
  afterEach(() => {
    localStorage.clear();
    chooseLanguage('en');
  });

  it('words its buttons and names months and weekdays in German once German is chosen', async () => {
    chooseLanguage('de');
    render(<DatePicker label="Termindatum" value="2027-03-15" onChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Termindatum' })).toHaveAttribute('placeholder', 'jjjj-mm-tt');
    await userEvent.click(screen.getByRole('button', { name: 'Termindatum wählen' }));

    expect(screen.getByRole('button', { name: 'Heute' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leeren' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorheriger Monat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'März 2027, Monat wählen' })).toHaveTextContent('März 2027');
    // German weeks start on Monday.
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'Montag');
  });
});

describe('TimePicker in the screen’s language', () => {
  beforeAll(() => loadCatalogs('de', ['shell']));
  afterEach(() => chooseLanguage('en'));

  it('keeps the SPEC’s AM and PM in English and shows a 24-hour clock in German', () => {
    const afternoon = { hour: 14, minute: 30, second: 0 };
    const { unmount } = render(<TimePicker label="Start Time" value={afternoon} onChange={() => undefined} />);
    expect(screen.getByRole('spinbutton', { name: 'Hours' })).toHaveValue('02');
    expect(screen.getByRole('button', { name: 'PM, switch to AM' })).toBeInTheDocument();
    unmount();

    chooseLanguage('de');
    render(<TimePicker label="Beginn" value={afternoon} onChange={() => undefined} />);
    expect(screen.getByRole('spinbutton', { name: 'Stunden' })).toHaveValue('14');
    expect(screen.queryByRole('button', { name: /AM|PM/ })).not.toBeInTheDocument();
  });
});
