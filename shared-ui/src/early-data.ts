import { subscribeToChanges, subscribeToMissedChanges } from '@scheduler/shared-auth';
import type { ChangeKind } from '@scheduler/shared-domain/change';

/** How long an answer started early waits for its page; a page that renders later asks again. */
export const EARLY_ANSWER_MS = 10_000;

const earlyAnswers = new Map<string, { answer: Promise<unknown>; forget: () => void }>();

/**
 * Starts a request that a page makes when it renders, while the page's code is still downloading (a section route's
 * `prefetch`); the page takes its answer with `takeEarly(key, …)`. The answer is forgotten after EARLY_ANSWER_MS, or
 * as soon as a record of `kinds` changes or the tab's stream missed changes, so a page never shows data older than
 * what it would have asked for.
 */
export function startEarly<T>(key: string, load: () => Promise<T>, kinds: readonly ChangeKind[]): void {
  earlyAnswers.get(key)?.forget();
  const answer = load();
  // A failure is the page's to show, when it takes the answer.
  answer.catch(() => undefined);
  const timer = setTimeout(() => forget(), EARLY_ANSWER_MS);
  const stopHearing = subscribeToChanges((entry) => {
    if (kinds.includes(entry.kind)) forget();
  });
  const stopHearingMissed = subscribeToMissedChanges(forget);
  function forget() {
    clearTimeout(timer);
    stopHearing();
    stopHearingMissed();
    if (earlyAnswers.get(key)?.answer === answer) earlyAnswers.delete(key);
  }
  earlyAnswers.set(key, { answer, forget });
}

/** The answer of `key` if it was started early and is still current, once; otherwise `load()` now. */
export function takeEarly<T>(key: string, load: () => Promise<T>): Promise<T> {
  const early = earlyAnswers.get(key);
  if (!early) return load();
  early.forget();
  return early.answer as Promise<T>;
}
