import { fakeChange, hearChange, hearMissedChanges } from '@scheduler/shared-auth/testing';
import { alertTextOf } from '@scheduler/shared-domain/errors';
import { answer, Refusal, requestsTo, sentTo } from '@scheduler/shared-ui/mock-network';
import { act, renderHook, waitFor } from '@testing-library/react';
import { opsStandup, weeklySync } from '../testing';
import { useCalendarMeetings } from './use-calendar-meetings';

const later = { start: new Date('2026-11-24T10:00:00.000Z'), end: new Date('2026-11-24T11:30:00.000Z') };

async function loaded() {
  answer('GET', '/meetings', [weeklySync, opsStandup]);
  const hook = renderHook(() => useCalendarMeetings('2026-11-22', '2026-11-30', 'Asia/Tokyo'));
  await waitFor(() => expect(hook.result.current.meetings).toHaveLength(2));
  return hook;
}

describe('moving a meeting in the calendar', () => {
  it('sends the new date and times with the updatedDate it loaded, and keeps the server’s answer', async () => {
    const saved = { ...weeklySync, startTime: later.start.toISOString(), updatedDate: '2026-11-22T09:00:00.000Z' };
    answer('POST', '/meetings/update', saved);
    const { result } = await loaded();
    await act(() => result.current.move(weeklySync, later.start, later.end));
    const [sent] = sentTo('POST', '/meetings/update') as (typeof weeklySync)[];
    expect(sent).toEqual({
      ...weeklySync,
      // 10:00 UTC is 19:00 in Tokyo, the zone shown.
      meetingDate: '2026-11-24',
      startTime: expect.any(String),
      endTime: expect.any(String),
    });
    expect(new Date(sent?.startTime ?? '').getTime()).toBe(later.start.getTime());
    expect(new Date(sent?.endTime ?? '').getTime()).toBe(later.end.getTime());
    expect(result.current.meetings?.[0]).toEqual(saved);
    expect(result.current.failure).toBeNull();
  });

  it.each([
    [409, 'Venue Main Hall is already booked by meeting Kickoff on Tue Nov 24 2026 from 10:00 am to 11:00 am (UTC).'],
    [400, 'Cannot create a meeting in the past.'],
  ])('puts the meeting back and keeps the %s refusal for the red alert', async (status, message) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    answer('POST', '/meetings/update', new Refusal(status, message));
    const { result } = await loaded();
    let moving: Promise<void> = Promise.resolve();
    act(() => {
      moving = result.current.move(weeklySync, later.start, later.end);
    });
    // Shown where it was dropped while the server answers.
    expect(new Date(result.current.meetings?.[0]?.startTime ?? '').getTime()).toBe(later.start.getTime());
    await act(() => moving);
    expect(result.current.meetings).toEqual([weeklySync, opsStandup]);
    expect(alertTextOf(result.current.failure)).toBe(message);
  });
});

describe('a series meeting dropped elsewhere, while the user says which meetings move', () => {
  it('waits where it was dropped, saving nothing, and goes back when the move is given up', async () => {
    const { result } = await loaded();
    act(() => result.current.showAt(weeklySync, later.start, later.end));
    expect(new Date(result.current.meetings?.[0]?.startTime ?? '').getTime()).toBe(later.start.getTime());
    expect(requestsTo('POST', '/meetings/update')).toHaveLength(0);
    act(() => result.current.putBack(weeklySync));
    expect(result.current.meetings).toEqual([weeklySync, opsStandup]);
  });
});

describe('loading another range', () => {
  it('keeps the meetings shown until the next range’s arrive, saying it is loading', async () => {
    answer('GET', '/meetings', [weeklySync, opsStandup], [opsStandup]);
    const hook = renderHook(({ from, to }) => useCalendarMeetings(from, to, 'Europe/Warsaw'), {
      initialProps: { from: '2026-11-22', to: '2026-11-30' },
    });
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    hook.rerender({ from: '2026-11-29', to: '2026-12-07' });
    expect(hook.result.current.loading).toBe(true);
    expect(hook.result.current.meetings).toEqual([weeklySync, opsStandup]);
    await waitFor(() => expect(hook.result.current.meetings).toEqual([opsStandup]));
    expect(hook.result.current.loading).toBe(false);
  });
});

describe('the calendar kept current', () => {
  it("loads its range again, in place, shortly after another user's change of a meeting", async () => {
    const moved = { ...opsStandup, startTime: later.start.toISOString(), endTime: later.end.toISOString() };
    const { result } = await loaded();
    answer('GET', '/meetings', [weeklySync, moved]);
    act(() => hearChange(fakeChange({ kind: 'meeting', recordId: opsStandup._id })));
    expect(result.current.meetings).toHaveLength(2);
    expect(result.current.loading).toBe(false);
    await waitFor(() => expect(result.current.meetings?.[1]).toEqual(moved));
    expect(requestsTo('GET', '/meetings').at(-1)?.search).toBe('?from=2026-11-22&to=2026-11-30');
  });

  it('loads its range again when the stream missed changes it could not send', async () => {
    const moved = { ...opsStandup, startTime: later.start.toISOString(), endTime: later.end.toISOString() };
    const { result } = await loaded();
    answer('GET', '/meetings', [weeklySync, moved]);
    act(() => hearMissedChanges());
    await waitFor(() => expect(result.current.meetings?.[1]).toEqual(moved));
    expect(requestsTo('GET', '/meetings')).toHaveLength(2);
  });

  it('ignores a security event', async () => {
    const { result } = await loaded();
    act(() => hearChange(fakeChange({ kind: 'user', action: 'sign-in', recordId: 'u1', fields: {} })));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(requestsTo('GET', '/meetings')).toHaveLength(1);
    expect(result.current.meetings).toHaveLength(2);
  });
});
