import { DEFAULT_MEETING_TIME, MEETING_MINUTE_STEP } from '@scheduler/shared-domain/meeting';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { lastAnnouncement } from './testing';
import { TimePicker, type TimePickerProps } from './time-picker';
import type { TimeValue } from './time-picker-model';

const MEETING_DEFAULT_TIME: TimeValue = { ...DEFAULT_MEETING_TIME, second: 0 };

type HarnessProps = Omit<Partial<TimePickerProps>, 'onChange'> & { onChange?: (value: TimeValue | null) => void };

function Harness({ onChange, value: initial = MEETING_DEFAULT_TIME, ...props }: HarnessProps) {
  const [value, setValue] = useState<TimeValue | null>(initial);
  return (
    <TimePicker
      label="Start Time"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const at = (hour: number, minute = 0, second = 0): TimeValue => ({ hour, minute, second });
const hours = () => screen.getByRole('spinbutton', { name: 'Hours' });
const minutes = () => screen.getByRole('spinbutton', { name: 'Minutes' });

describe('TimePicker', () => {
  it('shows hour and minute spin buttons with their values and ranges, in a labelled group', () => {
    render(<Harness value={at(12, 0)} />);
    expect(screen.getByRole('group', { name: 'Start Time' })).toBeInTheDocument();
    expect(hours()).toHaveValue('12');
    expect(hours()).toHaveAttribute('aria-valuenow', '12');
    expect(hours()).toHaveAttribute('aria-valuetext', '12 PM');
    expect(hours()).toHaveAttribute('aria-valuemin', '1');
    expect(hours()).toHaveAttribute('aria-valuemax', '12');
    expect(minutes()).toHaveValue('00');
    expect(minutes()).toHaveAttribute('aria-valuemin', '0');
    expect(minutes()).toHaveAttribute('aria-valuemax', '59');
    expect(screen.queryByRole('spinbutton', { name: 'Seconds' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PM, switch to AM' })).toHaveTextContent('PM');
  });

  it('shows the placeholders when no time is set', () => {
    render(<Harness value={null} showSeconds />);
    expect(hours()).toHaveAttribute('placeholder', 'HH');
    expect(minutes()).toHaveAttribute('placeholder', 'MM');
    expect(screen.getByRole('spinbutton', { name: 'Seconds' })).toHaveAttribute('placeholder', 'SS');
    expect(hours()).not.toHaveAttribute('aria-valuenow');
  });

  it('steps minutes with the arrow keys, wrapping into the next hour', async () => {
    const onChange = jest.fn();
    render(<Harness value={at(12, 50)} minuteStep={MEETING_MINUTE_STEP} onChange={onChange} />);
    await userEvent.click(minutes());
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(at(13, 0));
    expect(hours()).toHaveValue('01');
    expect(minutes()).toHaveValue('00');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(at(12, 40));
  });

  it('steps hours by hourStep and seconds by secondsStep', async () => {
    const onChange = jest.fn();
    render(<Harness value={at(9, 0, 55)} showSeconds showMeridian={false} hourStep={2} onChange={onChange} />);
    await userEvent.click(hours());
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(at(11, 0, 55));
    await userEvent.click(screen.getByRole('spinbutton', { name: 'Seconds' }));
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(at(11, 1, 5));
  });

  it('leaves the arrow keys alone when arrowkeys is off', async () => {
    const onChange = jest.fn();
    render(<Harness arrowkeys={false} onChange={onChange} />);
    await userEvent.click(minutes());
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('steps the field under the mouse wheel, unless mousewheel is off', () => {
    const onChange = jest.fn();
    const { unmount } = render(<Harness value={at(10, 30)} onChange={onChange} />);
    fireEvent.wheel(minutes(), { deltaY: -100 });
    expect(onChange).toHaveBeenLastCalledWith(at(10, 35));
    fireEvent.wheel(hours(), { deltaY: 100 });
    expect(onChange).toHaveBeenLastCalledWith(at(9, 35));
    unmount();

    const quiet = jest.fn();
    render(<Harness mousewheel={false} onChange={quiet} />);
    fireEvent.wheel(minutes(), { deltaY: -100 });
    expect(quiet).not.toHaveBeenCalled();
  });

  it('steps with the increment and decrement buttons', async () => {
    const onChange = jest.fn();
    render(<Harness value={at(10, 30)} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Increment hours' }));
    expect(onChange).toHaveBeenLastCalledWith(at(11, 30));
    await userEvent.click(screen.getByRole('button', { name: 'Decrement minutes' }));
    expect(onChange).toHaveBeenLastCalledWith(at(11, 25));
  });

  it('sets a typed field on Enter or leaving it, keeping AM or PM', async () => {
    const onChange = jest.fn();
    render(<Harness value={at(12, 0)} onChange={onChange} />);
    await userEvent.clear(hours());
    await userEvent.type(hours(), '9{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(at(21, 0));
    expect(hours()).toHaveValue('09');
    await userEvent.clear(minutes());
    await userEvent.type(minutes(), '45');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(at(21, 45));
  });

  it('reports an invalid entry, leaves no time, and takes the corrected one', async () => {
    const onChange = jest.fn();
    render(<Harness value={at(14, 20)} onChange={onChange} />);
    await userEvent.clear(minutes());
    await userEvent.type(minutes(), '75');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(minutes()).toHaveValue('75');
    expect(minutes()).toHaveAttribute('aria-invalid', 'true');
    expect(minutes()).toHaveAccessibleDescription('Minutes must be a whole number from 0 to 59.');
    expect(hours()).toHaveValue('02');

    await userEvent.clear(minutes());
    await userEvent.type(minutes(), '30{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(at(14, 30));
    expect(minutes()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(/must be a whole number/)).not.toBeInTheDocument();
  });

  it('takes hours 0-23 without a meridian and refuses 24', async () => {
    const onChange = jest.fn();
    render(<Harness showMeridian={false} onChange={onChange} />);
    expect(screen.queryByRole('button', { name: /switch to/ })).not.toBeInTheDocument();
    expect(hours()).toHaveAttribute('aria-valuemax', '23');
    await userEvent.clear(hours());
    await userEvent.type(hours(), '23{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(at(23, 0));
    await userEvent.clear(hours());
    await userEvent.type(hours(), '24{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Hours must be a whole number from 0 to 23.')).toBeInTheDocument();
  });

  it('clears the time when a field is emptied', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.clear(hours());
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(minutes()).toHaveValue('');
  });

  it('switches AM and PM with the meridian button, with custom meridian names', async () => {
    const onChange = jest.fn();
    render(<Harness value={at(12, 10)} meridians={['a.m.', 'p.m.']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'p.m., switch to a.m.' }));
    expect(onChange).toHaveBeenLastCalledWith(at(0, 10));
    expect(screen.getByRole('button', { name: 'a.m., switch to p.m.' })).toBeInTheDocument();
  });

  it('holds steps and typed values within min and max', async () => {
    const onChange = jest.fn();
    render(
      <Harness value={at(17, 50)} min={at(8)} max={at(18)} minuteStep={10} showMeridian={false} onChange={onChange} />,
    );
    const increment = screen.getByRole('button', { name: 'Increment minutes' });
    await userEvent.click(increment);
    expect(onChange).toHaveBeenLastCalledWith(at(18, 0));
    expect(increment).toBeDisabled();

    await userEvent.clear(hours());
    await userEvent.type(hours(), '7{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(at(8, 0));
    expect(screen.getByText('The earliest time you can pick is 08:00, so the time was set to it.')).toBeInTheDocument();
    // Said aloud too: the field the keyboard is on keeps the focus.
    expect(lastAnnouncement()).toBe('The earliest time you can pick is 08:00, so the time was set to it.');
    await userEvent.clear(hours());
    await userEvent.type(hours(), '19{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(at(18, 0));
    expect(screen.getByText('The latest time you can pick is 18:00, so the time was set to it.')).toBeInTheDocument();
    expect(lastAnnouncement()).toBe('The latest time you can pick is 18:00, so the time was set to it.');
  });

  it('starts an empty picker at min on its first step', async () => {
    const onChange = jest.fn();
    render(<Harness value={null} min={at(8, 30)} onChange={onChange} />);
    await userEvent.click(minutes());
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(at(8, 30));
  });

  it('follows a value the parent changes', () => {
    const { rerender } = render(<TimePicker label="End Time" value={at(9, 5)} onChange={jest.fn()} />);
    rerender(<TimePicker label="End Time" value={at(16, 40)} onChange={jest.fn()} />);
    expect(hours()).toHaveValue('04');
    expect(minutes()).toHaveValue('40');
  });

  it('shows the form error it is given and can be disabled', () => {
    render(<Harness error="Meeting endTime must be > meeting startTime" disabled />);
    expect(hours()).toHaveAccessibleDescription('Meeting endTime must be > meeting startTime');
    expect(hours()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'PM, switch to AM' })).toBeDisabled();
  });
});
