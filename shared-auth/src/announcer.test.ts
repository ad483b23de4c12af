import { act, renderHook } from '@testing-library/react';
import { announce, useAnnouncement } from './announcer';
import { lastAnnouncement } from './testing';

describe('the announcer', () => {
  it('publishes each announcement to the live region, a repeated text as a new one', () => {
    const { result } = renderHook(() => useAnnouncement());
    act(() => announce('Venue KB Hall deleted.'));
    const first = result.current;
    expect(first.text).toBe('Venue KB Hall deleted.');
    act(() => announce('Venue KB Hall deleted.'));
    expect(result.current.text).toBe('Venue KB Hall deleted.');
    expect(result.current.count).toBe(first.count + 1);
    expect(lastAnnouncement()).toBe('Venue KB Hall deleted.');
  });
});
