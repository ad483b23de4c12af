import { useTranslate } from '@scheduler/shared-auth';
import { KIT_MESSAGES } from '@scheduler/shared-domain/kit-messages';
import { Button } from '@scheduler/shared-ui/button';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { Loading } from '@scheduler/shared-ui/loading';
import type { RemoteData } from '@scheduler/shared-ui/use-remote-data';
import { createContext, Fragment, type ReactNode, useContext } from 'react';

const ReloadContext = createContext<(() => void) | null>(null);

/** Loads the content's data again, which rebuilds the content from the new answer (a form starts afresh). */
export const useReloadContent = () => useContext(ReloadContext);

interface RemoteContentProps<T> {
  remote: RemoteData<T>;
  children: (data: T) => ReactNode;
  /** Shown under the loading text, e.g. a Cancel that need not wait. */
  whileLoading?: ReactNode;
}

/** Loads what failed to load once more (the alert gives way to the loading text meanwhile). */
export function RetryButton({ remote }: { remote: Pick<RemoteData<unknown>, 'reload'> }) {
  const t = useTranslate();
  return <Button onClick={remote.reload}>{t(KIT_MESSAGES.retry)}</Button>;
}

/**
 * The one frame of a screen that loads its data: the loading text, then the content; a failure in the red alert
 * instead, with a Retry (an empty list the screen needs is a failure too, `requireEntries`). Lists use DataTable, which has
 * these states and an empty text of its own.
 */
export function RemoteContent<T>({ remote, children, whileLoading }: RemoteContentProps<T>) {
  return (
    <>
      <ErrorAlert failure={remote.failure} action={remote.data === null && <RetryButton remote={remote} />} />
      {remote.data !== null ? (
        <ReloadContext.Provider value={remote.reload}>
          <Fragment key={remote.version}>{children(remote.data)}</Fragment>
        </ReloadContext.Provider>
      ) : (
        !remote.failure && (
          <>
            <Loading />
            {whileLoading}
          </>
        )
      )}
    </>
  );
}
