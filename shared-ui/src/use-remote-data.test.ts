import { fakeChange, hearChange, hearMissedChanges } from '@scheduler/shared-auth/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { EARLY_ANSWER_MS, startEarly, takeEarly, useRemoteData } from './use-remote-data';

const asked = () => jest.fn(async () => ['answer']);

beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] }));
afterEach(() => jest.useRealTimers());

test('a page takes the answer of the request started for it, once, without asking again', async () => {
  const early = asked();
  startEarly('meetings of the week', early, ['meeting']);
  const late = asked();

  await expect(takeEarly('meetings of the week', late)).resolves.toEqual(['answer']);
  expect(early).toHaveBeenCalledTimes(1);
  expect(late).not.toHaveBeenCalled();

  await takeEarly('meetings of the week', late);
  expect(late).toHaveBeenCalledTimes(1);
});

test('a page asks afresh when a record of its kinds changed after the early start', async () => {
  startEarly('meetings of the week', asked(), ['meeting', 'team']);
  hearChange(fakeChange({ kind: 'venue' }));
  const kept = asked();
  await takeEarly('meetings of the week', kept);
  expect(kept).not.toHaveBeenCalled();

  startEarly('meetings of the week', asked(), ['meeting', 'team']);
  hearChange(fakeChange({ kind: 'team' }));
  const late = asked();
  await takeEarly('meetings of the week', late);
  expect(late).toHaveBeenCalledTimes(1);
});

test('a page asks afresh when the stream missed changes after the early start', async () => {
  startEarly('meetings of the week', asked(), ['meeting']);
  hearMissedChanges();
  const late = asked();
  await takeEarly('meetings of the week', late);
  expect(late).toHaveBeenCalledTimes(1);
});

test('an answer no page took in time is forgotten', async () => {
  startEarly('meetings of the week', asked(), ['meeting']);
  jest.advanceTimersByTime(EARLY_ANSWER_MS);
  const late = asked();
  await takeEarly('meetings of the week', late);
  expect(late).toHaveBeenCalledTimes(1);
});

test('a failed early request is the failure the page gets', async () => {
  startEarly('meetings of the week', () => Promise.reject(new Error('refused')), ['meeting']);
  await expect(takeEarly('meetings of the week', asked())).rejects.toThrow('refused');
});

describe('useRemoteData with a key', () => {
  beforeEach(() => jest.useRealTimers());

  test('takes the answer started early for its key by itself, without asking again', async () => {
    startEarly('meetings of the week', async () => ['early answer'], ['meeting']);
    const late = asked();
    const { result } = renderHook(() => useRemoteData(late, undefined, 'meetings of the week'));
    await waitFor(() => expect(result.current.data).toEqual(['early answer']));
    expect(late).not.toHaveBeenCalled();
  });

  test('keeps the last key’s data while the next key loads, saying it is loading', async () => {
    let answerNext: (data: string[]) => void = () => undefined;
    const { result, rerender } = renderHook(
      ({ key }) =>
        useRemoteData(
          () =>
            key === 'first' ? Promise.resolve(['first']) : new Promise<string[]>((resolve) => (answerNext = resolve)),
          undefined,
          key,
        ),
      { initialProps: { key: 'first' } },
    );
    await waitFor(() => expect(result.current.loading).toBe(false));
    rerender({ key: 'next' });
    expect(result.current).toMatchObject({ data: ['first'], loading: true });
    act(() => answerNext(['next']));
    await waitFor(() => expect(result.current).toMatchObject({ data: ['next'], loading: false }));
  });
});
