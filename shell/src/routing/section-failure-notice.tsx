import { Button } from '@scheduler/shared-ui/button';
import type { ReactNode } from 'react';
import { isChunkLoadFailure, SectionIncompatibleError } from '../federation/section-failures';
import { MAIN_ID } from '../nav/skip-link';

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id={MAIN_ID} className="mx-auto max-w-7xl px-4 py-6">
      <div role="alert" className="max-w-xl rounded border border-amber-300 bg-amber-50 p-6 text-amber-900">
        <h1 className="mb-2 text-lg font-semibold">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/**
 * Why a section is not on screen, in one of three ways: it could not be downloaded (Retry may help), it was built
 * for shared code this app does not have (only the administrator can help), or its code stopped with an error
 * (reloading the section may help). Never the error's own text or stack: those go to the server's log.
 */
export function SectionFailureNotice({
  label,
  failure,
  onRetry,
}: {
  label: string;
  failure: { kind: 'load'; error: unknown } | { kind: 'render'; error: unknown };
  onRetry: () => void;
}) {
  if (failure.error instanceof SectionIncompatibleError) {
    return (
      <Notice title={`The ${label} section cannot run in this version of the app.`}>
        {failure.error.misfits.map((misfit) => (
          <p key={misfit.module} className="mb-2">
            It needs {misfit.module} {misfit.needs}, and the app provides {misfit.provided || 'none'}.
          </p>
        ))}
        <p>Please contact the administrator. The other sections still work.</p>
      </Notice>
    );
  }
  if (failure.kind === 'render' && !isChunkLoadFailure(failure.error)) {
    return (
      <Notice title={`The ${label} section stopped with an error.`}>
        <p className="mb-4">
          The error has been reported. Reloading the section may help; the other sections still work.
        </p>
        <Button look="primary" onClick={onRetry}>
          Reload section
        </Button>
      </Notice>
    );
  }
  return (
    <Notice title={`The ${label} section could not be loaded.`}>
      <p className="mb-4">
        It may be unreachable or being updated. The other sections still work; try this one again in a moment.
      </p>
      <Button look="primary" onClick={onRetry}>
        Retry
      </Button>
    </Notice>
  );
}
