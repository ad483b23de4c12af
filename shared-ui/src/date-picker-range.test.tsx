import { LATEST_MEETING_DATE } from '@scheduler/shared-domain/meeting';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DatePicker, type DatePickerProps } from './date-picker';

type HarnessProps = Pick<DatePickerProps, 'value' | 'maxRangeDays'> & { onChange?: (value: string) => void };

function RangeHarness({ onChange, value: initial, maxRangeDays }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <DatePicker
      label="Period"
      mode="range"
      min="2027-03-10"
      max={LATEST_MEETING_DATE}
      maxRangeDays={maxRangeDays}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const input = () => screen.getByLabelText('Period');
const rangeButton = () => screen.getByRole('button', { name: 'Choose Period range' });
const cell = (name: string) => screen.getByRole('gridcell', { name });

describe('DatePicker range mode', () => {
  it('picks a start, restarts on an earlier end, then applies a sorted range', async () => {
    const onChange = jest.fn();
    render(<RangeHarness value="2027-03-15/2027-03-18" onChange={onChange} />);
    expect(input()).toHaveAttribute('placeholder', 'yyyy-mm-dd/yyyy-mm-dd');
    await userEvent.click(rangeButton());
    expect(cell('Tuesday, March 16, 2027')).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(cell('Saturday, March 20, 2027'));
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await userEvent.click(cell('Friday, March 12, 2027'));
    expect(cell('Saturday, March 20, 2027')).toHaveAttribute('aria-selected', 'false');
    expect(cell('Friday, March 12, 2027')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(cell('Monday, March 22, 2027'));
    expect(cell('Wednesday, March 17, 2027')).toHaveAttribute('aria-selected', 'true');
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenLastCalledWith('2027-03-12/2027-03-22');
    expect(input()).toHaveValue('2027-03-12/2027-03-22');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('limits the end to maxRangeDays after the start', async () => {
    render(<RangeHarness maxRangeDays={5} value="2027-03-15/2027-03-16" />);
    await userEvent.click(rangeButton());
    await userEvent.keyboard('{Enter}');
    expect(cell('Saturday, March 20, 2027')).not.toHaveAttribute('aria-disabled');
    expect(cell('Sunday, March 21, 2027')).toHaveAttribute('aria-disabled', 'true');
    expect(cell('Friday, March 12, 2027')).not.toHaveAttribute('aria-disabled');
  });

  it('starts over with Custom Range and throws the pick away with Cancel', async () => {
    const onChange = jest.fn();
    render(<RangeHarness value="2027-03-15/2027-03-18" onChange={onChange} />);
    await userEvent.click(rangeButton());
    await userEvent.click(screen.getByRole('button', { name: 'Custom Range' }));
    expect(cell('Monday, March 15, 2027')).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(cell('Friday, March 19, 2027'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(input()).toHaveValue('2027-03-15/2027-03-18');
    expect(input()).toHaveFocus();
  });

  it('sorts a typed range and holds it within the maximum length', async () => {
    const onChange = jest.fn();
    render(<RangeHarness value="" maxRangeDays={5} onChange={onChange} />);
    await userEvent.type(input(), '2027-03-30/2027-03-20{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2027-03-20/2027-03-25');
    expect(
      screen.getByText('A range can span at most 5 days, so the end date was set to 2027-03-25.'),
    ).toBeInTheDocument();
  });
});
