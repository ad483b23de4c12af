import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MultiSelectField } from './multi-select-field';

const people = Array.from({ length: 300 }, (_, index) => ({
  value: `user${index}`,
  label: `user${index}: First${index} Last${index}`,
}));

function Harness({ onChange }: { onChange: (selected: string[]) => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <MultiSelectField
      label="Members"
      options={people}
      selected={selected}
      onChange={(next) => {
        setSelected(next);
        onChange(next);
      }}
    />
  );
}

describe('MultiSelectField', () => {
  it('filters 300 people as you type and picks the single match with Enter', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(300);

    await userEvent.type(screen.getByLabelText('Filter members'), 'Last217');
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['user217']);
    expect(screen.getByText('(1 selected)')).toBeInTheDocument();
  });

  it('moves from the filter into the boxes with the arrow keys and ticks with Space', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Filter members'), 'user1');
    await userEvent.keyboard('{ArrowDown}{ArrowDown} ');
    expect(onChange).toHaveBeenLastCalledWith(['user10']);
    await userEvent.keyboard('{ArrowUp} ');
    expect(onChange).toHaveBeenLastCalledWith(['user10', 'user1']);
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByLabelText('Filter members')).toHaveFocus();
  });

  it('unticks a chosen person', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const box = screen.getByLabelText('user5: First5 Last5');
    await userEvent.click(box);
    await userEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
