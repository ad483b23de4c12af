import { KIT_MESSAGES } from '@scheduler/shared-domain/kit-messages';
import { SHELL_MESSAGES } from '@scheduler/shared-domain/shell-messages';
import { Button } from '@scheduler/shared-ui/button';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  const section = { section: label };
  if (failure.error instanceof SectionIncompatibleError) {
    return (
      <Notice title={intl.formatMessage(SHELL_MESSAGES.sectionIncompatible, section)}>
        {failure.error.misfits.map((misfit) => (
          <p key={misfit.module} className="mb-2">
            {intl.formatMessage(SHELL_MESSAGES.sectionNeeds, {
              module: misfit.module,
              needs: misfit.needs,
              provided: misfit.provided || intl.formatMessage(SHELL_MESSAGES.sectionProvidesNone),
            })}
          </p>
        ))}
        <p>{intl.formatMessage(SHELL_MESSAGES.sectionAskAdministrator)}</p>
      </Notice>
    );
  }
  if (failure.kind === 'render' && !isChunkLoadFailure(failure.error)) {
    return (
      <Notice title={intl.formatMessage(SHELL_MESSAGES.sectionCrashed, section)}>
        <p className="mb-4">{intl.formatMessage(SHELL_MESSAGES.sectionCrashReported)}</p>
        <Button look="primary" onClick={onRetry}>
          {intl.formatMessage(SHELL_MESSAGES.sectionReload)}
        </Button>
      </Notice>
    );
  }
  return (
    <Notice title={intl.formatMessage(SHELL_MESSAGES.sectionUnreachable, section)}>
      <p className="mb-4">{intl.formatMessage(SHELL_MESSAGES.sectionTryAgain)}</p>
      <Button look="primary" onClick={onRetry}>
        {intl.formatMessage(KIT_MESSAGES.retry)}
      </Button>
    </Notice>
  );
}
