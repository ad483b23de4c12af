import { COPY_TEXTS } from '@scheduler/shared-domain/copy-texts';
import { Button } from '@scheduler/shared-ui/button';
import { type RefObject, useEffect, useState } from 'react';

/** How long 'Copied' is shown. */
const COPIED_SHOWN_MS = 2000;

/**
 * Copies `value` to the clipboard; without clipboard access (denied, or an insecure page) it selects the value in
 * `field` for the user's own copy. `status` says which, for a CopyStatus line.
 */
export function useCopy(value: string, field: RefObject<HTMLInputElement | null>) {
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (status !== COPY_TEXTS.copied) return;
    const timer = setTimeout(() => setStatus(''), COPIED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setStatus(COPY_TEXTS.copied);
    } catch {
      field.current?.focus();
      field.current?.select();
      setStatus(COPY_TEXTS.copyByHand);
    }
  };
  return { copy, status };
}

/** The Copy button of a value, named for what it copies. */
export function CopyButton({ copy, label }: { copy: () => Promise<void>; label: string }) {
  return (
    <Button onClick={() => void copy()} aria-label={`${COPY_TEXTS.copy}: ${label}`}>
      {COPY_TEXTS.copy}
    </Button>
  );
}

/** What Copy did; its line is kept while empty, so what is below never moves. */
export function CopyStatus({ status }: { status: string }) {
  return (
    <p role="status" className="min-h-5 text-sm text-gray-700">
      {status}
    </p>
  );
}
