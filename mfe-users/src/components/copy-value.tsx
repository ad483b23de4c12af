import { useTranslate } from '@scheduler/shared-auth';
import { COPY_SCREENS } from '@scheduler/shared-domain/user-account-screens';
import { Button } from '@scheduler/shared-ui/button';
import { type RefObject, useEffect, useState } from 'react';

/** How long 'Copied' is shown. */
const COPIED_SHOWN_MS = 2000;

/** What Copy did: copied, or left the value selected for the user's own copy; '' before and after. */
export type CopyState = 'copied' | 'copyByHand' | '';

/**
 * Copies `value` to the clipboard; without clipboard access (denied, or an insecure page) it selects the value in
 * `field` for the user's own copy. `status` says which, for a CopyStatus line.
 */
export function useCopy(value: string, field: RefObject<HTMLInputElement | null>) {
  const [status, setStatus] = useState<CopyState>('');

  useEffect(() => {
    if (status !== 'copied') return;
    const timer = setTimeout(() => setStatus(''), COPIED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setStatus('copied');
    } catch {
      field.current?.focus();
      field.current?.select();
      setStatus('copyByHand');
    }
  };
  return { copy, status };
}

/** The Copy button of a value, named for what it copies. */
export function CopyButton({ copy, label }: { copy: () => Promise<void>; label: string }) {
  const t = useTranslate();
  return (
    <Button onClick={() => void copy()} aria-label={t(COPY_SCREENS.copyLabel, { label })}>
      {t(COPY_SCREENS.copy)}
    </Button>
  );
}

/** What Copy did; its line is kept while empty, so what is below never moves. */
export function CopyStatus({ status }: { status: CopyState }) {
  const t = useTranslate();
  return (
    <p role="status" className="min-h-5 text-sm text-gray-700">
      {status && t(COPY_SCREENS[status])}
    </p>
  );
}
