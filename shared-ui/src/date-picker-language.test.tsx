import { chooseLanguage } from '@scheduler/shared-auth';
import { loadCatalogs } from '@scheduler/shared-domain/catalog-files';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePicker } from './date-picker';

describe('DatePicker in the screen’s language', () => {
  beforeAll(() => loadCatalogs('de', ['shell']));
  afterEach(() => {
    localStorage.clear();
    chooseLanguage('en');
  });

  it('words its buttons and names months and weekdays in German once German is chosen', async () => {
    chooseLanguage('de');
    render(<DatePicker label="Termindatum" value="2027-03-15" onChange={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Termindatum wählen' }));

    expect(screen.getByRole('button', { name: 'Heute' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leeren' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorheriger Monat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'März 2027, Monat wählen' })).toHaveTextContent('März 2027');
    // German weeks start on Monday.
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'Montag');
  });
});
