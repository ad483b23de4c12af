import { fakeChange, hearChange, hearMissedChanges } from '@scheduler/shared-auth/testing';
import { EARLY_ANSWER_MS, startEarly, takeEarly } from './early-data';

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
