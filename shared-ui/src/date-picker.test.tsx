import { LATEST_MEETING_DATE } from '@scheduler/shared-domain/meeting';
import { DATE_INVALID_MESSAGE } from '@scheduler/shared-domain/picker-messages';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { DatePicker, type DatePickerProps } from './date-picker';
import { todayIsoDate } from './date-picker-model';

type HarnessProps = Omit<Partial<DatePickerProps>, 'onChange'> & { onChange?: (value: string) => void };

function Harness({ onChange, value: initial = '', ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <DatePicker
      label="Meeting Date"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const bounds = { min: '2027-03-10', max: LATEST_MEETING_DATE };
const input = () => screen.getByLabelText('Meeting Date');
const openButton = () => screen.getByRole('button', { name: 'Choose Meeting Date' });
const cell = (name: string) => screen.getByRole('gridcell', { name });

describe('DatePicker typing', () => {
  it('takes a typed YYYY-MM-DD date on Enter', async () => {
    const onChange = jest.fn();
    render(<Harness {...bounds} onChange={onChange} />);
    expect(input()).toHaveAttribute('placeholder', 'yyyy-mm-dd');
    await userEvent.type(input(), '2027-04-02{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2027-04-02');
    expect(input()).toHaveValue('2027-04-02');
  });

  it('reports an unparsable date as invalid, keeps the text and leaves no date', async () => {
    const onChange = jest.fn();
    render(<Harness {...bounds} value="2027-03-15" onChange={onChange} />);
    await userEvent.clear(input());
    await userEvent.type(input(), '2027-02-30');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input()).toHaveValue('2027-02-30');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(DATE_INVALID_MESSAGE);

    await userEvent.clear(input());
    expect(screen.queryByText(DATE_INVALID_MESSAGE)).not.toBeInTheDocument();
  });

  it('replaces a date before min by min and says so', async () => {
    const onChange = jest.fn();
    render(<Harness {...bounds} onChange={onChange} />);
    await userEvent.type(input(), '2027-01-01{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2027-03-10');
    expect(input()).toHaveValue('2027-03-10');
    expect(
      screen.getByText('The earliest date you can pick is 2027-03-10, so the date was set to it.'),
    ).toBeInTheDocument();
  });

  it('replaces a date after max by max, silently when bound errors are ignored', async () => {
    const onChange = jest.fn();
    render(<Harness {...bounds} ignoreBoundErrors onChange={onChange} />);
    await userEvent.type(input(), '2031-01-01{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2030-12-31');
    expect(input()).toHaveAttribute('aria-invalid', 'false');
  });

  it('leaves an untouched value alone, even outside the bounds', async () => {
    const onChange = jest.fn();
    render(<Harness {...bounds} value="2026-01-05" onChange={onChange} />);
    await userEvent.click(input());
    await userEvent.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(input()).toHaveValue('2026-01-05');
  });

  it('shows the form error it is given', () => {
    render(<Harness error="Meeting meetingDate is required." />);
    expect(input()).toHaveAccessibleDescription('Meeting meetingDate is required.');
  });
});

describe('DatePicker calendar by keyboard', () => {
  it('opens a labelled dialog with focus on the chosen day', async () => {
    render(<Harness {...bounds} value="2027-03-15" />);
    await userEvent.click(openButton());
    const dialog = screen.getByRole('dialog', { name: 'Meeting Date' });
    expect(openButton()).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('grid', { name: 'March 2027' })).toBeInTheDocument();
    expect(cell('Monday, March 15, 2027')).toHaveFocus();
    expect(cell('Monday, March 15, 2027')).toHaveAttribute('aria-selected', 'true');
    expect(cell('Monday, March 15, 2027')).toHaveAttribute('data-tooltip', 'Monday, March 15, 2027');
    expect(cell('Tuesday, March 16, 2027')).toHaveAttribute('aria-selected', 'false');
  });

  it('brings the whole dialog into view when it opens, as on a phone it may reach below the window', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(<Harness {...bounds} value="2027-03-15" />);
    await userEvent.click(openButton());
    expect(scrollIntoView.mock.contexts).toContain(screen.getByRole('dialog'));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
  });

  it('opens with Alt+ArrowDown from the input', async () => {
    render(<Harness {...bounds} value="2027-03-15" />);
    await userEvent.click(input());
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(cell('Monday, March 15, 2027')).toHaveFocus();
  });

  it('moves by day, week, month and to the week ends, then picks with Enter', async () => {
    const onChange = jest.fn();
    render(<Harness {...bounds} value="2027-03-15" onChange={onChange} />);
    await userEvent.click(openButton());
    await userEvent.keyboard('{ArrowRight}');
    expect(cell('Tuesday, March 16, 2027')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(cell('Tuesday, March 23, 2027')).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'April 2027' })).toBeInTheDocument();
    expect(cell('Friday, April 23, 2027')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(cell('Sunday, April 18, 2027')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(cell('Saturday, April 24, 2027')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}{PageUp}');
    expect(cell('Tuesday, March 16, 2027')).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(onChange).toHaveBeenLastCalledWith('2027-03-16');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input()).toHaveFocus();
    expect(input()).toHaveValue('2027-03-16');
  });

  it('picks with Space too', async () => {
    const onChange = jest.fn();
    render(<Harness {...bounds} value="2027-03-15" onChange={onChange} />);
    await userEvent.click(openButton());
    await userEvent.keyboard('{ArrowLeft}[Space]');
    expect(onChange).toHaveBeenLastCalledWith('2027-03-14');
  });

  it('closes on Escape without picking and gives the focus back to the input', async () => {
    const onChange = jest.fn();
    render(<Harness {...bounds} value="2027-03-15" onChange={onChange} />);
    await userEvent.click(openButton());
    await userEvent.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input()).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes when the focus leaves it', async () => {
    render(
      <>
        <Harness {...bounds} value="2027-03-15" />
        <button type="button">Elsewhere</button>
      </>,
    );
    await userEvent.click(openButton());
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('disables the days outside [min, max], refuses them and keeps the focus inside', async () => {
    const onChange = jest.fn();
    render(<Harness {...bounds} value="2027-03-10" onChange={onChange} />);
    await userEvent.click(openButton());
    expect(cell('Tuesday, March 9, 2027')).toHaveAttribute('aria-disabled', 'true');
    expect(cell('Wednesday, March 10, 2027')).not.toHaveAttribute('aria-disabled');
    await userEvent.click(cell('Tuesday, March 9, 2027'));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowLeft}');
    expect(cell('Wednesday, March 10, 2027')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('DatePicker views', () => {
  it('shows 6 weeks of 7 days under day labels, 4 rows of 3 months, 4 rows of 4 years', async () => {
    render(<Harness {...bounds} value="2027-03-15" />);
    await userEvent.click(openButton());
    const dayRows = within(screen.getByRole('grid')).getAllByRole('row');
    expect(dayRows).toHaveLength(7);
    expect(
      within(dayRows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(screen.getAllByRole('gridcell')).toHaveLength(42);

    await userEvent.click(screen.getByRole('button', { name: 'March 2027, choose a month' }));
    expect(within(screen.getByRole('grid', { name: '2027' })).getAllByRole('row')).toHaveLength(4);
    expect(screen.getAllByRole('gridcell')).toHaveLength(12);
    expect(cell('March 2027')).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: '2027, choose a year' }));
    expect(within(screen.getByRole('grid', { name: '2016 – 2031' })).getAllByRole('row')).toHaveLength(4);
    expect(screen.getAllByRole('gridcell')).toHaveLength(16);
    expect(cell('2025')).toHaveAttribute('aria-disabled', 'true');
  });

  it('drills down from a picked year to its months and from a month to its days', async () => {
    render(<Harness {...bounds} value="2027-03-15" />);
    await userEvent.click(openButton());
    await userEvent.click(screen.getByRole('button', { name: 'March 2027, choose a month' }));
    await userEvent.click(screen.getByRole('button', { name: '2027, choose a year' }));
    await userEvent.click(cell('2029'));
    expect(screen.getByRole('grid', { name: '2029' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('grid', { name: 'June 2029' })).toBeInTheDocument();
    expect(cell('Friday, June 15, 2029')).toHaveFocus();
  });

  it('pages with the header buttons, which keep the focus', async () => {
    render(<Harness {...bounds} value="2027-03-15" />);
    await userEvent.click(openButton());
    const next = screen.getByRole('button', { name: 'Next month' });
    await userEvent.click(next);
    expect(screen.getByRole('grid', { name: 'April 2027' })).toBeInTheDocument();
    expect(next).toHaveFocus();
  });

  it('names months and days in the given locale', async () => {
    render(<Harness {...bounds} value="2027-03-15" locale="de" />);
    await userEvent.click(openButton());
    expect(screen.getByRole('grid', { name: 'März 2027' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'Montag');
  });

  it('raises the SPEC error for an unknown locale', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Harness locale="xx-XX" />)).toThrow(
      'Locale "xx-XX" is not defined, please add it with "defineLocale(...)"',
    );
    jest.restoreAllMocks();
  });
});

describe('DatePicker buttons', () => {
  it('picks today with Today and empties the field with Clear', async () => {
    const onChange = jest.fn();
    render(<Harness value="2027-03-15" onChange={onChange} />);
    await userEvent.click(openButton());
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(onChange).toHaveBeenLastCalledWith(todayIsoDate());
    expect(input()).toHaveFocus();

    await userEvent.click(openButton());
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input()).toHaveValue('');
  });

  it('disables Today when today cannot be picked, and has no range buttons in single mode', async () => {
    const min = DateTime.local().plus({ days: 10 }).toISODate() ?? '';
    render(<Harness min={min} />);
    await userEvent.click(openButton());
    expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });
});
