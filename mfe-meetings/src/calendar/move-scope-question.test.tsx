/** @jest-environment-options {"timeZone": "UTC"} */
import type { SeriesScope } from '@scheduler/shared-domain/meeting-series';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { weeklySync } from '../testing';
import { MoveScopeQuestion } from './move-scope-question';

const dropped = { start: new Date('2026-11-25T15:00:00.000Z'), end: new Date('2026-11-25T16:00:00.000Z') };

/** The calendar's part: the question until it is answered, then the meeting drawn anew where it belongs. */
function Calendar({ onAnswer }: { onAnswer: (scope: SeriesScope | null) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" key={String(open)}>
        Weekly sync
      </button>
      {open && (
        <MoveScopeQuestion
          pending={{ meeting: { ...weeklySync, seriesId: 's1' }, ...dropped }}
          zone="America/New_York"
          onAnswer={(scope) => {
            setOpen(false);
            onAnswer(scope);
          }}
          returnFocus={() => screen.queryByRole('button', { name: 'Weekly sync' })}
        />
      )}
    </>
  );
}

describe('the question of a series meeting dropped elsewhere', () => {
  it('says where the meeting goes, on the clock shown, and starts on This meeting', () => {
    render(<Calendar onAnswer={() => {}} />);
    expect(
      screen.getByRole('alertdialog', {
        name: 'Move Weekly sync to Wed Nov 25 2026, 10:00 am – 11:00 am: which meetings of its series?',
      }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'This meeting' })).toHaveFocus();
  });

  it.each([
    ['Escape', () => userEvent.keyboard('{Escape}'), null],
    ['Cancel', () => userEvent.click(screen.getByRole('button', { name: 'Cancel' })), null],
    ['This meeting', () => userEvent.keyboard('{Enter}'), 'one'],
  ])('after %s, gives the focus back to the meeting as drawn anew', async (_, answer, scope) => {
    const onAnswer = jest.fn();
    render(<Calendar onAnswer={onAnswer} />);
    await answer();
    expect(onAnswer).toHaveBeenCalledWith(scope);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Weekly sync' })).toHaveFocus());
  });
});
