import { subscribeToChanges, subscribeToMissedChanges, useChanges } from '@scheduler/shared-auth';
import type { ChangeKind } from '@scheduler/shared-domain/change';
import { changesRecord } from '@scheduler/shared-domain/record-change';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface RemoteData<T> {
  /** null until the first answer; the last key's while a new key loads. */
  data: T | null;
  /** Counts the answers, so what was built from an older one can be rebuilt. */
  version: number;
  /** Whether the current key has no answer yet (the data shown, if any, is an earlier key's). */
  loading: boolean;
  failure: unknown;
  /** Whether `failure` is a load's (the first, a reload, a live one), not an action's that the screen set. */
  loadFailed: boolean;
  reload: () => void;
  /** An action's failure (a delete, a download), for the alert. */
  setFailure: (failure: unknown) => void;
}

/** What useRemoteData gives the screen that loads: RemoteData, and a change of its data shown at once. */
export interface LoadedData<T> extends RemoteData<T> {
  /** Shows a change before or without loading again (a move, a page read further, a live entry). */
  setData: (change: (data: T | null) => T | null) => void;
}

/** The wait from a change to the reload it causes: the entries of one series operation make one reload. */
export const LIVE_RELOAD_MS = 300;

/** How long an answer started early waits for its page; a page that renders later asks again. */
export const EARLY_ANSWER_MS = 10_000;

const earlyAnswers = new Map<string, { answer: Promise<unknown>; forget: () => void }>();

/**
 * Starts the request of `key` that a page makes when it renders, while the page's code is still downloading (a
 * section route's `prefetch`); the page's `useRemoteData` of the same key takes its answer. The answer is forgotten
 * after EARLY_ANSWER_MS, or as soon as a record of `kinds` changes or the tab's stream missed changes, so a page never
 * shows data older than what it would have asked for.
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

/**
 * Calls `reload` shortly after a record of `kinds` is added, changed, deleted or restored, by anyone, anywhere (the
 * tab's change stream), or when the stream missed changes it could not send; nothing without `kinds`.
 */
function useReloadOnChanges(reload: () => void, kinds: readonly ChangeKind[] | undefined): void {
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  const reloadSoon = () => {
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = undefined;
      reload();
    }, LIVE_RELOAD_MS);
  };
  useChanges((entry) => changesRecord(entry) && reloadSoon(), kinds ?? []);
  useEffect(() => (kinds?.length ? subscribeToMissedChanges(reloadSoon) : undefined));
}

/**
 * The one way a screen loads its data: `load()` on mount, again on `reload` (after a delete, SPEC §4) and on a change
 * of `liveKinds` (a list kept current: the rows are replaced in place, so the scroll and the sort stay). `key` names
 * what `load` asks for: a new key loads again, keeping the last key's data shown meanwhile, and an answer started
 * early for the key (`startEarly`) is taken instead of asking again. A failure lands in `failure` for the alert.
 */
export function useRemoteData<T>(load: () => Promise<T>, liveKinds?: readonly ChangeKind[], key = ''): LoadedData<T> {
  const [answer, setAnswer] = useState<{ data: T | null; version: number; key: string | null }>({
    data: null,
    version: 0,
    key: null,
  });
  const [failed, setFailed] = useState<{ failure: unknown; byLoad: boolean }>({ failure: null, byLoad: false });
  const [generation, setGeneration] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is the same call for the same `key`.
  useEffect(() => {
    let current = true;
    // A new load drops the last failure: the screen shows it is loading again, then the new answer.
    setFailed({ failure: null, byLoad: false });
    (key ? takeEarly(key, load) : load()).then(
      (data) => {
        if (!current) return;
        setAnswer((previous) => ({ data, version: previous.version + 1, key }));
        setFailed({ failure: null, byLoad: false });
      },
      (loadFailure: unknown) => {
        if (!current) return;
        setAnswer((previous) => ({ ...previous, key }));
        setFailed({ failure: loadFailure, byLoad: true });
      },
    );
    return () => {
      current = false;
    };
  }, [key, generation]);

  const reload = useCallback(() => setGeneration((count) => count + 1), []);
  const setFailure = useCallback((failure: unknown) => setFailed({ failure, byLoad: false }), []);
  const setData = useCallback(
    (change: (data: T | null) => T | null) => setAnswer((previous) => ({ ...previous, data: change(previous.data) })),
    [],
  );
  useReloadOnChanges(reload, liveKinds);
  return {
    data: answer.data,
    version: answer.version,
    loading: answer.key !== key,
    failure: failed.failure,
    loadFailed: failed.byLoad && Boolean(failed.failure),
    reload,
    setFailure,
    setData,
  };
}
