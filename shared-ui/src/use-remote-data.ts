import { useCallback, useEffect, useState } from 'react';

export interface RemoteData<T> {
  /** null until the first answer. */
  data: T | null;
  /** Counts the answers, so what was built from an older one can be rebuilt. */
  version: number;
  failure: unknown;
  reload: () => void;
  setFailure: (failure: unknown) => void;
}

/** Loads data for a screen, again on `reload` (after a delete, SPEC §4); a failure lands in `failure` for the alert. */
export function useRemoteData<T>(load: () => Promise<T>): RemoteData<T> {
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
  return { ...answer, failure, reload, setFailure };
}
