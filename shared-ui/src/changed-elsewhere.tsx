import { useAuth, useChanges, useDisplayZone, useLanguage, useTranslate } from '@scheduler/shared-auth';
import type { ChangeEntry, ChangeKind } from '@scheduler/shared-domain/change';
import { changedElsewhereText, makesEditStale } from '@scheduler/shared-domain/change-texts';
import { KIT_MESSAGES } from '@scheduler/shared-domain/kit-messages';
import { announce } from '@scheduler/shared-ui/announce';
import { Button } from '@scheduler/shared-ui/button';
import { useState } from 'react';

/**
 * Above an edit form: says at once, and aloud, that someone else changed or deleted the record being edited, with a
 * Reload that loads it afresh. The stale-edit 409 of a save stays the last line of defence.
 */
export function ChangedElsewhere({
  kind,
  recordId,
  reload,
}: {
  kind: ChangeKind;
  recordId: string;
  reload: () => void;
}) {
  const t = useTranslate();
  const reader = { say: t, language: useLanguage() };
  const username = useAuth((state) => state.currentUser?.username);
  const { zone } = useDisplayZone();
  const [change, setChange] = useState<ChangeEntry | null>(null);
  useChanges(
    (entry) => {
      if (entry.recordId !== recordId || entry.actor === username || !makesEditStale(entry)) return;
      setChange(entry);
      announce(changedElsewhereText(entry, zone, reader));
    },
    [kind],
  );
  if (!change) return null;
  return (
    <div className="my-3 flex flex-wrap items-center justify-between gap-3 rounded border border-amber-400 bg-amber-50 px-4 py-3 text-amber-900">
      <span>{changedElsewhereText(change, zone, reader)}</span>
      <Button
        onClick={() => {
          setChange(null);
          reload();
        }}
      >
        {t(KIT_MESSAGES.reload)}
      </Button>
    </div>
  );
}
