import { subscribeToMissedChanges, useChanges } from '@scheduler/shared-auth';
import type { ChangeKind } from '@scheduler/shared-domain/change';
import { changesRecord } from '@scheduler/shared-domain/record-change';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface RemoteData<T> {
  /** null until the first answer. */
  data: T | null;
  /** Counts the answers, so what was built from an older one can be rebuilt. */
  version: number;
  failure: unknown;
  reload: () => void;
  setFailure: (failure: unknown) => void;
}

/** The wait from a change to the reload it causes: the entries of one series operation make one reload. */
export const LIVE_RELOAD_MS = 300;

/**
 * Calls `reload` shortly after a record of `kinds` is added, changed, deleted or restored, by anyone, anywhere (the
 * tab's change stream), or when the stream missed changes it could not send; nothing without `kinds`.
 */
export function useReloadOnChanges(reload: () => void, kinds: readonly ChangeKind[] | undefined): void {
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
 * Loads data for a screen, again on `reload` (after a delete, SPEC §4) and on a change of `liveKinds` (a list kept
 * current: the rows are replaced in place, so the scroll and the sort stay); a failure lands in `failure` for the alert.
 */
export function useRemoteData<T>(load: () => Promise<T>, liveKinds?: readonly ChangeKind[]): RemoteData<T> {
  const [answer, setAnswer] = useState<{ data: T | null; version: number }>({ data: null, version: 0 });
  const [failure, setFailure] = useState<unknown>(null);
  const [generation, setGeneration] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is re-run on mount and on reload only.
  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        if (!current) return;
        setAnswer((previous) => ({ data, version: previous.version + 1 }));
        setFailure(null);
      },
      (loadFailure: unknown) => current && setFailure(loadFailure),
    );
    return () => {
      current = false;
    };
  }, [generation]);

  // A new load drops the last failure: the screen shows it is loading again, then the new answer.
  const reload = useCallback(() => {
    setFailure(null);
    setGeneration((count) => count + 1);
  }, []);
  useReloadOnChanges(reload, liveKinds);
  return { ...answer, failure, reload, setFailure };
}
